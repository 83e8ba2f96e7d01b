import {
  type CollectionReversals,
  formatAmount,
  istanbulIsoDate,
  messages,
  parseAmount,
  REVERSAL_STATUS_LABELS,
  type Reversal,
} from '@tahsilat/domain';
import { type BankResult, unknownResult } from '@tahsilat/pos';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import type { AdminAuth } from '../../types.js';
import { bankRefsOf } from '../payments/settle.js';
import { gatewayOf } from '../payments/transaction-bank.js';
import {
  findByIdempotencyKey,
  findCollectionOfTenant,
  insertRefund,
  listReversals,
  lockCollection,
  markSent,
  type RefundRow,
  settleRefund,
} from './refunds.repository.js';

type CollectionRow = NonNullable<Awaited<ReturnType<typeof findCollectionOfTenant>>>;

/** What the admin asked for: a void of the whole sale, or a refund of `amount` (all that is left when null). */
export type ReversalAsk =
  | { kind: 'void'; reason: string }
  | { kind: 'refund'; amount: bigint | null; reason: string };

const kurus = (text: string) => parseAmount(text) ?? 0n;

/** A payment whose money was taken: an approved sale, or a captured pre-authorisation. */
const isCollection = (row: CollectionRow) => row.status === 'authorised' && row.feedSeq !== null;
/** Before the bank's end of day (usually midnight in Istanbul) a sale is voided; after it, refunded. */
const sameBankDay = (row: CollectionRow, now = new Date()) =>
  row.collectedAt !== null && istanbulIsoDate(row.collectedAt) === istanbulIsoDate(now);

function presentReversal(refund: RefundRow, requestedBy: string): Reversal {
  return {
    id: refund.id,
    kind: refund.kind,
    amount: refund.amount,
    currencyCode: refund.currencyCode,
    status: refund.status,
    statusText: REVERSAL_STATUS_LABELS[refund.status],
    reason: refund.reason,
    requestedBy,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
    authCode: refund.authCode,
    errorCode: refund.errorCode,
    message: refund.status === 'declined' ? refund.message : null,
  };
}

/** The collection's reversals and what may still be done with it (GET /api/admin/collections/:id/refunds). */
export async function collectionReversals(
  ctx: AppContext,
  admin: AdminAuth,
  transactionId: string,
): Promise<CollectionReversals> {
  const row = await findCollectionOfTenant(ctx.db, admin.tenantId, transactionId);
  if (!row) {
    throw AppError.notFound(messages.collectionNotFoundForAdmin);
  }
  const reversals = await listReversals(ctx.db, row.id);
  const inFlight = reversals.some((r) => r.refund.status === 'processing');
  const left = kurus(row.totalAmount) - kurus(row.refundedAmount);
  const collected = isCollection(row);
  return {
    transactionId: row.id,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    refundableAmount: formatAmount(collected && left > 0n ? left : 0n),
    currencyCode: row.currencyCode,
    reversalState: row.reversalState,
    canVoid: collected && !inFlight && sameBankDay(row) && kurus(row.refundedAmount) === 0n,
    canRefund: collected && !inFlight && left > 0n,
    suggested:
      !collected || left <= 0n
        ? null
        : sameBankDay(row) && kurus(row.refundedAmount) === 0n
          ? 'void'
          : 'refund',
    reversals: reversals.map((r) => presentReversal(r.refund, r.requestedBy)),
  };
}

/**
 * The checks of the refund rules, under the collection's row lock; the amount that goes back to the card. Whether
 * the bank's day is still open (void) or closed (refund) is the bank's to say: its end of day is not always
 * midnight, so a wrong guess here would refuse a call the bank takes. Its refusal comes back in our words.
 */
function amountToReverse(row: CollectionRow, ask: ReversalAsk): bigint {
  if (!isCollection(row)) {
    throw new AppError('BAD_REQUEST', messages.reversalNotCollected);
  }
  const refunded = kurus(row.refundedAmount);
  const left = kurus(row.totalAmount) - refunded;
  if (left <= 0n) {
    throw new AppError('BAD_REQUEST', messages.reversalNothingLeft);
  }
  if (ask.kind === 'void') {
    if (refunded > 0n) {
      throw new AppError('BAD_REQUEST', messages.voidAfterRefund);
    }
    return kurus(row.totalAmount);
  }
  const amount = ask.amount ?? left;
  if (amount > left) {
    throw new AppError('BAD_REQUEST', messages.refundAboveRemaining);
  }
  return amount;
}

/** The same ask again under one Idempotency-Key gets the first reversal back; another ask is refused. */
function sameAsk(existing: RefundRow, transactionId: string, ask: ReversalAsk): boolean {
  return (
    existing.transactionId === transactionId &&
    existing.kind === ask.kind &&
    (ask.kind === 'void' || ask.amount === null || kurus(existing.amount) === ask.amount)
  );
}

/**
 * Claims the reversal: under the collection's row lock the rules are checked and a 'processing' row is
 * committed before any bank call. A second request meanwhile finds it (reversalInProgress), so however many
 * arrive at once, one reaches the bank. Null with an Idempotency-Key already used for this ask.
 */
