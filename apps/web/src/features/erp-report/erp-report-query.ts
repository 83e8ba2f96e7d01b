import type { CurrencyCode, ErpReportChart, ErpReportDefinition, ErpReportKind } from '@tahsilat/domain';
import { formatTurkishAmount, parseSumAmount } from '@tahsilat/domain/pricing';
import { formatMoney, formatPercent, keepLeftToRight } from '../../lib/format.js';

/** The report picker's keys in the order the page offers them, and each one's path under /ErpReport. */
export const REPORT_PATHS: Record<ErpReportKind, string> = {
  aging: 'Aging',
  position: 'Position',
  tenor: 'Tenor',
  collections: 'Collections',
};

export const REPORT_KEYS = Object.keys(REPORT_PATHS) as ErpReportKind[];

/** What the parameter form holds; each report sends only the parameters its definition names. */
export interface ReportParameters {
  firmId?: string | undefined;
  asOf: string;
  dateFrom: string;
  dateTo: string;
  currency: CurrencyCode;
  year: number;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Today as the user's calendar has it (the portal's users live in Istanbul). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The server's own defaults, shown in the form: today, this calendar year, TRY, all dealers. */
export function defaultParameters(today: Date = new Date()): ReportParameters {
  const year = today.getFullYear();
  return { asOf: isoDay(today), dateFrom: `${year}-01-01`, dateTo: `${year}-12-31`, currency: 'TRY', year };
}

/** The report's query string: the parameters of its definition, nothing empty (absent means the server's default). */
export function toReportQuery(
  definition: Pick<ErpReportDefinition, 'parameters'>,
  parameters: ReportParameters,
): Record<string, string> {
  const values: Record<string, string | number | undefined> = { ...parameters };
  const query: Record<string, string> = {};
  for (const { name } of definition.parameters) {
    const value = values[name];
    if (value !== undefined && value !== '') {
      query[name] = String(value);
    }
  }
  return query;
}

/** The report in the address (?report=position); the aging report when absent or unknown. */
export function reportFromSearch(search: URLSearchParams): ErpReportKind {
  const key = search.get('report');
  return REPORT_KEYS.find((report) => report === key) ?? 'aging';
}

/** The years the form offers: this one and the five before it. */
export function offeredYears(today: Date = new Date()): number[] {
  return Array.from({ length: 6 }, (_, index) => today.getFullYear() - index);
}

/** A signed decimal from the server ("-1250.5") in the Turkish form ("-1.250,50"), exact; "—" when unreadable. */
export function signedAmountText(value: string | null | undefined): string {
  const kurus = value == null ? null : parseSumAmount(value);
  return kurus === null ? '—' : keepLeftToRight(formatTurkishAmount(kurus));
}

/** An amount with its currency ("1.250,50 TL"); a limit overrun ("-300.00") keeps its sign; "—" when none. */
export function reportMoney(value: string | null | undefined, currency: CurrencyCode): string {
  if (value == null) {
    return '—';
  }
  return value.startsWith('-') ? `-${formatMoney(value.slice(1), currency)}` : formatMoney(value, currency);
}

/** Days with two decimals ("45.50") as Turkish writes them ("45,50"); "—" when there is no figure. */
export function daysText(value: string | null | undefined): string {
  return value == null || value === '' ? '—' : value.replace('.', ',');
}

/** A percentage ("85.25") as the language writes it: "%85,25" in Turkish, "85.25%" in English; "—" when there is none. */
export function percentText(value: string | null | undefined, language: string): string {
  return value == null || value === '' ? '—' : formatPercent(value, language);
}

/**
 * The value axis of a chart: from the lowest to the highest bar (0 always inside), a stacked chart by the sum of
 * each column. Display boundary: pixel heights only, the labels show the server's exact strings.
 */
export function chartDomain(chart: ErpReportChart, isStacked: boolean): [number, number] {
  const values = isStacked
    ? (chart.series[0]?.points ?? []).map((_, index) =>
        chart.series.reduce((sum, series) => sum + Math.max(0, Number(series.points[index]?.y ?? 0)), 0),
      )
    : chart.series.flatMap((series) => series.points.map((point) => Number(point.y)));
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  return [low, high === low ? low + 1 : high];
}

/** Whether a chart has anything to draw (every bar zero draws an empty frame). */
export function hasChartFigures(chart: ErpReportChart): boolean {
  return chart.series.some((series) => series.points.some((point) => (parseSumAmount(point.y) ?? 0n) !== 0n));
}
