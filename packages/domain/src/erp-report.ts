import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';

/**
 * The ERP report (`/erp-report`, flag erpReport, issue 14): finance's reports over a main firm's dealers — aging,
 * debit/credit position, average tenor with late interest, monthly card collections by channel. Each report has a
 * parameter form (its query schema), a table (rows and totals), a chart series, an Excel file and a PDF.
 */

export const ERP_REPORTS = ['aging', 'position', 'tenor', 'collections'] as const;

export type ErpReportKind = (typeof ERP_REPORTS)[number];

const IsoDate = z.string().refine(isIsoCalendarDate, messages.dateInvalid);
const FirmId = z
  .uuid()
  .optional()
  .describe(
    "Every firm the user may read when absent (its own and a main firm's sub-firms); else that one firm",
  );
const Currency = CurrencyCode.optional().describe('TRY when absent');

/** The period's end may not come before its start. */
function withDateRange<T extends z.ZodType<{ dateFrom?: string | undefined; dateTo?: string | undefined }>>(
  schema: T,
) {
  return schema.refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    message: messages.dateRangeInvalid,
    path: ['dateTo'],
  });
}

export const AgingReportQuery = z.strictObject({
  firmId: FirmId,
  asOf: IsoDate.optional().describe('The day the days past due are counted to; today (Istanbul) when absent'),
  currency: Currency,
});
export const PositionReportQuery = withDateRange(
  z.strictObject({
    firmId: FirmId,
    dateFrom: IsoDate.optional().describe('First day of the period; 1 January of this year when absent'),
    dateTo: IsoDate.optional().describe('Last day of the period; 31 December of this year when absent'),
  }),
);
export const TenorReportQuery = withDateRange(
  z.strictObject({
    firmId: FirmId,
    dateFrom: IsoDate.optional().describe(
      'Plan lines issued from this day; 1 January of this year when absent',
    ),
    dateTo: IsoDate.optional().describe(
      'Plan lines issued up to this day; 31 December of this year when absent',
    ),
    asOf: IsoDate.optional().describe('The day days overdue and interest are counted to; today when absent'),
    currency: Currency,
  }),
);
export const CollectionsReportQuery = z.strictObject({
  firmId: FirmId,
  year: z.coerce.number().int().min(2000).max(2100).optional().describe('This year (Istanbul) when absent'),
  currency: Currency,
});
export type AgingReportQuery = z.input<typeof AgingReportQuery>;
export type PositionReportQuery = z.input<typeof PositionReportQuery>;
export type TenorReportQuery = z.input<typeof TenorReportQuery>;
export type CollectionsReportQuery = z.input<typeof CollectionsReportQuery>;

/** The parameter forms, for the page: the same schemas the server validates with. */
export const ERP_REPORT_QUERIES = {
  aging: AgingReportQuery,
  position: PositionReportQuery,
  tenor: TenorReportQuery,
  collections: CollectionsReportQuery,
} as const;

const ParameterKind = z.enum(['firm', 'date', 'currency', 'year']);
export const ErpReportDefinition = z.object({
  key: z.enum(ERP_REPORTS),
  title: z.string(),
  description: z.string(),
  parameters: z.array(z.object({ name: z.string(), kind: ParameterKind, label: z.string() })),
  chart: z.enum(['bar', 'groupedBar', 'stackedBar']),
});
export type ErpReportDefinition = z.infer<typeof ErpReportDefinition>;

const firmParameter = { name: 'firmId', kind: 'firm', label: 'Bayi' } as const;
const currencyParameter = { name: 'currency', kind: 'currency', label: 'Döviz' } as const;
const periodParameters = [
  { name: 'dateFrom', kind: 'date', label: 'Başlangıç tarihi' },
  { name: 'dateTo', kind: 'date', label: 'Bitiş tarihi' },
] as const;

/** The report picker (GET /ErpReport/Reports): Turkish titles, the source of truth; the page translates by key. */
export const ERP_REPORT_DEFINITIONS: ErpReportDefinition[] = [
  {
    key: 'aging',
    title: 'Bayi bazında yaşlandırma',
    description: 'Ödeme planının açık kalemleri vadeye göre: vadesi gelmemiş, 1–30, 31–60, 61–90, 90+ gün.',
    parameters: [firmParameter, { name: 'asOf', kind: 'date', label: 'Tarih' }, currencyParameter],
    chart: 'bar',
  },
  {
    key: 'position',
    title: 'Bayi bazında borç/alacak durumu',
    description:
      'Dönemin borç ve alacak toplamları, devir ve kapanış bakiyesi (B/A), risk limiti ve kullanımı.',
    parameters: [firmParameter, ...periodParameters],
    chart: 'groupedBar',
  },
  {
    key: 'tenor',
    title: 'Ortalama vade ve gecikme faizi',
    description: 'Ağırlıklı ortalama vade, geciken tutarın ağırlıklı ortalama gecikme günü ve gecikme faizi.',
    parameters: [
      firmParameter,
      ...periodParameters,
      { name: 'asOf', kind: 'date', label: 'Gecikme tarihi' },
      currencyParameter,
    ],
    chart: 'groupedBar',
  },
  {
    key: 'collections',
    title: 'Bayi ve kanal bazında aylık tahsilatlar',
    description:
      'Kartla tahsilatlarımız ay ay, bayi ve kanal (link, üyeliksiz, portal, parametreli) bazında.',
    parameters: [firmParameter, { name: 'year', kind: 'year', label: 'Yıl' }, currencyParameter],
    chart: 'stackedBar',
  },
];
export const ErpReportListAnswer = answerOf(z.array(ErpReportDefinition));
