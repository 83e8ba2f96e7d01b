import { z } from 'zod';
import { cardNumberIssue } from './card-checks.js';
import { messages } from './messages.js';
import { parseAmount } from './money.js';

export * from './card-checks.js';

/** Card number: spaces removed, 15 or 16 digits, Luhn (SPEC 5). */
export const CardNumber = z
  .string({ error: messages.cardNumberRequired })
  .max(32)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, messages.cardNumberRequired)
      .refine((digits) => cardNumberIssue(digits) === null, messages.invalidCardNumber),
  );

export const Cvv = z
  .string({ error: messages.cvvRequired })
  .min(1, messages.cvvRequired)
  .regex(/^\d{3,4}$/, messages.cvvInvalid);

/** "06" and "28" (MM and YY of the card). */
export const ExpireMonth = z
  .string({ error: messages.expiryRequired })
  .regex(/^(0[1-9]|1[0-2])$/, messages.expiryInvalid);
export const ExpireYear = z
  .string({ error: messages.expiryRequired })
  .regex(/^\d{2}$/, messages.expiryInvalid);

/** An amount as a decimal string with at most 2 decimals, above zero (never a float). */
export const MoneyString = z
  .string({ error: messages.amountRequired })
  .min(1, messages.amountRequired)
  .max(20, messages.amountInvalid)
  .refine((value) => parseAmount(value) !== null, messages.amountInvalid)
  .refine((value) => (parseAmount(value) ?? 0n) > 0n, messages.amountNotPositive);

export const MobilePhone = z.string().max(20);
