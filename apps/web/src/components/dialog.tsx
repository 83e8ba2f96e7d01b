import { type ReactNode, useEffect, useId, useRef } from 'react';
import '../styles/dialog.css';

/**
 * A modal on the native <dialog>: focus is kept inside and the page behind is inert. `dismissible`
 * false keeps it open on Escape (the 3-D modal closes only from its own button, SPEC 2); a click on
 * the backdrop never closes a dialog.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  dismissible = true,
  className,
  icon,
  footer,
  children,
}: {
  title: string;
  /** Drawn before the title (the confirmation's warning sign). */
  icon?: ReactNode;
  closeLabel: string;
  onClose(): void;
  dismissible?: boolean;
  className?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const leaving = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    leaving.current = false;
    if (dialog && !dialog.open) {
      dialog.showModal();
    }
    return () => {
      leaving.current = true;
      dialog?.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Escape's default action is the dialog's close request; a fixed dialog never makes one.
        if (event.key === 'Escape' && !dismissible) {
          event.preventDefault();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) {
          onClose();
        }
      }}
      onClose={() => {
        // The browser may close a dialog without asking (repeated close requests): a fixed one reopens.
        if (!leaving.current && !dismissible) {
          ref.current?.showModal();
        } else if (!leaving.current) {
          onClose();
        }
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId} className="dialog-title">
          {icon}
          {title}
        </h2>
        <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog-body">{children}</div>
      {footer ? <div className="dialog-foot">{footer}</div> : null}
    </dialog>
  );
}
