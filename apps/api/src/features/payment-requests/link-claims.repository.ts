import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentRequests } from '../../db/schema.js';
import type { PaymentRequestRow } from './payment-requests.repository.js';

/** A link's payments as the payment engine takes them: claimed before the bank, released or counted after. */

/**
 * Takes one of the link's payments for a card payment about to be authorised: only while the link is
 * open and has a payment left. Row-locking makes two claims on a single-use link queue; the second
 * finds no payment left. Null: nothing was claimed.
 */
export async function claimPayment(db: Db, requestId: string): Promise<{ id: string } | null> {
  const rows = await db
    .update(paymentRequests)
    .set({ claimedCount: sql`${paymentRequests.claimedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentRequests.id, requestId),
        eq(paymentRequests.state, 'open'),
        lt(paymentRequests.claimedCount, paymentRequests.maxPayments),
      ),
    )
    .returning({ id: paymentRequests.id });
  return rows[0] ?? null;
}

/** The bank refused the claimed payment: the link has it back. */
export async function releasePayment(db: Db, requestId: string): Promise<void> {
  await db
    .update(paymentRequests)
    .set({ claimedCount: sql`${paymentRequests.claimedCount} - 1`, updatedAt: sql`now()` })
    .where(
      and(eq(paymentRequests.id, requestId), gt(paymentRequests.claimedCount, paymentRequests.paidCount)),
    );
}

/** The bank approved the claimed payment: counted, and the link is paid once all its payments are. */
export async function recordPaid(db: Db, requestId: string, transactionId: string): Promise<void> {
  await db
    .update(paymentRequests)
    .set({
      paidCount: sql`${paymentRequests.paidCount} + 1`,
      state: sql`CASE WHEN ${paymentRequests.paidCount} + 1 >= ${paymentRequests.maxPayments} THEN 'paid' ELSE ${paymentRequests.state} END`,
      paidAt: sql`now()`,
      lastTransactionId: transactionId,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentRequests.id, requestId));
}

export async function findRequestState(
  db: Db,
  requestId: string,
): Promise<PaymentRequestRow['state'] | null> {
  const rows = await db
    .select({ state: paymentRequests.state })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, requestId))
    .limit(1);
  return rows[0]?.state ?? null;
}
