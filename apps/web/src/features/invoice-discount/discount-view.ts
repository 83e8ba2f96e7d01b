import type {
  DiscountInvoiceRow,
  DiscountRequestStatus,
  DiscountTermsView,
  DiscountTotalView,
} from '@tahsilat/domain';
import { formatDecimal } from '../../lib/format.js';

/** Why a row cannot be chosen: the server's reason, or one the chosen value date adds (too close to due). */
export type RowBlock = NonNullable<DiscountInvoiceRow['ineligible']>;

const DAY_MS = 86_400_000;

/** Whole calendar days from one ISO day to another (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A row's days to due counted from `valueDate` (the server counted them from the default value date). */
export function daysOn(
  row: Pick<DiscountInvoiceRow, 'days'>,
  valueDate: string,
  terms: DiscountTermsView,
): number {
  return row.days - daysFrom(terms.defaultValueDate, valueDate);
}

/**
 * Why the row cannot be chosen on `valueDate`, or null: the server's reason first; a later value date can also
 * leave it due or closer to due than the tenant's minimum, as the server will then answer.
 */
export function blockOn(
  row: DiscountInvoiceRow,
  valueDate: string,
  terms: DiscountTermsView,
): RowBlock | null {
  if (row.ineligible) {
    return row.ineligible;
  }
  const days = daysOn(row, valueDate, terms);
  if (days <= 0) {
    return 'due';
  }
  return days < terms.minDaysToDue ? 'tooSoon' : null;
}

/** The chosen ids that may still be chosen on `valueDate`, in the list's order. */
export function keepChoosable(
  chosen: readonly string[],
  rows: readonly DiscountInvoiceRow[],
  valueDate: string,
  terms: DiscountTermsView,
): string[] {
  const keep = new Set(chosen);
  return rows
    .filter((row) => keep.has(row.id) && blockOn(row, valueDate, terms) === null)
    .map((row) => row.id);
}

/** A value date may be today or later, Monday to Friday (the server also refuses the rest). */
export function isValueDateAllowed(iso: string, today: string): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return iso >= today && weekday !== 0 && weekday !== 6;
}

/** "39.5" → "39,5" in Turkish, "39.5" in English; decimals as the server wrote them, never through a float. */
export function decimalText(value: string, language: string): string {
  return formatDecimal(value, language);
}

export const STATUS_COLORS: Record<DiscountRequestStatus, string> = {
  requested: 'blue',
  approved: 'cyan',
  paid: 'green',
  rejected: 'red',
};

/** The number of invoices of a request: the sum over its currencies. */
export function invoiceCount(totals: readonly Pick<DiscountTotalView, 'count'>[]): number {
  return totals.reduce((sum, total) => sum + total.count, 0);
}

/** Whether the server's figures differ from what was previewed (the terms changed in between). */
export function isDifferent(
  previewed: readonly DiscountTotalView[] | undefined,
  written: readonly DiscountTotalView[],
): boolean {
  if (!previewed) {
    return false;
  }
  const key = (totals: readonly DiscountTotalView[]) =>
    JSON.stringify(
      totals.map((t) => [t.currencyCode, t.count, t.discount, t.commission, t.bsmv, t.fee, t.net]),
    );
  return key(previewed) !== key(written);
}