async function claim(
  ctx: AppContext,
  admin: AdminAuth,
  transactionId: string,
  ask: ReversalAsk,
  idempotencyKey: string | undefined,
  client: ClientInfo,
): Promise<{ refund: RefundRow; row: CollectionRow; fresh: boolean }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const db = tx as Db;
      const row = await lockCollection(db, admin.tenantId, transactionId);
      if (!row) {
        throw AppError.notFound(messages.collectionNotFoundForAdmin);
      }
      const earlier = idempotencyKey ? await findByIdempotencyKey(db, admin.tenantId, idempotencyKey) : null;
      if (earlier) {
        if (!sameAsk(earlier, transactionId, ask)) {
          throw new AppError('BAD_REQUEST', messages.reversalIdempotencyMismatch);
        }
        return { refund: earlier, row, fresh: false };
      }
      const inFlight = (await listReversals(db, row.id)).some((r) => r.refund.status === 'processing');
      if (inFlight) {
        throw new AppError('BAD_REQUEST', messages.reversalInProgress);
      }
      const amount = amountToReverse(row, ask);
      const refund = await insertRefund(db, {
        tenantId: admin.tenantId,
        transactionId: row.id,
        kind: ask.kind,
        amount: formatAmount(amount),
        currencyCode: row.currencyCode,
        status: 'processing',
        reason: ask.reason,
        requestedBy: admin.userId,
        idempotencyKey: idempotencyKey ?? null,
        clientIp: client.ip,
      });
      await recordAudit(db, {
        event: `collection.${ask.kind}.requested`,
        outcome: 'success',
        tenantId: admin.tenantId,
        userId: admin.userId,
        ip: client.ip,
        objectType: 'pos_transaction',
        objectId: row.id,
        details: {
          refundId: refund.id,
          amount: refund.amount,
          currency: row.currencyCode,
          reason: ask.reason,
        },
      });
      return { refund, row, fresh: true };
    });
  } catch (error) {
    // The partial unique indexes: a reversal in flight, or the same key claimed by a concurrent request.
    if (sqlStateOf(error) === '23505') {
      throw new AppError('BAD_REQUEST', messages.reversalInProgress);
    }
    throw error;
  }
}

/** The bank's call for a claimed reversal; null when the tenant no longer has the POS account (nothing sent). */
async function callBank(ctx: AppContext, row: CollectionRow, refund: RefundRow): Promise<BankResult | null> {
  const gateway = await gatewayOf(ctx, row);
  if (!gateway) {
    return null;
  }
  return refund.kind === 'void'
    ? gateway.void(bankRefsOf(row))
    : gateway.refund(bankRefsOf(row), kurus(refund.amount), row.currencyCode);
}

/** NestPay's day errors (protocols/README.md) in our words; any other refusal with the bank's text. */
const DAY_ERRORS: Record<string, string> = {
  'CORE-2508': messages.refundNotSameDay,
  'CORE-2509': messages.voidOnlySameDay,
};

function refusalMessage(reversal: Reversal): string {
  const text = reversal.message;
  if (text === messages.bankUnavailable || text === messages.reversalBankRefused) {
    return text;
  }
  return (
    (reversal.errorCode && DAY_ERRORS[reversal.errorCode]) ??
    `${messages.reversalBankRefused}${text ? ` (${text})` : ''}`
  );
}

/** Records the bank's answer (or that nothing could be sent) and audits it. */
async function settleAnswered(
  ctx: AppContext,
  admin: AdminAuth,
  transactionId: string,
  refund: RefundRow,
  result: BankResult | null,
  client: ClientInfo,
): Promise<void> {
  const approved = result?.outcome === 'approved';
  const text = result === null ? messages.bankUnavailable : approved ? null : (result.message ?? null);
  if (!(await settleRefund(ctx.db, refund, approved ? 'approved' : 'declined', result, 'answer', text))) {
    // Only the reconciler settles a reversal, twice the bank timeout after it was sent: an answer this late means
    // the two disagree about the bank, and a person must look (the row keeps what the reconciler learnt).
    ctx.log.error(
      { refundId: refund.id, bankOutcome: result?.outcome ?? 'not sent' },
      'reversal answer arrived after the reconciler settled it; check it against the bank',
    );
    return;
  }
  await recordAudit(ctx.db, {
    event: `collection.${refund.kind}`,
    outcome: approved ? 'success' : 'failure',
    tenantId: admin.tenantId,
    userId: admin.userId,
    ip: client.ip,
    objectType: 'pos_transaction',
    objectId: transactionId,
    details: { refundId: refund.id, amount: refund.amount, returnCode: result?.returnCode ?? null },
  });
}

/**
 * POST /api/admin/collections/:id/void and …/refunds. Exactly once: the claim commits before the bank is
 * called; the answer settles it; a lost answer leaves it 'processing' (never sent again) for the reconciler.
 */
export async function reverseCollection(
  ctx: AppContext,
  admin: AdminAuth,
  transactionId: string,
  ask: ReversalAsk,
  idempotencyKey: string | undefined,
  client: ClientInfo,
): Promise<{ reversal: Reversal; collection: CollectionReversals; message: string }> {
  const { refund, row, fresh } = await claim(ctx, admin, transactionId, ask, idempotencyKey, client);
  if (fresh && (await markSent(ctx.db, refund.id))) {
    // A thrown call is like a lost answer: the bank may have done it, so only the reconciler may settle it.
    const result = await callBank(ctx, row, refund).catch((error: unknown) => {
      ctx.log.warn({ err: error, refundId: refund.id }, 'reversal call failed; left for the reconciler');
      return unknownResult(row.orderId, 'call failed');
    });
    if (result === null || result.outcome !== 'unknown') {
      await settleAnswered(ctx, admin, row.id, refund, result, client);
    }
  }
  const collection = await collectionReversals(ctx, admin, row.id);
  const reversal = collection.reversals.find((r) => r.id === refund.id);
  if (!reversal) {
    throw new Error('claimed reversal not found');
  }
  if (reversal.status === 'declined') {
    throw new AppError('BAD_REQUEST', refusalMessage(reversal));
  }
  const message =
    reversal.status === 'processing'
      ? messages.reversalInProgress
      : reversal.kind === 'void'
        ? messages.voided
        : messages.refunded;
  return { reversal, collection, message };
}
