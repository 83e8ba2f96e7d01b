import { z } from 'zod';
import { answerOf } from './envelope.js';
import { freeText } from './integration-fields.js';
import { messages } from './messages.js';
import { parseExchangeRate } from './money.js';

/**
 * The tenant administrator's payment sets, payment methods and exchange-rate override (issue 15 section 4,
 * `/admin/pricing`). A set groups payment methods and commission definitions (SPEC 3, 4: choosing a method on the
 * pay page loads its set's commission options); the override is the tenant's own bank-note selling rate for USD or
 * EUR, which the pay pages use instead of the central bank's until it is cleared.
 */

export const PricingName = freeText(100).pipe(z.string().min(1, messages.pricingNameInvalid));

export const PaymentSetInput = z.strictObject({
  name: PricingName,
  isActive: z.boolean(),
});
export type PaymentSetInput = z.input<typeof PaymentSetInput>;

export const PaymentMethodInput = z.strictObject({
  name: PricingName,
  paymentSetId: z
    .uuid()
    .nullable()
    .describe('The set whose commission options the method loads; null for none'),
  isActive: z.boolean(),
});
export type PaymentMethodInput = z.input<typeof PaymentMethodInput>;

export const RATE_CURRENCIES = ['USD', 'EUR'] as const;
export const RateCurrencyParams = z.strictObject({ code: z.enum(RATE_CURRENCIES) });

/**
 * A rate as typed ("36,1234" or "36.1234"): TRY per unit, above 0, at most 4 decimals; written one way
 * ("36.1234", four decimals) so the same rate typed twice changes nothing.
 */
export const ExchangeRateValue = z
  .string()
  .trim()
  .transform((text) => text.replace(',', '.'))
  .refine((text) => /^\d{1,6}(?:\.\d{1,4})?$/.test(text), messages.pricingRateInvalid)
  .transform((text) => parseExchangeRate(text) ?? 0n)
  .refine((micros) => micros > 0n, messages.pricingRateInvalid)
  .transform((micros) => exchangeRateText(micros));

export const ExchangeRateOverrideInput = z.strictObject({ bankNoteSell: ExchangeRateValue });
export type ExchangeRateOverrideInput = z.input<typeof ExchangeRateOverrideInput>;

/** Millionths as the pages show a rate: 4 decimals, point separated ("36.1234"). */
export function exchangeRateText(micros: bigint): string {
  const whole = micros / 1_000_000n;
  const fraction = ((micros % 1_000_000n) / 100n).toString().padStart(4, '0');
  return `${whole}.${fraction}`;
}

export const AdminPaymentMethod = z.object({
  id: z.string(),
  name: z.string(),
  paymentSetId: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof AdminPaymentMethod>;

export const AdminPaymentSet = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Commission definitions that belong to the set (switched on ones). */
  definitionCount: z.number().int(),
  /** Payment links still open that name the set. */
  openLinkCount: z.number().int(),
});
export type AdminPaymentSet = z.infer<typeof AdminPaymentSet>;

const StoredRate = z.object({
  value: z.string().describe('TRY per unit, 4 decimals'),
  date: z.string().describe('ISO date'),
  source: z.enum(['tcmb', 'tenant', 'seed']),
});

export const AdminExchangeRate = z.object({
  code: z.enum(RATE_CURRENCIES),
  central: StoredRate.nullable(),
  own: StoredRate.nullable(),
  /** What the pay pages use: the tenant's own rate, else the central bank's. */
  effective: z.string().nullable(),
});
export type AdminExchangeRate = z.infer<typeof AdminExchangeRate>;

export const AdminPricing = z.object({
  paymentSets: z.array(AdminPaymentSet),
  paymentMethods: z.array(AdminPaymentMethod),
  rates: z.array(AdminExchangeRate),
});
export type AdminPricing = z.infer<typeof AdminPricing>;

export const AdminPricingAnswer = answerOf(AdminPricing);
export const AdminPaymentSetAnswer = answerOf(AdminPaymentSet);
export const AdminPaymentMethodAnswer = answerOf(AdminPaymentMethod);
export const AdminExchangeRateAnswer = answerOf(AdminExchangeRate);
