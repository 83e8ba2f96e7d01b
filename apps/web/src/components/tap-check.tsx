import type { ReactNode } from 'react';
import '../styles/form-fields.css';

/**
 * A list's checkbox (payment plan, collection plan, invoice discount): the browser's own, named for screen readers
 * by `label`, with an optional visible text beside it; on a phone its label is a 44 × 44 px tap target.
 */
export function TapCheck({
  checked,
  disabled,
  label,
  onChange,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <label className="tap-check check-field">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {children}
    </label>
  );
}
