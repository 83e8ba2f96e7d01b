import { z } from 'zod';
import { answerOf } from './envelope.js';
import { DiscountSettings } from './invoice-discount.js';

/**
 * The tenant administrator's invoice-discounting terms (issue 15 section 1, `/admin/discount-terms`): the whole
 * DiscountSettings the firm pages work out with, and the annual rates agreed with single firms. No terms: the
 * tenant does not offer discounting. A request keeps the terms it was worked out with, so no change here alters one.
 */

// PUT /admin/DiscountTerms: the settings, whole (DiscountSettings, the firm pages' own schema).
export const DiscountTermsInput = DiscountSettings;
export type DiscountTermsInput = z.input<typeof DiscountSettings>;

/** An annual rate agreed with one firm, in percent: the terms' own annual-rate rule. */
export const FirmDiscountRateInput = z.strictObject({ annualRate: DiscountSettings.shape.annualRate });
export type FirmDiscountRateInput = z.input<typeof FirmDiscountRateInput>;

export const FirmIdParams = z.strictObject({ firmId: z.uuid() });

export const AdminFirmDiscountRate = z.object({
  firmId: z.string(),
  code: z.string(),
  name: z.string(),
  /** Percent ("39.5"). */
  annualRate: z.string(),
  updatedAt: z.string(),
});
export type AdminFirmDiscountRate = z.infer<typeof AdminFirmDiscountRate>;

const Basis = z.union([z.literal(360), z.literal(365)]);
const PerCurrency = z.partialRecord(z.enum(['TRY', 'USD', 'EUR']), z.string());

/** DiscountSettings as stored and answered (plain values, rates and amounts as decimal strings). */
export const DiscountSettingsView = z.object({
  method: z.enum(['simple', 'true']),
  annualRate: z.string(),
  dayBasis: z.object({ TRY: Basis, USD: Basis, EUR: Basis }),
  commissionRate: z.string(),
  commissionMinimum: PerCurrency,
  bsmvRate: z.string(),
  feePerInvoice: PerCurrency,
  feePerRequest: PerCurrency,
  minDaysToDue: z.number().int(),
});

// GET /admin/DiscountTerms
export const AdminDiscountTerms = z.object({
  /** Null: discounting is not offered. */
  settings: DiscountSettingsView.nullable(),
  updatedAt: z.string().nullable(),
  firms: z.array(AdminFirmDiscountRate),
});
export type AdminDiscountTerms = z.infer<typeof AdminDiscountTerms>;
export const AdminDiscountTermsAnswer = answerOf(AdminDiscountTerms);
export const AdminFirmDiscountRateAnswer = answerOf(AdminFirmDiscountRate);
