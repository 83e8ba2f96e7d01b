import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell.js';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | null | undefined;
  hint?: string | null | undefined;
  /** The empty first choice ("Seçiniz"), when nothing is chosen by default. */
  placeholder?: string;
}

/** A native select with the same label, hint and error wiring as TextField. */
export function SelectField({
  label,
  options,
  error,
  hint,
  placeholder,
  className,
  id,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => (
        <select className="field-input field-select" {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
