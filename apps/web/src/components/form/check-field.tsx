import type { ReactNode } from 'react';
import '../../styles/form-fields.css';

/**
 * The browser's checkbox with its text beside it, the whole line clickable. `label` names it for screen readers when
 * the text beside it is not its name (a list row's checkbox beside the row's date).
 */
export function CheckField({
  checked,
  onChange,
  disabled,
  label,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <label className={className ? `check-field ${className}` : 'check-field'}>
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
