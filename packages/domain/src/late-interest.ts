import { divRoundHalfUp, RATE_SCALE } from './money.js';

/**
 * Late-payment interest (gecikme faizi) of a plan line, as the payment plan shows it: remaining × monthly
 * rate / 100 / 30 × days overdue, in kuruş, rounded half up once at the end. `monthlyRate` is in ten-thousandths
 * of a percent (parseRate: "3" % → 30_000n). Nothing is charged for a line not yet due or already paid.
 */
export function lateInterest(remaining: bigint, monthlyRate: bigint, daysOverdue: number): bigint {
  if (remaining <= 0n || monthlyRate <= 0n || daysOverdue <= 0) {
    return 0n;
  }
  return divRoundHalfUp(remaining * monthlyRate * BigInt(daysOverdue), 100n * RATE_SCALE * 30n);
}

/** The digit at `index` of `text` as a number, or NaN when it is not 0–9. */
function digitAt(text: string, index: number): number {
  const code = text.charCodeAt(index) - 48;
  return code >= 0 && code <= 9 ? code : Number.NaN;
}

/**
 * Days since 1970-01-01 of a "YYYY-MM-DD" day (proleptic Gregorian; NaN for any other shape). Read digit by digit
 * and counted by the civil-calendar formula: lists of hundreds of invoices count days for each, and this is many
 * times quicker than building and parsing a Date.
 */
export function isoDayNumber(iso: string): number {
  if (iso.length !== 10 || iso[4] !== '-' || iso[7] !== '-') {
    return Number.NaN;
  }
  const year0 = digitAt(iso, 0) * 1000 + digitAt(iso, 1) * 100 + digitAt(iso, 2) * 10 + digitAt(iso, 3);
  const month = digitAt(iso, 5) * 10 + digitAt(iso, 6);
  const day = digitAt(iso, 8) * 10 + digitAt(iso, 9);
  // A year that starts in March puts the leap day last; 400-year eras of 146,097 days.
  const year = month <= 2 ? year0 - 1 : year0;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Whole days from one ISO day to another (positive when `to` is later); calendar days, no time zone. */
export function daysBetween(from: string, to: string): number {
  return isoDayNumber(to) - isoDayNumber(from);
}
