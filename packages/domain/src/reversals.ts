import { z } from 'zod';
import { CURRENCY_CODES } from './codes.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { MoneyString } from './payment-validators.js';

/**
 * Refunds and voids of card collections, for tenant administrators (`/api/admin/collections/:id/…`). A void
 * takes back the whole sale before the bank's end of day (the card is never charged); a refund gives back all
 * or part of it afterwards, never more than is left.
 */

const Reason = z
  .string({ error: messages.reversalReasonRequired })
  .trim()
  .min(1, messages.reversalReasonRequired)
  .max(500)
  .describe('Why, for the audit log and the timeline');

export const VoidRequest = z.strictObject({ reason: Reason });
export type VoidRequest = z.infer<typeof VoidRequest>;

export const RefundRequest = z.strictObject({
  amount: MoneyString.optional().describe('What goes back to the card; all that is left when absent'),
  reason: Reason,
});
export type RefundRequest = z.infer<typeof RefundRequest>;

export const REVERSAL_KINDS = ['void', 'refund'] as const;
export const REVERSAL_STATUSES = ['processing', 'approved', 'declined'] as const;
export type ReversalStatus = (typeof REVERSAL_STATUSES)[number];

export const REVERSAL_STATUS_LABELS: Record<ReversalStatus, string> = {
  processing: 'Bankada işleniyor',
  approved: 'Onaylandı',
  declined: 'Reddedildi',
};

export const Reversal = z.object({
  id: z.uuid(),
  kind: z.enum(REVERSAL_KINDS),
  amount: z.string().describe('"250.00"'),
  currencyCode: z.enum(CURRENCY_CODES),
  status: z.enum(REVERSAL_STATUSES),
  statusText: z.string(),
  reason: z.string(),
  requestedBy: z.string().describe("The administrator's name"),
  createdAt: z.string().describe('ISO 8601'),
  settledAt: z.string().nullable(),
  authCode: z.string().nullable(),
  errorCode: z.string().nullable().describe("The bank's error code when it refused"),
  message: z.string().nullable().describe("The bank's text when it refused"),
});
export type Reversal = z.infer<typeof Reversal>;

export const CollectionReversals = z.object({
  transactionId: z.uuid(),
  totalAmount: z.string().describe('What the card paid'),
  refundedAmount: z.string().describe('What approved refunds and voids gave back'),
  refundableAmount: z.string().describe('What may still be refunded'),
  currencyCode: z.enum(CURRENCY_CODES),
  reversalState: z.enum(['partially_refunded', 'refunded', 'voided']).nullable(),
  canVoid: z.boolean().describe('Same Istanbul day, nothing given back yet, nothing in flight'),
  canRefund: z.boolean().describe('Something left, nothing in flight'),
  suggested: z
    .enum(REVERSAL_KINDS)
    .nullable()
    .describe(
      "What fits the bank's day as far as we can tell: a void on the sale's day, a refund after; the bank's end of day decides",
    ),
  reversals: z.array(Reversal),
});
export type CollectionReversals = z.infer<typeof CollectionReversals>;

export const ReversalAnswer = answerOf(z.object({ reversal: Reversal, collection: CollectionReversals }));
export const CollectionReversalsAnswer = answerOf(CollectionReversals);
