import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { isSimpleEmail } from './card-checks.js';
import { noCardNumber } from './card-numbers.js';
import { messages } from './messages.js';
import { parseAmount } from './money.js';
import { isValidTaxNumber } from './tax-number.js';

/**
 * The field types of the ERP integration API (DESIGN 12). Every item of a batch is checked on its own, so each
 * field refuses what the database could not store (NUL, out-of-range dates, 3-decimal amounts) with a Turkish
 * message instead of failing the batch.
 */

const noNul = (value: string) => !value.includes('\u0000');

/** Free text: trimmed, bounded, no NUL and no card number (PCI 3.3: an ERP description is shown to people). */
export const freeText = (max: number) =>
  z
    .string()
    .refine(noNul, messages.nulCharacter)
    .transform((value) => value.trim())
    .pipe(z.string().max(max).refine(noCardNumber, messages.cardNumberInText));

/** Optional free text: absent, null and blank are all stored as null. */
export const optionalText = (max: number) =>
  freeText(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A firm's or stock's code (a branch number such as "1001" or an ERP account code such as "120.01.001"). */
export const ErpCode = z
  .string()
  .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N} ._-]{0,48}[\p{L}\p{N}._-])?$/u, messages.firmCodeInvalid)
  .refine(noCardNumber, messages.cardNumberInText);

/** An ERP record id (Logo LOGICALREF, a Mikro GUID, "INV:2026:00042"): also the last segment of a DELETE path. */
export const ExternalId = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, messages.externalIdInvalid)
  // "." and ".." would be rewritten by HTTP clients in a DELETE path.
  .refine((value) => !/^\.+$/.test(value), messages.externalIdInvalid)
  .refine(noCardNumber, messages.cardNumberInText);

const MIN_DATE = '1900-01-01';
const MAX_DATE = '2099-12-31';

/** YYYY-MM-DD, a real calendar day within the range a ledger date can sensibly have. */
export const ErpDate = z
  .string()
  .refine(isIsoCalendarDate, messages.dateInvalid)
  .refine((value) => value >= MIN_DATE && value <= MAX_DATE, messages.dateOutOfRange);

export const OptionalErpDate = ErpDate.nullish().transform((value) => value ?? null);

/** The numeric(18,2) columns hold 16 whole digits. */
const decimalPattern = (decimals: number) => new RegExp(`^-?\\d{1,16}(?:\\.\\d{1,${decimals}})?$`);

/** A money amount as a decimal string with a dot, 0 or more, at most 2 decimals; answered as "1250.50". */
export const ErpAmount = z
  .string()
  .regex(decimalPattern(2), messages.decimalInvalid)
  .refine((value) => !value.startsWith('-'), messages.decimalNegative)
  .transform((value) => normaliseDecimal(value, 2));

export const PositiveErpAmount = ErpAmount.refine(
  (value) => (parseAmount(value) ?? 0n) > 0n,
  messages.amountNotPositive,
);

/** A quantity: a decimal string or a plain integer, 0 or more, up to 3 decimals (kilograms, metres). */
export const ErpQuantity = z
  .union([z.number().int().min(0).max(999_999_999_999), z.string().regex(/^\d{1,12}(?:\.\d{1,3})?$/)], {
    error: messages.quantityInvalid,
  })
  .transform((value) => normaliseDecimal(String(value), 3));

/** An exchange rate: up to 6 decimals, above zero. */
export const ErpFxRate = z
  .string()
  .regex(/^\d{1,8}(?:\.\d{1,6})?$/, messages.fxRateInvalid)
  .refine((value) => /[1-9]/.test(value), messages.fxRateInvalid)
  .transform((value) => normaliseDecimal(value, 6));

/** A VAT rate in percent (0, 1, 10, 20 …), as a number or a decimal string. */
export const VatRate = z
  .union([z.number().min(0).max(100), z.string().regex(/^\d{1,3}(?:\.\d{1,2})?$/)], {
    error: messages.vatRateInvalid,
  })
  .transform((value) => String(value))
  .refine((value) => /^\d{1,3}(?:\.\d{1,2})?$/.test(value) && Number(value) <= 100, messages.vatRateInvalid)
  .transform((value) => normaliseDecimal(value, 2));

export const TaxNumber = z.string().refine(isValidTaxNumber, messages.taxNumberInvalid);

export const ErpEmail = z
  .string()
  .max(254)
  .refine((value) => isSimpleEmail(value) && noNul(value), messages.customerEmailInvalid);

export const ErpPhone = z.string().regex(/^[0-9+()\s-]{1,20}$/, messages.phoneInvalid);

/**
 * An item as the API reads it: a field sent as null is a field left out (ERP exports write empty columns as null),
 * so it is stored empty or takes its default. Nested objects are read the same way; lists keep their elements.
 */
export function withoutNulls(value: unknown, depth = 0): unknown {
  // Items nest two levels at most (a stock's warehouses); deeper input is left for the schema to refuse.
  if (depth > 3) {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((element) => withoutNulls(element, depth + 1));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) =>
        field === null ? [] : [[key, withoutNulls(field, depth + 1)]],
      ),
    );
  }
  return value;
}

/** "1250.5" → "1250.50", "007" → "7.00": one spelling per value, so an unchanged resend compares equal. */
export function normaliseDecimal(value: string, decimals: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  return decimals === 0 ? digits : `${digits}.${fraction.padEnd(decimals, '0')}`;
}
