import pg from 'pg';
import type { JournalEntry } from './fleet.js';
import type { PaymentSeen } from './load.js';

/** An amount as either side writes it ("1030.00", "1030,00", "1030") in kuruş. */
function kurus(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace(',', '.').split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

export interface LedgerCheck {
  /** Orders the bank approved. */
  charged: number;
  /** Our authorised payments. */
  authorised: number;
  /** Approved at the bank, not authorised here: money taken that we do not know of. */
  lost: string[];
  /** Approved at the bank more than once. */
  doubled: string[];
  /** Authorised here without an approval at the bank. */
  phantom: string[];
  /** Authorised here for another amount than the bank charged. */
  wrongAmount: string[];
  /** Left between states (after the reconciler had its time). */
  stuck: string[];
  /** Shown to the visitor as approved, not authorised here. */
  seenButMissing: string[];
}

/**
 * "No payment lost or doubled": the bank's journal against our table, order by order. Every approval at the bank is
 * one authorised payment of the same amount here, and every authorised payment here is an approval there.
 */
export async function checkLedger(
  databaseUrl: string,
  journal: JournalEntry[],
  seen: PaymentSeen[],
): Promise<LedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; order_id: string; status: string; total_amount: string }>(
    `SELECT id, order_id, status, total_amount::text FROM pos_transactions WHERE transaction_type = 'Auth'`,
  );
  await client.end();
  const approvals = new Map<string, JournalEntry[]>();
  for (const entry of journal) {
    if ((entry.type === 'Auth' || entry.type === '3d_pay') && entry.outcome === 'approved') {
      approvals.set(entry.orderId, [...(approvals.get(entry.orderId) ?? []), entry]);
    }
  }
  const byOrder = new Map(rows.map((row) => [row.order_id, row]));
  const authorised = rows.filter((row) => row.status === 'authorised');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    charged: approvals.size,
    authorised: authorised.length,
    lost: [...approvals.keys()].filter((orderId) => byOrder.get(orderId)?.status !== 'authorised'),
    doubled: [...approvals].filter(([, entries]) => entries.length > 1).map(([orderId]) => orderId),
    phantom: authorised.filter((row) => !approvals.has(row.order_id)).map((row) => row.order_id),
    wrongAmount: authorised
      .filter((row) => {
        const entry = approvals.get(row.order_id)?.[0];
        return entry !== undefined && kurus(entry.amount) !== kurus(row.total_amount);
      })
      .map((row) => row.order_id),
    stuck: rows.filter((row) => row.status === 'authorising').map((row) => row.order_id),
    seenButMissing: seen
      .filter((payment) => payment.approved && byId.get(payment.transactionId)?.status !== 'authorised')
      .map((payment) => payment.transactionId),
  };
}

export function ledgerHolds(check: LedgerCheck): boolean {
  return (
    check.lost.length +
      check.doubled.length +
      check.phantom.length +
      check.wrongAmount.length +
      check.stuck.length +
      check.seenButMissing.length ===
    0
  );
}
