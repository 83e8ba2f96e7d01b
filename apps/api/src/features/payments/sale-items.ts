import { allocateToLines, formatAmount, messages, parseAmount, totalOpen } from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { posTransactionItems } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { type PaidLineRow, readLinesForPayment } from '../payment-plan/line-payments.js';
import { insertTransaction, type NewPosTransaction } from './transactions.repository.js';

const kurus = (text: string) => parseAmount(text) ?? 0n;

/** What a line leaves open for a new payment: the ERP's remaining less what is paid or under way here. */
export function openForPayment(line: PaidLineRow): bigint {
  const open = kurus(line.amount) - kurus(line.paid_amount) - kurus(line.reserved_amount);
  return open > 0n ? open : 0n;
}

/**
 * Stores a payment attempt. With plan lines (`/pos-collection?items=`), in one database transaction: the lines'
 * row locks, the check that they are the firm's, in the payment's currency and leave the net amount open, the
 * attempt and its shares of the lines. Any refusal writes nothing.
 */
export async function insertSale(
  db: Db,
  row: NewPosTransaction & { id: string },
  dueItemIds: readonly string[] | null,
): Promise<void> {
  if (!dueItemIds || dueItemIds.length === 0) {
    await insertTransaction(db, row);
    return;
  }
  const firmId = row.firmId;
  if (!firmId) {
    throw AppError.notFound(messages.dueItemNotFound);
  }
  await db.transaction(async (tx) => {
    const lines = await readLinesForPayment(tx, { tenantId: row.tenantId, firmId, ids: dueItemIds }, true);
    if (lines.length !== dueItemIds.length) {
      throw AppError.notFound(messages.dueItemNotFound);
    }
    if (lines.some((line) => line.currency_code !== row.currencyCode)) {
      throw new AppError('BAD_REQUEST', messages.dueItemsCurrencyMismatch);
    }
    const open = lines.map((line) => ({ id: line.id, open: openForPayment(line) }));
    if (totalOpen(open) === 0n) {
      throw new AppError('BAD_REQUEST', messages.dueItemsClosed);
    }
    const shares = allocateToLines(kurus(row.amount), open);
    if (!shares) {
      throw new AppError('BAD_REQUEST', messages.amountAboveDueItems);
    }
    await insertTransaction(tx, row);
    await tx.insert(posTransactionItems).values(
      shares.map((share) => ({
        tenantId: row.tenantId,
        transactionId: row.id,
        dueItemId: Number(share.id),
        amount: formatAmount(share.amount),
      })),
    );
  });
}
