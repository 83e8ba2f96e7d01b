/** The demo's commission rates (DESIGN 8): a ladder of rates for 1–12 instalments as the definition's columns. */

export type RateRow = { rate: string; enabled: boolean; included?: boolean };

/** Rates for 1–12 instalments as columns; a missing count is disabled. */
export function rates(table: Partial<Record<number, RateRow>>) {
  const columns: Record<string, string | boolean> = {};
  for (let n = 1; n <= 12; n += 1) {
    const row = table[n];
    columns[`commissionRate${n}`] = row?.rate ?? '0';
    columns[`commissionRate${n}Enabled`] = row?.enabled ?? false;
    columns[`isCommissionIncludedCommissionRate${n}`] = row?.included ?? false;
  }
  return columns as Record<`commissionRate${number}`, string> & Record<string, string | boolean>;
}

/** Rates rising by a step per instalment count; some counts off, some with the commission included. */
export function ladder(
  base: number,
  step: number,
  disabled: number[] = [],
  included: number[] = [],
): Partial<Record<number, RateRow>> {
  const out: Partial<Record<number, RateRow>> = {};
  for (let n = 1; n <= 12; n += 1) {
    out[n] = {
      rate: (n === 1 ? base : base + step * (n - 1)).toFixed(2),
      enabled: !disabled.includes(n),
      included: included.includes(n),
    };
  }
  return out;
}
