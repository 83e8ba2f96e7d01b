import {
  type CSSProperties,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import '../styles/menu-button.css';

export interface MenuButtonItem<Key extends string> {
  key: Key;
  icon?: ReactNode;
  label: string;
  danger?: boolean;
  /** A line above the entry (before the destructive one). */
  dividerBefore?: boolean;
}

/** Where the open menu goes: under the button, its end edge on the button's, fixed to the window so a scrolling
 * table does not clip it. */
function placeUnder(button: HTMLElement): CSSProperties {
  const box = button.getBoundingClientRect();
  const rtl = getComputedStyle(button).direction === 'rtl';
  return rtl
    ? { top: box.bottom + 4, left: box.left }
    : { top: box.bottom + 4, right: document.documentElement.clientWidth - box.right };
}

/**
 * A button that opens a short menu of actions (WAI-ARIA's menu button: Enter, Space or ArrowDown open it on the
 * first entry, arrows, Home and End move, Escape and Tab close back to the button, a click outside closes). Drawn
 * here for the user menu and the rows' "more" menus: Ant Design's Dropdown brought its menu engine, tooltips and
 * motion (about 20 KB gzip) onto every page (issue 28).
 */
export function MenuButton<Key extends string>({
  label,
  items,
  onChoose,
  className,
  children,
}: {
  label: string;
  items: readonly MenuButtonItem<Key>[];
  onChoose: (key: Key) => void;
  className?: string;
  children: ReactNode;
}) {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = place !== null;

  useEffect(() => {
    if (!open) {
      return;
    }
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) {
        setPlace(null);
      }
    };
    const close = () => setPlace(null);
    document.addEventListener('pointerdown', closeOutside);
    // The menu is fixed to the window: a scroll or a resize would leave it beside the wrong row.
    window.addEventListener('scroll', closeOutside, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('scroll', closeOutside, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  const show = () => button.current && setPlace(placeUnder(button.current));
  const close = (refocus: boolean) => {
    setPlace(null);
    if (refocus) {
      button.current?.focus();
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: entries.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      entries[(move + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // The menu sits at the end of the page: back to its button, so Tab goes on from there.
      event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ? `menu-button ${className}` : 'menu-button'}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            show();
          }
        }}
      >
        {children}
      </button>
      {place
        ? createPortal(
            <div
              ref={menu}
              id={menuId}
              role="menu"
              aria-label={label}
              className="menu-button-list"
              style={place}
              onKeyDown={onMenuKey}
            >
              {items.map((item) => (
                <Fragment key={item.key}>
                  {item.dividerBefore ? <hr className="menu-button-divider" /> : null}
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={item.danger ? 'menu-button-item menu-button-item-danger' : 'menu-button-item'}
                    onClick={() => {
                      close(false);
                      onChoose(item.key);
                    }}
                  >
                    {item.icon}
                    <span>{item.label}</span>
                  </button>
                </Fragment>
              ))}
            </div>,
            // On the page's body: a sticky table cell's stacking context would put the next rows over it.
            document.body,
          )
        : null}
    </>
  );
}
