import { z } from 'zod';
import { AGING_BUCKETS } from './aging.js';
import { COLLECTION_CHANNELS } from './codes.js';
import { answerOf } from './envelope.js';
import { CurrencyCode } from './pay-without-login.js';
import { BalanceSide } from './statement.js';

/** The ERP report's answers (erp-report.ts has the reports and their parameter forms): rows, totals, chart. */

/** A chart: series of (x, y) points; y is a decimal string (money, or days for the tenor). */
export const ErpReportChart = z.object({
  series: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      points: z.array(z.object({ x: z.string(), label: z.string(), y: z.string() })),
    }),
  ),
});
export type ErpReportChart = z.infer<typeof ErpReportChart>;

/** The aging buckets as the report's table, chart, Excel and PDF name them. */
export const AGING_BUCKET_LABELS: Record<(typeof AGING_BUCKETS)[number], string> = {
  notDue: 'Vadesi gelmemiş',
  days1to30: '1–30 gün',
  days31to60: '31–60 gün',
  days61to90: '61–90 gün',
  days90plus: '90+ gün',
};

const ReportRowFirm = z.object({ id: z.string(), code: z.string(), name: z.string() });
const bucketShape = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, z.string()])) as Record<
  (typeof AGING_BUCKETS)[number],
  z.ZodString
>;
const AgingFigures = z.object({
  ...bucketShape,
  /** The four overdue buckets. */
  overdue: z.string(),
  /** Everything open: not due and overdue. */
  total: z.string(),
  overdueCount: z.number().int(),
});
export const AgingReport = z.object({
  asOf: z.string(),
  currency: CurrencyCode,
  rows: z.array(AgingFigures.extend({ firm: ReportRowFirm })),
  totals: AgingFigures.extend({ firmCount: z.number().int() }),
  chart: ErpReportChart,
});
export type AgingReport = z.infer<typeof AgingReport>;

const Signed = { balance: z.string(), side: BalanceSide };
const PositionFigures = z.object({
  opening: z.object(Signed),
  debit: z.string(),
  credit: z.string(),
  closing: z.object(Signed),
});
export const PositionReport = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  rows: z.array(
    PositionFigures.extend({
      firm: ReportRowFirm,
      riskLimit: z.string().nullable(),
      /** What the closing balance owed uses of the limit, and in percent (2 decimals); null without a limit. */
      riskUsed: z.string(),
      riskUsage: z.string().nullable(),
      riskAvailable: z.string().nullable(),
    }),
  ),
  totals: PositionFigures.extend({ firmCount: z.number().int(), overLimitCount: z.number().int() }),
  chart: ErpReportChart,
});
export type PositionReport = z.infer<typeof PositionReport>;

const TenorFigures = z.object({
  lineCount: z.number().int(),
  amount: z.string(),
  /** Σ amount × (due − document date) / Σ amount over the period's lines, in days (2 decimals). */
  averageTenorDays: z.string().nullable(),
  overdue: z.string(),
  overdueCount: z.number().int(),
  /** Σ open overdue × days overdue / Σ open overdue, in days (2 decimals). */
  averageDaysOverdue: z.string().nullable(),
  /** Null when the tenant shows no late interest. */
  lateInterest: z.string().nullable(),
});
export const TenorReport = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  asOf: z.string(),
  currency: CurrencyCode,
  /** The tenant's monthly late-interest rate in percent ("3", "2.5"); null: no interest shown. */
  lateInterestRate: z.string().nullable(),
  rows: z.array(TenorFigures.extend({ firm: ReportRowFirm })),
  totals: TenorFigures.extend({ firmCount: z.number().int() }),
  chart: ErpReportChart,
});
export type TenorReport = z.infer<typeof TenorReport>;

const MonthAmounts = z.array(z.string()).length(12).describe('January to December');
export const CollectionsReport = z.object({
  year: z.number().int(),
  currency: CurrencyCode,
  rows: z.array(
    z.object({
      firm: ReportRowFirm,
      channel: z.enum(COLLECTION_CHANNELS),
      months: MonthAmounts,
      total: z.string(),
      count: z.number().int(),
    }),
  ),
  totals: z.object({
    channels: z.array(
      z.object({
        channel: z.enum(COLLECTION_CHANNELS),
        months: MonthAmounts,
        total: z.string(),
        count: z.number().int(),
      }),
    ),
    months: MonthAmounts,
    total: z.string(),
    count: z.number().int(),
  }),
  chart: ErpReportChart,
});
export type CollectionsReport = z.infer<typeof CollectionsReport>;

export const AgingReportAnswer = answerOf(AgingReport);
export const PositionReportAnswer = answerOf(PositionReport);
export const TenorReportAnswer = answerOf(TenorReport);
export const CollectionsReportAnswer = answerOf(CollectionsReport);
