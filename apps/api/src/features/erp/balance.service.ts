import {
  type AgingBucket,
  type CurrencyAging,
  CurrencyCode,
  type FirmBalance,
  formatAmount,
  istanbulIsoDate,
  parseSumAmount,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { type BalanceFigures, readBalanceFigures } from './balance.repository.js';

/**
 * A firm's balance, overdue total and aging (DESIGN 12), the one function every business page uses.
 * - Balance: Σ debit − Σ credit of its movements (TRY, the ERP's ledger), less our card collections its ERP has
 *   not recorded yet. A collection stops being pending when a movement naming it (collectionId) arrives, so it
 *   is counted once: as pending before, as the ERP's movement after.
 * - Aging: what the firm still owes on its plan lines (due items) by days past due, per currency: the ERP's open
 *   part less what its pending collections pay, allocated in one place (pending-allocation.ts: the lines a
 *   collection named first, then the oldest due first), so every page states the same overdue and open figure.
 */

/** A sum from the database in kuruş; anything else is a fault, never a silent zero. */
function kurusOf(value: string | null | undefined): bigint {
  const kurus = parseSumAmount(value ?? '0');
  if (kurus === null) {
    throw new Error(`not a money sum: ${String(value)}`);
  }
  return kurus;
}

/** The balance of the tenant's firm with this code (its ERP code, the branch number); null when there is none. */
export async function firmBalance(
  db: Db,
  tenantId: string,
  firmCode: string,
  today: string = istanbulIsoDate(),
): Promise<FirmBalance | null> {
  const figures = await readBalanceFigures(db, tenantId, firmCode, today);
  return figures ? balanceFromFigures(figures, today) : null;
}

/** The balance of a firm from its figure lists (balance.repository): the one arithmetic for one firm or a list. */
export function balanceFromFigures(
  figures: Pick<BalanceFigures, 'firmCode' | 'totals' | 'pending' | 'aging'>,
  today: string,
): FirmBalance {
  const { totals, pending, aging } = figures;

  let debit = 0n;
  let credit = 0n;
  const fx = new Map<string, bigint>();
  for (const row of totals) {
    debit += kurusOf(row.debit);
    credit += kurusOf(row.credit);
    if (row.currency_code !== 'TRY') {
      fx.set(
        row.currency_code,
        (fx.get(row.currency_code) ?? 0n) + kurusOf(row.fx_debit) - kurusOf(row.fx_credit),
      );
    }
  }
  let pendingTry = 0n;
  let pendingCount = 0;
  for (const row of pending) {
    pendingCount += row.count;
    pendingTry += kurusOf(row.try_amount);
    if (row.currency_code !== 'TRY') {
      fx.set(row.currency_code, (fx.get(row.currency_code) ?? 0n) - kurusOf(row.amount));
    }
  }
  const balance = debit - credit - pendingTry;

  const agingOut: CurrencyAging[] = aging.map((row) => {
    const buckets: Record<AgingBucket, bigint> = {
      notDue: kurusOf(row.not_due),
      days1to30: kurusOf(row.days1to30),
      days31to60: kurusOf(row.days31to60),
      days61to90: kurusOf(row.days61to90),
      days90plus: kurusOf(row.days90plus),
    };
    const overdue = buckets.days1to30 + buckets.days31to60 + buckets.days61to90 + buckets.days90plus;
    return {
      currencyCode: CurrencyCode.parse(row.currency_code),
      notDue: formatAmount(buckets.notDue),
      days1to30: formatAmount(buckets.days1to30),
      days31to60: formatAmount(buckets.days31to60),
      days61to90: formatAmount(buckets.days61to90),
      days90plus: formatAmount(buckets.days90plus),
      overdue: formatAmount(overdue),
      overdueCount: row.overdue_count,
    };
  });

  return {
    firmCode: figures.firmCode,
    balance: formatAmount(balance),
    side: balance > 0n ? 'B' : balance < 0n ? 'A' : '',
    debitTotal: formatAmount(debit),
    creditTotal: formatAmount(credit),
    pendingCollections: { count: pendingCount, amount: formatAmount(pendingTry) },
    currencyBalances: [...fx.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currencyCode, value]) => ({
        currencyCode: CurrencyCode.parse(currencyCode),
        balance: formatAmount(value),
      })),
    aging: agingOut.sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)),
    asOf: today,
  };
}
