import { divRoundHalfUp, HUNDRED_PERCENT } from './money.js';

/**
 * How a commission rate turns the amount into what the card is charged (SPEC 9):
 * - added:       amount + amount × rate / 100
 * - fromDealer:  amount / (100 − rate) × 100     (the dealer carries it; the firm receives the amount)
 * - provider856: amount / ((100 − rate) / 100)   (provider 856's own formula)
 * - included:    the amount already holds the commission; the card is charged the amount
 * fromDealer and provider856 are the same number in exact arithmetic; they stay apart because the
 * specification names them apart.
 */
export type CommissionMode = 'added' | 'fromDealer' | 'provider856' | 'included';

export const PROVIDER_TRY_ONLY = 889;
export const PROVIDER_OWN_FORMULA = 856;

/** The card charge for an amount (kuruş) at a rate (ten-thousandths of a point), rounded half up to kuruş. */
export function payableAmount(amount: bigint, rate: bigint, mode: CommissionMode): bigint {
  if (amount < 0n || rate < 0n) {
    throw new RangeError('amount and rate must not be negative');
  }
  switch (mode) {
    case 'included':
      return amount;
    case 'added':
      return divRoundHalfUp(amount * (HUNDRED_PERCENT + rate), HUNDRED_PERCENT);
    case 'fromDealer':
    case 'provider856': {
      if (rate >= HUNDRED_PERCENT) {
        throw new RangeError('a commission taken from the amount must be below 100 %');
      }
      return divRoundHalfUp(amount * HUNDRED_PERCENT, HUNDRED_PERCENT - rate);
    }
  }
}

/** The mode a definition's option uses. */
export function commissionModeOf(option: {
  included: boolean;
  fromDealer: boolean;
  providerId: number;
}): CommissionMode {
  if (option.included) {
    return 'included';
  }
  if (option.providerId === PROVIDER_OWN_FORMULA) {
    return 'provider856';
  }
  return option.fromDealer ? 'fromDealer' : 'added';
}

/** The monthly instalment: the total over the count, rounded half up to kuruş. */
export function monthlyAmount(total: bigint, count: number): bigint {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError('instalment count must be a positive integer');
  }
  return divRoundHalfUp(total, BigInt(count));
}

export interface Pricing {
  /** What the payer typed (or the link fixed). */
  amount: bigint;
  /** What the card is charged. */
  total: bigint;
  /** The commission inside the total. */
  commission: bigint;
  /** What the firm receives: total − commission. */
  net: bigint;
  monthly: bigint;
  /** The number of instalments the card holder pays (extra instalments included). */
  paidInstallments: number;
}

/**
 * Everything the payment screens show and the server charges for one option. Extra (campaign)
 * instalments are added to the count from the second option on (SPEC 9).
 */
export function priceOption(
  amount: bigint,
  rate: bigint,
  mode: CommissionMode,
  installments: number,
  extra = 0,
): Pricing {
  const total = payableAmount(amount, rate, mode);
  const paidInstallments = installments + (installments > 1 ? extra : 0);
  // Included: the commission is carved out of the amount; otherwise it is what the total adds to it.
  const commission = mode === 'included' ? divRoundHalfUp(amount * rate, HUNDRED_PERCENT) : total - amount;
  return {
    amount,
    total,
    commission,
    net: total - commission,
    monthly: monthlyAmount(total, paidInstallments),
    paidInstallments,
  };
}
