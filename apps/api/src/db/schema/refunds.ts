import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './tenants.js';
import { posTransactions } from './transactions.js';

/**
 * A void (same day, the whole sale) or a refund (after the bank's end of day, all or part) of a collection,
 * asked for by a tenant admin. 'processing' is written and committed before the bank is called, and at most one
 * per collection may exist (the partial unique index), so two clicks or twenty concurrent requests make one bank
 * call. A lost answer leaves it 'processing' until the reconciler settles it from the bank's order history.
 */
export const posRefunds = pgTable(
  'pos_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => posTransactions.id),
    kind: text('kind', { enum: ['void', 'refund'] }).notNull(),
    /** What goes back to the card: the sale's total for a void, at most what is left for a refund. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currencyCode: text('currency_code', { enum: ['TRY', 'USD', 'EUR'] }).notNull(),
    status: text('status', { enum: ['processing', 'approved', 'declined'] }).notNull(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** The caller's Idempotency-Key: a retry with it gets this refund back instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    clientIp: text('client_ip'),
    authCode: text('auth_code'),
    hostRefNum: text('host_ref_num'),
    bankTransactionId: text('bank_transaction_id'),
    returnCode: text('return_code'),
    errorCode: text('error_code'),
    message: text('message'),
    /** How the outcome was learnt: the bank's answer, or the reconciler's history query. */
    settledBy: text('settled_by', { enum: ['answer', 'reconciler'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set (conditionally) just before the bank call: a claim never sent is settled as not done, and a sent one is
     * asked about only twice the bank timeout after this, never after the claim.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('pos_refunds_transaction_idx').on(t.transactionId, t.createdAt),
    uniqueIndex('pos_refunds_one_in_flight_key').on(t.transactionId).where(sql`${t.status} = 'processing'`),
    uniqueIndex('pos_refunds_idempotency_key')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('pos_refunds_processing_idx').on(t.createdAt).where(sql`${t.status} = 'processing'`),
  ],
);
