import { isIsoCalendarDate, istanbulIsoDate } from './calendar.js';
import { daysBetween } from './late-interest.js';

/**
 * The value date (valör) of an invoice discount and which invoices may be discounted on it. The domain package
 * keeps no Turkish public-holiday list, so a business day is Monday to Friday unless the caller passes the
 * holidays (YYYY-MM-DD); without them a bank holiday such as 29 October counts as a business day.
 */
export const NO_HOLIDAYS: ReadonlySet<string> = new Set();

const DAY_MS = 86_400_000;

/** The ISO day `days` calendar days after `iso` (before it when negative). */
export function addCalendarDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(iso: string, holidays: ReadonlySet<string> = NO_HOLIDAYS): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(iso);
}

/** The day itself when it is a business day, else the first business day after it. */
export function nextBusinessDay(iso: string, holidays: ReadonlySet<string> = NO_HOLIDAYS): string {
  if (!isIsoCalendarDate(iso)) {
    throw new RangeError(`not a calendar day: ${iso}`);
  }
  let day = iso;
  // A year of holidays in a row would be a broken list, not a calendar.
  for (let step = 0; step < 366; step += 1) {
    if (isBusinessDay(day, holidays)) {
      return day;
    }
    day = addCalendarDays(day, 1);
  }
  throw new RangeError('no business day within a year');
}

/** The value date a preview starts with: today in Istanbul, or the next business day when today is not one. */
export function defaultValueDate(
  now: Date = new Date(),
  holidays: ReadonlySet<string> = NO_HOLIDAYS,
): string {
  return nextBusinessDay(istanbulIsoDate(now), holidays);
}

export const VALUE_DATE_PROBLEMS = ['invalid', 'past', 'notBusinessDay'] as const;
export type ValueDateProblem = (typeof VALUE_DATE_PROBLEMS)[number];

/** Why a chosen value date cannot be used (`today` is Istanbul's, YYYY-MM-DD); null when it can. */
export function valueDateProblem(
  valueDate: string,
  today: string,
  holidays: ReadonlySet<string> = NO_HOLIDAYS,
): ValueDateProblem | null {
  if (!isIsoCalendarDate(valueDate)) {
    return 'invalid';
  }
  if (valueDate < today) {
    return 'past';
  }
  return isBusinessDay(valueDate, holidays) ? null : 'notBusinessDay';
}

/** Why an invoice cannot be discounted, in the order they are checked; the screens map each to a message. */
export const DISCOUNT_INELIGIBILITIES = ['notOpen', 'notDiscountable', 'due', 'tooSoon'] as const;
export type DiscountIneligibility = (typeof DISCOUNT_INELIGIBILITIES)[number];

export interface DiscountCandidate {
  /** What is left to pay (amount − paid), in kuruş. */
  openAmount: bigint;
  discountable: boolean;
  dueDate: string;
  /** The bank's DBS status when the invoice is a DBS invoice (DESIGN 12). */
  dbsStatus?: number | null;
}

/** DBS statuses that close an invoice at the bank: paid, cancelled, offset, already discounted, invalid. */
const CLOSED_DBS_STATUSES: ReadonlySet<number> = new Set([1, 2, 5, 6, 7]);

/**
 * Why the invoice cannot be discounted on `valueDate`, or null when it can: it must be open (something left to
 * pay, not closed at the bank), marked discountable by the ERP, not yet due, and due at least `minDaysToDue`
 * days after the value date.
 */
export function discountIneligibility(
  invoice: DiscountCandidate,
  valueDate: string,
  minDaysToDue: number,
): DiscountIneligibility | null {
  if (invoice.openAmount <= 0n || CLOSED_DBS_STATUSES.has(invoice.dbsStatus ?? 0)) {
    return 'notOpen';
  }
  if (!invoice.discountable) {
    return 'notDiscountable';
  }
  const days = daysBetween(valueDate, invoice.dueDate);
  if (days <= 0) {
    return 'due';
  }
  return days < minDaysToDue ? 'tooSoon' : null;
}
