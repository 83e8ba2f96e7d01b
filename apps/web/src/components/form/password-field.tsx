import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.js';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  /** The reset screens refuse spaces: they cannot be typed or pasted (SPEC 5). */
  noSpaces?: boolean;
}

export function PasswordField({ noSpaces, onChange, onKeyDown, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (noSpaces && event.key === ' ') {
      event.preventDefault();
    }
    onKeyDown?.(event);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (noSpaces && /\s/.test(event.target.value)) {
      event.target.value = event.target.value.replace(/\s/g, '');
    }
    onChange?.(event);
  };
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      onKeyDown={handleKeyDown}
      onChange={handleChange}
      addon={
        <button
          type="button"
          className="field-addon"
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? (
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M3 3l18 18M10.6 10.6a2 2 0 002.8 2.8M9.9 5.1A9.8 9.8 0 0112 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.6 3.7M6.3 6.3C4.3 7.6 2.8 9.6 2 12c1 2.5 5 7 10 7 1.6 0 3.1-.4 4.4-1.1"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          )}
        </button>
      }
    />
  );
}
