import { messages, parseAmount } from '@tahsilat/domain';
import type { BankRefs, BankResult, Gateway, Order } from '@tahsilat/pos';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import {
  claimPayment,
  findRequestState,
  recordPaid,
  releasePayment,
} from '../payment-requests/link-claims.repository.js';
import {
  type CallbackEvent,
  type MovedTransaction,
  moveTransaction,
  moveTransactionWithEvent,
  type PosTransactionRow,
} from './transactions.repository.js';

/**
 * The state changes a bank's word leads to (decision.ts says which), shared by the callback and the reconciler:
 * each is one conditional update from the state the caller saw, with a payment link's count in the same database
 * transaction.
 */

export function orderOf(transaction: PosTransactionRow): Order {
  return {
    orderId: transaction.orderId,
    amount: parseAmount(transaction.totalAmount) ?? 0n,
    currency: transaction.currencyCode,
    installments: transaction.installmentCount,
    type: transaction.transactionType,
    okUrl: '',
    failUrl: '',
    language: transaction.language === 'en' ? 'en' : 'tr',
    customerIp: transaction.clientIp ?? '127.0.0.1',
    cardHolderName: transaction.cardHolderName ?? '',
  };
}

/** The bank's references of a transaction, as its authorisation answer gave them. */
export function bankRefsOf(
  transaction: Pick<
    PosTransactionRow,
    'orderId' | 'authCode' | 'hostRefNum' | 'bankTransactionId' | 'installmentCount'
  >,
): BankRefs {
  return {
    orderId: transaction.orderId,
    installments: transaction.installmentCount,
    authCode: transaction.authCode,
    hostRefNum: transaction.hostRefNum,
    transId: transaction.bankTransactionId,
  };
}

/** What the bank's answer changes on a transaction; an approved PreAuth becomes a hold for the firm. */
function resultChange(
  transaction: Pick<PosTransactionRow, 'transactionType'>,
  result: BankResult,
): Partial<PosTransactionRow> & { status: 'authorised' | 'failed' } {
  const refs = {
    authCode: result.authCode,
    hostRefNum: result.hostRefNum,
    bankTransactionId: result.transId,
    returnCode: result.returnCode,
    errorCode: result.errorCode,
  };
  return result.outcome === 'approved'
    ? {
        status: 'authorised',
        ...refs,
        message: messages.paymentApproved,
        ...(transaction.transactionType === 'PreAuth' ? { preAuthState: 'held' as const } : {}),
      }
    : { status: 'failed', ...refs, message: result.message ?? messages.paymentDeclined };
}

/** Why a link refused a payment it could not claim: the payer is told nothing was charged. */
async function linkClosedMessage(db: Db, paymentRequestId: string): Promise<string> {
  const state = await findRequestState(db, paymentRequestId);
  return state === 'cancelled' ? messages.paymentRequestCancelledNoCharge : messages.paymentRequestTaken;
}

/**
 * Records the bank's answer to our authorisation, from 'authorising' only. A link's payment is counted
 * (approved) or handed back (refused) in the same database transaction as the state change.
 */
export async function recordAuthorisation(
  ctx: AppContext,
  transaction: Pick<PosTransactionRow, 'id' | 'paymentRequestId' | 'transactionType'>,
  result: BankResult,
): Promise<MovedTransaction | null> {
  const change = resultChange(transaction, result);
  const requestId = transaction.paymentRequestId;
  const moved = requestId
    ? await ctx.db.transaction(async (tx) => {
        const row = await moveTransaction(tx, transaction.id, 'authorising', change);
        if (row) {
          await (change.status === 'authorised'
            ? recordPaid(tx, requestId, transaction.id)
            : releasePayment(tx, requestId));
        }
        return row;
      })
    : await moveTransaction(ctx.db, transaction.id, 'authorising', change);
  if (requestId) {
    ctx.linkCounts.invalidate();
  }
  if (!moved) {
    // The reconciler settled it meanwhile; if the two disagree a person must look.
    ctx.log.error(
      { transactionId: transaction.id, outcome: result.outcome },
      'authorisation answer arrived for a transaction no longer authorising',
    );
  }
  return moved;
}

/**
 * Model 3d: awaiting_3d → authorising, the claim that lets exactly one request call the bank. A link's
 * payment also claims one of the link's payments; when none is left the transaction fails here, before
 * the bank is asked to charge anything.
 */
