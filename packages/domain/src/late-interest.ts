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

/** Whole days from one ISO day to another (positive when `to` is later); calendar days, no time zone. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
