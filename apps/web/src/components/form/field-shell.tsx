import { type ReactNode, useId } from 'react';

/** What a control needs to be tied to its label, hint and error for screen readers. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The frame every labelled field shares: label, control, hint and error, wired by id. */
export function FieldShell({
  label,
  error,
  hint,
  className,
  id,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  className?: string | undefined;
  id?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={controlId} className="field-label">
        {label}
      </label>
      <div className="field-control">
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