export async function claimForAuthorisation(
  ctx: AppContext,
  transaction: PosTransactionRow,
  change: Partial<PosTransactionRow> & { status: 'authorising' },
  event: CallbackEvent,
): Promise<MovedTransaction | null> {
  const requestId = transaction.paymentRequestId;
  if (!requestId) {
    return moveTransactionWithEvent(ctx.db, transaction.id, 'awaiting_3d', change, event);
  }
  return ctx.db.transaction(async (tx) => {
    const moved = await moveTransactionWithEvent(tx, transaction.id, 'awaiting_3d', change, event);
    if (!moved || (await claimPayment(tx, requestId))) {
      return moved;
    }
    return moveTransaction(tx, transaction.id, 'authorising', {
      status: 'failed',
      message: await linkClosedMessage(tx, requestId),
    });
  });
}

/** Where a bank's charge is recorded from, and what (if anything) came with it. */
export interface ChargeSource {
  /** The state the transaction must still be in: awaiting_3d, or failed/expired for a charge that came late. */
  from: 'awaiting_3d' | 'failed' | 'expired';
  mdStatus: string | null;
  /** The bank's post, kept with the move; null when the charge was learnt from a status query. */
  event: CallbackEvent | null;
  ip: string | null;
}

/**
 * The bank charged before or without our authorisation call (model 3d_pay, or a status query that found the
 * money), so its answer is recorded at once. A link with no payment left cannot take it: the transaction fails and
 * the charge is voided at the bank. A charge for a payment we had failed or expired is late: recorded all the same
 * (the money moved), stamped, audited and logged for the administrator.
 */
export async function recordBankCharge(
  ctx: AppContext,
  gateway: Gateway,
  transaction: PosTransactionRow,
  result: BankResult,
  source: ChargeSource,
): Promise<MovedTransaction | null> {
  const late = source.from !== 'awaiting_3d' && result.outcome === 'approved';
  const change = {
    ...resultChange(transaction, result),
    mdStatus: source.mdStatus ?? transaction.mdStatus,
    ...(late ? { lateChargeAt: new Date() } : {}),
  };
  const move = (db: Db, next: typeof change) =>
    source.event
      ? moveTransactionWithEvent(db, transaction.id, source.from, next, source.event)
      : moveTransaction(db, transaction.id, source.from, next);
  const requestId = transaction.paymentRequestId;
  let moved: MovedTransaction | null;
  let lost = false;
  if (!requestId || change.status !== 'authorised') {
    moved = await move(ctx.db, change);
  } else {
    ({ moved, lost } = await ctx.db.transaction(async (tx) => {
      if (!(await claimPayment(tx, requestId))) {
        const message = await linkClosedMessage(tx, requestId);
        const failed = await move(tx, { ...change, status: 'failed', message });
        return { moved: failed, lost: failed !== null };
      }
      const row = await move(tx, change);
      await (row ? recordPaid(tx, requestId, transaction.id) : releasePayment(tx, requestId));
      return { moved: row, lost: false };
    }));
    ctx.linkCounts.invalidate();
  }
  if (late && moved) {
    await recordLateCharge(ctx, transaction, result, source, lost);
  }
  if (lost) {
    const charged = { ...transaction, authCode: result.authCode, hostRefNum: result.hostRefNum };
    await voidLostCharge(ctx, gateway, { ...charged, bankTransactionId: result.transId }, source.ip);
  }
  return moved;
}

async function recordLateCharge(
  ctx: AppContext,
  transaction: PosTransactionRow,
  result: BankResult,
  source: ChargeSource,
  voided: boolean,
): Promise<void> {
  ctx.log.warn(
    { transactionId: transaction.id, was: source.from, voided },
    'the bank charged a payment we had failed or expired; recorded',
  );
  await recordAudit(ctx.db, {
    event: 'payment.late-charge',
    outcome: 'success',
    tenantId: transaction.tenantId,
    ip: source.ip,
    objectType: 'pos_transaction',
    objectId: transaction.id,
    details: { was: source.from, authCode: result.authCode, hostRefNum: result.hostRefNum, voided },
  });
}

/** A charge on a link that was paid or closed meanwhile is given back at once; a person refunds it if that fails. */
async function voidLostCharge(
  ctx: AppContext,
  gateway: Gateway,
  transaction: PosTransactionRow,
  ip: string | null,
): Promise<void> {
  const voided = await gateway.void(bankRefsOf(transaction));
  await recordAudit(ctx.db, {
    event: 'payment-link.race-void',
    outcome: voided.outcome === 'approved' ? 'success' : 'failure',
    tenantId: transaction.tenantId,
    ip,
    objectType: 'pos_transaction',
    objectId: transaction.id,
    details: {
      paymentRequestId: transaction.paymentRequestId,
      bankOutcome: voided.outcome,
      returnCode: voided.returnCode,
    },
  });
  if (voided.outcome !== 'approved') {
    ctx.log.error(
      { transactionId: transaction.id, outcome: voided.outcome },
      'a charge on a closed payment link could not be voided; refund it by hand',
    );
  }
}
