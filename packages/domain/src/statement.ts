import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { MOVEMENT_DOCUMENT_TYPES } from './codes.js';
import { answerOf } from './envelope.js';
import { ReportFirm } from './firm-report.js';
import type { MovementDocumentType } from './integration-items.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';

/**
 * The account statement (cari hesap ekstresi, SPEC 2 /firm-transaction-list, DESIGN 13): a firm's movements in a
 * date range after a carried-forward row (Devir), with a running balance, as its ERP prints it, plus our card
 * collections the ERP has not recorded yet. Amounts are TRY, the ERP ledger's own; foreign-currency movements
 * carry their FX amount beside.
 */

const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);

/** The document types as the statement names them (the Excel and PDF files are Turkish, as the ERP's). */
export const DOCUMENT_TYPE_LABELS: Record<MovementDocumentType, string> = {
  opening: 'Açılış fişi',
  invoice: 'Fatura',
  return: 'İade faturası',
  payment: 'Ödeme',
  transfer: 'Virman',
  card: 'Kredi kartı',
  cheque: 'Çek',
  note: 'Senet',
  debit_note: 'Borç dekontu',
  credit_note: 'Alacak dekontu',
  other: 'Diğer',
};

/** A comma-separated list of document types in the query string (`invoice,return`). */
const DocumentTypeList = z
  .string()
  .max(200)
  .transform((text, context) => {
    const types = [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    const known = new Set<string>(MOVEMENT_DOCUMENT_TYPES);
    if (types.some((type) => !known.has(type))) {
      context.addIssue({ code: 'custom', message: messages.documentTypeInvalid });
      return z.NEVER;
    }
    return types as MovementDocumentType[];
  });

const StatementFilterFields = z.strictObject({
  firmId: z
    .uuid()
    .optional()
    .describe("The user's own firm when absent; a main firm's user may name a sub-firm"),
  dateFrom: IsoDate.optional().describe('First day of the period; 1 January of this year when absent'),
  dateTo: IsoDate.optional().describe('Last day of the period; 31 December of this year when absent'),
  documentTypes: DocumentTypeList.optional(),
  currency: CurrencyCode.optional().describe(
    'Only movements in this currency (the FX balance is shown beside)',
  ),
  search: z.string().trim().max(100).optional().describe('Part of the document number or description'),
});

/** The period's end may not come before its start. */
function withDateRange<T extends z.ZodType<{ dateFrom?: string | undefined; dateTo?: string | undefined }>>(
  schema: T,
) {
  return schema.refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
    message: messages.dateRangeInvalid,
    path: ['dateTo'],
  });
}

export const StatementFilter = withDateRange(StatementFilterFields);
export type StatementFilter = z.input<typeof StatementFilter>;
export type StatementFilterParsed = z.output<typeof StatementFilter>;

/** Rows of one page at most (the screen offers 50, 100 and 200). */
export const STATEMENT_MAX_PAGE_SIZE = 500;

export const StatementPageQuery = withDateRange(
  StatementFilterFields.extend({
    pageSize: z.coerce.number().int().min(1).max(STATEMENT_MAX_PAGE_SIZE).optional(),
    cursor: z
      .string()
      .max(100)
      .optional()
      .describe('nextCursor of the previous page: the running balance goes on from where that page ended'),
  }),
);
export type StatementPageQuery = z.input<typeof StatementPageQuery>;

/** Debit minus credit: positive, the firm owes (B, borçlu); negative, it is in credit (A, alacaklı). */
export const BalanceSide = z.enum(['B', 'A', '']);
export type BalanceSide = z.infer<typeof BalanceSide>;

export const StatementRow = z.object({
  /** movement: the ERP's ledger row; pending: our card collection the ERP has not recorded yet (counted once). */
  kind: z.enum(['movement', 'pending']),
  id: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  documentType: z.enum(MOVEMENT_DOCUMENT_TYPES),
  documentNo: z.string().nullable(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /** The running balance after this row, without its sign; `side` says which way. */
  balance: z.string(),
  side: BalanceSide,
  currencyCode: CurrencyCode,
  fxAmount: z.string().nullable(),
  fxRate: z.string().nullable(),
  /** The running FX balance (signed, debit positive) when the statement is filtered to one foreign currency. */
  fxBalance: z.string().nullable(),
});
export type StatementRow = z.infer<typeof StatementRow>;

const SignedBalance = z.object({
  balance: z.string(),
  side: BalanceSide,
  fxBalance: z.string().nullable(),
});

export const StatementTotals = z.object({
  debit: z.string(),
  credit: z.string(),
  /** The closing balance: Devir + debit − credit. */
  closing: SignedBalance,
  movementCount: z.number().int(),
  pendingCount: z.number().int(),
  pendingAmount: z.string(),
});
export type StatementTotals = z.infer<typeof StatementTotals>;

export const StatementPage = z.object({
  firm: ReportFirm,
  dateFrom: z.string(),
  dateTo: z.string(),
  currency: CurrencyCode.nullable(),
  /**
   * True when document-type or text filters hide movements: Devir, running balance and totals are then those of
   * the shown movements only, so the page still adds up (Devir + Borç − Alacak = Bakiye).
   */
  partial: z.boolean(),
  /** Devir: the balance of everything before dateFrom (under the same filters). */
  opening: SignedBalance,
  /** Only on the first page (no cursor): every later page has the same. */
  totals: StatementTotals.nullable(),
  items: z.array(StatementRow),
  nextCursor: z.string().nullable(),
});
export type StatementPage = z.infer<typeof StatementPage>;
export const StatementPageAnswer = answerOf(StatementPage);

export const StatementMailAnswer = answerOf(z.object({ to: z.string() }));
