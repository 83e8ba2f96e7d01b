import { z } from 'zod';
import { CURRENCY_CODES } from './codes.js';
import { answerOf } from './envelope.js';

/**
 * The console's review of incoming transfers (issue 29, `/admin/bank-transfers`): the movements a statement brought
 * in, what the matcher decided, and a person's decisions (match to a firm, not a collection, undo).
 */

/** review: suggested and unmatched credits; matched; other: debits, reversals and what is not a collection. */
export const BANK_TRANSFER_VIEWS = ['review', 'matched', 'other'] as const;
export type BankTransferView = (typeof BANK_TRANSFER_VIEWS)[number];

export const BankTransferQuery = z.strictObject({
  view: z.enum(BANK_TRANSFER_VIEWS).default('review'),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type BankTransferQuery = z.input<typeof BankTransferQuery>;

export const BankTransferFirm = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

export const BankTransferRow = z.object({
  id: z.uuid(),
  accountIban: z.string(),
  bookingDate: z.string(),
  amount: z.string(),
  currencyCode: z.enum(CURRENCY_CODES),
  direction: z.enum(['credit', 'debit']),
  isReversal: z.boolean(),
  reversalOfId: z.uuid().nullable(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  description: z.string(),
  matchState: z.enum(['matched', 'suggested', 'unmatched', 'ignored', 'not_collection']),
  matchRule: z.enum(['reference', 'iban', 'tax_number', 'manual']).nullable(),
  firm: BankTransferFirm.nullable(),
  /** The firms a suggestion names, with why. */
  suggestions: z.array(BankTransferFirm.extend({ reason: z.string() })),
  matchedAt: z.string().nullable(),
});
export type BankTransferRow = z.infer<typeof BankTransferRow>;

export const BankTransferPage = z.object({
  items: z.array(BankTransferRow),
  nextCursor: z.string().nullable(),
  /** How many wait in each view: the tab labels. */
  counts: z.object({ review: z.number().int(), matched: z.number().int(), other: z.number().int() }),
});
export type BankTransferPage = z.infer<typeof BankTransferPage>;
export const BankTransferPageAnswer = answerOf(BankTransferPage);
export const BankTransferAnswer = answerOf(BankTransferRow);

export const BankTransferMatchInput = z.strictObject({ firmId: z.uuid() });
