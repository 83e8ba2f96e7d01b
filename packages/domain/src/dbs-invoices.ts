import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';

/**
 * DBS invoices (`/dbs-invoices`, flag dbsInvoices; DESIGN 12): the firm's invoices a bank guarantees under its
 * direct-debit system, with the firm's DBS limit per bank and how much of it the open invoices use.
 */

const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);

/** The banks' DBS states (DESIGN 12): 0 unknown, 1 paid, 2 cancelled, 3 unpaid, 4 partly paid, 5 offset, 6 discounted, 7 invalid. */
export const DBS_STATUS_CODES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type DbsStatus = (typeof DBS_STATUS_CODES)[number];

export const DBS_STATUS_LABELS: Record<DbsStatus, string> = {
  0: 'Bilinmiyor',
  1: 'Ödendi',
  2: 'İptal edildi',
  3: 'Ödenmedi',
  4: 'Kısmen ödendi',
  5: 'Mahsup edildi',
  6: 'İskonto edildi',
  7: 'Geçersiz',
};

/** States whose remaining amount still holds the bank's limit (unknown counts: the bank has not released it). */
export const DBS_OPEN_STATUSES: readonly DbsStatus[] = [0, 3, 4];

export const isDbsOpen = (status: number): boolean =>
  (DBS_OPEN_STATUSES as readonly number[]).includes(status);

/** Banks by their EFT (TCMB) code, as the ERP names them in `dbs.bankCode` and `dbsLimits`. */
const DBS_BANK_NAMES: Record<string, string> = {
  '0010': 'Ziraat Bankası',
  '0012': 'Halkbank',
  '0015': 'VakıfBank',
  '0032': 'TEB',
  '0046': 'Akbank',
  '0059': 'Şekerbank',
  '0062': 'Garanti BBVA',
  '0064': 'Türkiye İş Bankası',
  '0067': 'Yapı Kredi',
  '0099': 'ING',
  '0111': 'QNB',
  '0123': 'HSBC',
  '0134': 'DenizBank',
  '0203': 'Albaraka Türk',
  '0205': 'Kuveyt Türk',
  '0206': 'Türkiye Finans',
  '0209': 'Ziraat Katılım',
  '0210': 'Vakıf Katılım',
};

/** The bank's name for a code; an unknown code is shown as it came ("Banka 0999"). */
export function dbsBankName(bankCode: string): string {
  const padded = /^\d{1,4}$/.test(bankCode) ? bankCode.padStart(4, '0') : bankCode;
  return DBS_BANK_NAMES[padded] ?? `Banka ${bankCode}`;
}

const rangeOk = (filter: { dueFrom?: string | undefined; dueTo?: string | undefined }) =>
  !filter.dueFrom || !filter.dueTo || filter.dueFrom <= filter.dueTo;
const rangeIssue = { message: messages.dateRangeInvalid, path: ['dueTo'] };

const DbsInvoiceFields = z.strictObject({
  firmId: z
    .uuid()
    .optional()
    .describe(
      "One firm: the user's own or, for a main firm's user, one of its dealers; all of them when absent",
    ),
  bankCode: z.string().trim().min(1).max(20).optional().describe("The bank's EFT code (e.g. 0046)"),
  status: z.coerce.number().int().min(0).max(7).optional().describe('One DBS state, 0–7'),
  dueFrom: IsoDate.optional(),
  dueTo: IsoDate.optional(),
});

export const DbsInvoiceFilter = DbsInvoiceFields.refine(rangeOk, rangeIssue);
export type DbsInvoiceFilter = z.input<typeof DbsInvoiceFilter>;

export const DbsInvoiceQuery = DbsInvoiceFields.extend({
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(100).optional().describe('nextCursor of the previous page'),
}).refine(rangeOk, rangeIssue);
export type DbsInvoiceQuery = z.input<typeof DbsInvoiceQuery>;

export const DbsInvoiceRow = z.object({
  id: z.string(),
  firm: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  amount: z.string(),
  currencyCode: CurrencyCode,
  guaranteedAmount: z.string().nullable(),
  paidAmount: z.string(),
  remaining: z.string(),
  status: z.number().int().min(0).max(7),
  collectionDate: z.string().nullable(),
  /** Open with something left: 'Erken öde' may pay it by card. */
  canPayEarly: z.boolean(),
});
export type DbsInvoiceRow = z.infer<typeof DbsInvoiceRow>;

/** One bank's card: the firms' limits there and what the open TRY invoices use of them. */
export const DbsBankCard = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  limit: z.string(),
  /** Σ remaining (amount − paid) of the open invoices (states 0, 3, 4) at this bank. */
  used: z.string(),
  /** limit − used; negative when the bank let the invoices run over the limit. */
  available: z.string(),
  /** Σ remaining of the open invoices due today (Istanbul). */
  dueToday: z.string(),
  dueTodayCount: z.number().int(),
  openCount: z.number().int(),
});
export type DbsBankCard = z.infer<typeof DbsBankCard>;

export const DbsInvoicePage = z.object({
  asOf: z.string(),
  /** Per bank, for the firm filter only (not the bank, state or due filters); first page only. */
  banks: z.array(DbsBankCard).nullable(),
  items: z.array(DbsInvoiceRow),
  nextCursor: z.string().nullable(),
});
export type DbsInvoicePage = z.infer<typeof DbsInvoicePage>;
export const DbsInvoicePageAnswer = answerOf(DbsInvoicePage);
