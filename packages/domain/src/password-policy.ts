import { z } from 'zod';
import { messages } from './messages.js';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** A new password may not equal the current one or the three before it. */
export const PASSWORD_HISTORY_DEPTH = 4;

/**
 * The password rule of SECURITY.md (PCI 8.3.6): 12–128 characters, at least one
 * letter and one digit, no spaces (the reset screens refuse typing them).
 */
export function newPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong)
    .refine((value) => !/\s/.test(value), messages.passwordNoSpaces)
    .refine((value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), messages.passwordNeedsLetterAndDigit);
}
