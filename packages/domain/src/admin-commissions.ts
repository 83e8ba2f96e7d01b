import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { answerOf } from './envelope.js';
import { freeText, optionalText } from './integration-fields.js';
import { messages } from './messages.js';
import { formatRate, parseRate, parseTurkishAmount } from './money.js';
import { INSTALLMENT_COUNTS } from './payment-options.js';

/**
 * The tenant administrator's commission definitions (issue 15, `/admin/commissions`): per bank card programme the
 * rates for 1–12 instalments (SPEC 3), each enabled or not and added to or included in the amount, the campaign's
 * extra instalments, the deferral range, and a preview priced with the payment screens' own arithmetic.
 */

/** A rate in percent as the form sends it: 0–99.99 with at most 2 decimals ("2.49"). */
export const CommissionRate = z
  .string()
  .trim()
  .regex(/^\d{1,2}(?:\.\d{1,2})?$/, messages.commissionRateInvalid)
  // One way of writing a rate ("2.50" and "02.5" are "2.5"): a form saved unchanged changes nothing.
  .transform((text) => formatRate(parseRate(text) ?? 0n));

export const CommissionRateLine = z.strictObject({
  rate: CommissionRate,
  enabled: z.boolean(),
  /** The commission is carved out of the amount instead of added to it. */
  included: z.boolean(),
});
export type CommissionRateLine = z.output<typeof CommissionRateLine>;

const Count = (max: number) => z.number().int().min(0).max(max);

export const CommissionDefinitionInput = z
  .strictObject({
    posAccountId: z.uuid(),
    paymentSetId: z.uuid().nullable(),
    cardName: freeText(100).pipe(z.string().min(1)),
    isVisaMasterCard: z.boolean(),
    isAgriculturePos: z.boolean(),
    /** Instalments 1 (single payment) to 12, in order. */
    rates: z.array(CommissionRateLine).length(INSTALLMENT_COUNTS.length),
    extraInstallmentCount: Count(12),
    extraInstallmentExpireDate: z
      .string()
      .refine(isIsoCalendarDate, messages.dateInvalid)
      .nullable()
      .describe('Last day the extra instalments are given; null for no end'),
    deferringInstallmentCount: Count(12),
    deferringRangeStart: Count(12),
    deferringRangeEnd: Count(12),
    description: optionalText(500),
    isCommissionFromDealer: z.boolean(),
    isActive: z.boolean(),
    sortOrder: z.number().int().min(0).max(10_000),
  })
  .refine((input) => input.rates.some((line) => line.enabled), {
    message: messages.commissionNoneEnabled,
    path: ['rates'],
  })
  .refine((input) => input.deferringRangeEnd === 0 || input.deferringRangeStart <= input.deferringRangeEnd, {
    message: messages.commissionDeferralRangeInvalid,
    path: ['deferringRangeEnd'],
  });
export type CommissionDefinitionInput = z.output<typeof CommissionDefinitionInput>;
export type CommissionDefinitionForm = z.input<typeof CommissionDefinitionInput>;

export const AdminCommissionDefinition = z.object({
  id: z.string(),
  posAccountId: z.string(),
  bankId: z.number().int(),
  bankName: z.string(),
  paymentSetId: z.string().nullable(),
  cardName: z.string(),
  isVisaMasterCard: z.boolean(),
  isAgriculturePos: z.boolean(),
  rates: z.array(
    z.object({
      installment: z.number().int(),
      rate: z.string(),
      enabled: z.boolean(),
      included: z.boolean(),
    }),
  ),
  extraInstallmentCount: z.number().int(),
  extraInstallmentExpireDate: z.string().nullable(),
  deferringInstallmentCount: z.number().int(),
  deferringRangeStart: z.number().int(),
  deferringRangeEnd: z.number().int(),
  description: z.string().nullable(),
  isCommissionFromDealer: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCommissionDefinition = z.infer<typeof AdminCommissionDefinition>;
export const AdminCommissionDefinitionAnswer = answerOf(AdminCommissionDefinition);

export const AdminCommissionBank = z.object({
  posAccountId: z.string(),
  bankId: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
});

export const AdminCommissions = z.object({
  banks: z.array(AdminCommissionBank),
  paymentSets: z.array(z.object({ id: z.string(), name: z.string() })),
  definitions: z.array(AdminCommissionDefinition),
});
export type AdminCommissions = z.infer<typeof AdminCommissions>;
export const AdminCommissionsAnswer = answerOf(AdminCommissions);

/** An amount typed the Turkish way ("1.250,50") or as the API writes it ("1250.50"), above zero. */
const PreviewAmount = z
  .string()
  .trim()
  .refine((text) => (parseTurkishAmount(text) ?? 0n) > 0n, messages.amountInvalid);

// POST /admin/Commissions/Preview
export const CommissionPreviewRequest = z.strictObject({
  /** The definition's bank account: its provider id and the instalments it allows price the preview. */
  posAccountId: z.uuid(),
  rates: z.array(CommissionRateLine).length(INSTALLMENT_COUNTS.length),
  extraInstallmentCount: Count(12),
  extraInstallmentExpireDate: z.string().refine(isIsoCalendarDate, messages.dateInvalid).nullable(),
  isCommissionFromDealer: z.boolean(),
  amount: PreviewAmount,
});
export type CommissionPreviewRequest = z.output<typeof CommissionPreviewRequest>;

export const CommissionPreviewLine = z.object({
  installment: z.number().int(),
  paidInstallments: z.number().int(),
  rate: z.string(),
  mode: z.enum(['added', 'fromDealer', 'provider856', 'included']),
  total: z.string(),
  monthly: z.string(),
  commission: z.string(),
  net: z.string(),
});
export const CommissionPreview = z.object({
  amount: z.string(),
  /** The enabled instalments, priced as the payment screens price them today. */
  lines: z.array(CommissionPreviewLine),
});
export type CommissionPreview = z.infer<typeof CommissionPreview>;
export const CommissionPreviewAnswer = answerOf(CommissionPreview);
