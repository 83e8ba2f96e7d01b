/**
 * Setting a payment against payment plan lines (`/pos-collection?items=`): the net amount goes to the lines in
 * the order given (the plan's: oldest due first), each up to what it leaves open, in kuruş. What cannot be placed
 * is the caller's error (the payment would be more than the lines leave open).
 */

export interface OpenLine {
  id: string;
  /** What the line leaves open for this payment, in kuruş (never negative). */
  open: bigint;
}

export interface LineShare {
  id: string;
  amount: bigint;
}

/** Σ open of the lines. */
export function totalOpen(lines: readonly OpenLine[]): bigint {
  return lines.reduce((sum, line) => sum + (line.open > 0n ? line.open : 0n), 0n);
}

/**
 * The shares of `amount` (kuruş, > 0) over the lines; lines that get nothing are left out. Null when the amount
 * is more than the lines leave open together.
 */
export function allocateToLines(amount: bigint, lines: readonly OpenLine[]): LineShare[] | null {
  if (amount <= 0n || amount > totalOpen(lines)) {
    return null;
  }
  const shares: LineShare[] = [];
  let left = amount;
  for (const line of lines) {
    if (left === 0n) {
      break;
    }
    const take = line.open > 0n ? (line.open < left ? line.open : left) : 0n;
    if (take > 0n) {
      shares.push({ id: line.id, amount: take });
      left -= take;
    }
  }
  return shares;
}
