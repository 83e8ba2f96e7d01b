import { z } from 'zod';
import { AGING_BUCKETS } from './aging.js';
import { answerOf } from './envelope.js';
import { ReportFirm } from './firm-report.js';
import { CurrencyCode } from './pay-without-login.js';
import { BalanceSide } from './statement.js';

/**
 * GET /FirmReport/Home: what a firm's user sees first (SPEC 2 /home): what it owes, what is overdue and due this
 * month, its risk room, its links and card collections, the aging of its plan, the next due dates and its last
 * movements; for a main firm, the dealers most overdue. Parts a user's flags do not open are null.
 */

const Amount = z.object({ amount: z.string(), count: z.number().int() });

/** One currency's figure: TRY always first (0,00 when nothing), then each other currency the firm owes in. */
export const HomeCurrencyAmount = Amount.extend({ currencyCode: CurrencyCode });
export type HomeCurrencyAmount = z.infer<typeof HomeCurrencyAmount>;

export const HomeDueLine = z.object({
  id: z.string(),
  dueDate: z.string(),
  documentNo: z.string().nullable(),
  description: z.string().nullable(),
  remaining: z.string(),
  currencyCode: CurrencyCode,
});

export const HomeMovement = z.object({
  id: z.string(),
  date: z.string(),
  documentType: z.string(),
  documentNo: z.string().nullable(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  currencyCode: CurrencyCode,
});

export const HomeDealer = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  overdue: z.string(),
  overdueCount: z.number().int(),
  oldestDueDate: z.string(),
});

export const HomeSummary = z.object({
  firm: ReportFirm,
  asOf: z.string(),
  /** TRY: the ledger's balance with our pending card collections (DESIGN 12). */
  balance: z.object({ balance: z.string(), side: BalanceSide, pendingCollections: Amount }),
  /** Open plan lines past due, per currency (after pending collections, oldest first). */
  overdue: z.array(HomeCurrencyAmount),
  /** Open plan lines due from today to the month's end, per currency (the payment plan's period). */
  dueThisMonth: z.array(HomeCurrencyAmount),
  /** The ERP's risk limit and what is left of it (limit − balance owed); null when the ERP sets none. */
  risk: z.object({ limit: z.string(), available: z.string() }).nullable(),
  /** The TRY plan's aging: the five buckets, for the chart. */
  // An object with each bucket named (not a record), so the document lists the properties it requires.
  aging: z.object(
    Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, z.string()])) as Record<
      (typeof AGING_BUCKETS)[number],
      z.ZodString
    >,
  ),
  /** Open plan lines due in the next 30 days (at most 10). */
  upcoming: z.array(HomeDueLine),
  /** Flag firmTransaction: the ledger's last 10 movements. */
  lastMovements: z.array(HomeMovement).nullable(),
  /** Flag createPaymentLink: links still open for payment (the firm's and, for a main firm, its dealers'). */
  pendingLinks: Amount.nullable(),
  /** Flag posCollection: this month's card collections (the firm's and, for a main firm, its dealers'). */
  monthCollections: Amount.nullable(),
  /** A main firm's user: the five dealers with the most overdue (TRY). */
  topDealers: z.array(HomeDealer).nullable(),
});
export type HomeSummary = z.infer<typeof HomeSummary>;
export const HomeSummaryAnswer = answerOf(HomeSummary);
