import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell } from './field-shell.js';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null | undefined;
  /** A short help text under the field, read with it by screen readers. */
  hint?: string | null | undefined;
  /** Something drawn inside the field's right edge (e.g. the show-password button). */
  addon?: ReactNode;
}

/** A labelled input whose hint and error text are tied to it for screen readers. */
export function TextField({ label, error, hint, addon, className, id, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => (
        <>
          <input className="field-input" {...control} {...input} />
          {addon}
        </>
      )}
    </FieldShell>
  );
}
