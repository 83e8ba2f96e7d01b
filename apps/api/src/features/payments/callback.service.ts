import { messages, parseAmount } from '@tahsilat/domain';
import type { BankRefs, BankResult, CallbackCheck, Gateway, Order } from '@tahsilat/pos';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import {
  claimPayment,
  findRequestState,
  recordPaid,
  releasePayment,
} from '../payment-requests/link-claims.repository.js';
import { gatewayOf } from './transaction-bank.js';
import {
  type CallbackEvent,
  findTransaction,
  type MovedTransaction,
  moveTransaction,
  moveTransactionWithEvent,
  type PosTransactionRow,
  recordCallbackEvent,
} from './transactions.repository.js';

export interface CallbackOutcome {
  success: boolean;
  message: string;
  transactionId: string | null;
}

/** Fields the support copy of a callback keeps in full; every other value is shortened or hidden. */
const VISIBLE_FIELDS = new Set([
  'clientid',
  'oid',
  'amount',
  'currency',
  'taksit',
  'storetype',
  'trantype',
  'islemtipi',
  'lang',
  'mdstatus',
  'mderrormsg',
  'txstatus',
  'eci',
  'response',
  'procreturncode',
  'authcode',
  'hostrefnum',
  'transid',
  'errmsg',
  'maskedpan',
  'maskedcreditcard',
  'hashalgorithm',
  'version',
  'merchantid',
  'merchantname',
  'okurl',
  'failurl',
]);

/** The callback as support may see it: the hash-covered fields, secrets and 3-D proofs cut short. */
function maskedCopy(fields: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (VISIBLE_FIELDS.has(key.toLowerCase())) {
      out[key] = value.slice(0, 200);
    } else if (value.length > 8) {
      out[key] = `${value.slice(0, 4)}…(${value.length})`;
    } else {
      out[key] = value === '' ? '' : '***';
    }
  }
  return out;
}

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
  transaction: Pick<PosTransactionRow, 'orderId' | 'authCode' | 'hostRefNum' | 'bankTransactionId'>,
): BankRefs {
  return {
    orderId: transaction.orderId,
    authCode: transaction.authCode,
    hostRefNum: transaction.hostRefNum,
    transId: transaction.bankTransactionId,
  };
}

/** The answer the payer's iframe gets for a transaction's state. */
export function outcomeOf(transaction: MovedTransaction): CallbackOutcome {
  switch (transaction.status) {
    case 'authorised':
      return { success: true, message: messages.paymentApproved, transactionId: transaction.id };
    case 'authorising':
    case 'awaiting_3d':
      return { success: false, message: messages.paymentPending, transactionId: transaction.id };
    case 'expired':
      return { success: false, message: messages.paymentExpired, transactionId: transaction.id };
    case 'failed':
      return {
        success: false,
        message: transaction.message ?? messages.paymentDeclined,
        transactionId: transaction.id,
      };
  }
}

/** The bank's words for a refusal, else ours. */
function failureMessage(result: BankResult): string {
  return result.message ?? messages.paymentDeclined;
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
    : { status: 'failed', ...refs, message: failureMessage(result) };
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
async function claimForAuthorisation(
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

/** Where a 3d_pay charge is recorded from, and what (if anything) came with it. */
export interface ChargeSource {
  /** The state the transaction must still be in: awaiting_3d, or expired for a callback that came late. */
  from: 'awaiting_3d' | 'expired';
  mdStatus: string | null;
  /** The bank's post, kept with the move; null when the reconciler learnt the charge from a status query. */
  event: CallbackEvent | null;
  ip: string | null;
}

/**
 * Model 3d_pay: the bank charged before it called back, so the outcome is recorded at once. A link with
 * no payment left cannot take it: the transaction fails and the charge is voided at the bank. The callback
 * and the reconciler (which asks the bank when the callback never came) both record a charge here.
 */
export async function recordBankCharge(
  ctx: AppContext,
  gateway: Gateway,
  transaction: PosTransactionRow,
  result: BankResult,
  source: ChargeSource,
): Promise<MovedTransaction | null> {
  const change = { ...resultChange(transaction, result), mdStatus: source.mdStatus };
  const move = (db: Db, next: typeof change) =>
    source.event
      ? moveTransactionWithEvent(db, transaction.id, source.from, next, source.event)
      : moveTransaction(db, transaction.id, source.from, next);
  const requestId = transaction.paymentRequestId;
  if (!requestId || change.status !== 'authorised') {
    return move(ctx.db, change);
  }
  const { moved, lost } = await ctx.db.transaction(async (tx) => {
    if (!(await claimPayment(tx, requestId))) {
      const message = await linkClosedMessage(tx, requestId);
      const failed = await move(tx, { ...change, status: 'failed', message });
      return { moved: failed, lost: failed !== null };
    }
    const row = await move(tx, change);
    await (row ? recordPaid(tx, requestId, transaction.id) : releasePayment(tx, requestId));
    return { moved: row, lost: false };
  });
  ctx.linkCounts.invalidate();
  if (lost) {
    const voided = await gateway.void(bankRefsOf(transaction));
    await recordAudit(ctx.db, {
      event: 'payment-link.race-void',
      outcome: voided.outcome === 'approved' ? 'success' : 'failure',
      tenantId: transaction.tenantId,
      ip: source.ip,
      objectType: 'pos_transaction',
      objectId: transaction.id,
      details: { paymentRequestId: requestId, bankOutcome: voided.outcome, returnCode: voided.returnCode },
    });
    if (voided.outcome !== 'approved') {
      ctx.log.error(
        { transactionId: transaction.id, outcome: voided.outcome },
        'a charge on a closed payment link could not be voided; refund it by hand',
      );
    }
  }
  return moved;
}

/**
 * The bank's post to okUrl/failUrl (SECURITY.md "Payment integrity", in this order): find the
 * transaction, load *its* POS account, check the hash in constant time, the store, order, amount and
 * currency, apply the mdStatus policy, move the state conditionally, authorise the stored amount,
 * and record the outcome. A replay or a second post finds the state already moved and changes nothing.
 */
export async function handleBankCallback(
  ctx: AppContext,
  transactionId: string,
  fields: Readonly<Record<string, string>>,
  client: ClientInfo,
): Promise<CallbackOutcome> {
  const transaction = await findTransaction(ctx.db, transactionId);
  if (!transaction) {
    return { success: false, message: messages.transactionNotFound, transactionId: null };
  }
  const gateway = await gatewayOf(ctx, transaction);
  if (!gateway) {
    return { success: false, message: messages.callbackRejected, transactionId: transaction.id };
  }
  const order = orderOf(transaction);
  const check: CallbackCheck = await gateway.checkCallback(fields, order);
  const event: CallbackEvent = {
    tenantId: transaction.tenantId,
    transactionId: transaction.id,
    accepted: check.valid,
    problem: check.problem,
    mdStatus: check.mdStatus,
    fields: maskedCopy(fields),
  };
  if (!check.valid) {
    await recordCallbackEvent(ctx.db, event);
    await recordAudit(ctx.db, {
      event: 'payment.callback.rejected',
      outcome: 'failure',
      tenantId: transaction.tenantId,
      ip: client.ip,
      objectType: 'pos_transaction',
      objectId: transaction.id,
      details: { problem: check.problem },
    });
    ctx.log.warn({ transactionId: transaction.id, problem: check.problem }, 'bank callback refused');
    return { success: false, message: messages.callbackRejected, transactionId: transaction.id };
  }
  const current = async () => (await findTransaction(ctx.db, transaction.id)) ?? transaction;
  if (transaction.status === 'expired' && check.authenticated && check.payResult?.outcome === 'approved') {
    // 3d_pay, late: the bank charged, and the payment had expired here first (the bank did not answer
    // the reconciler's status query in time). The charge is recorded, not lost.
    ctx.log.warn({ transactionId: transaction.id }, 'a 3d_pay charge arrived after its payment expired');
    const moved = await recordBankCharge(ctx, gateway, transaction, check.payResult, {
      from: 'expired',
      mdStatus: check.mdStatus,
      event,
      ip: client.ip,
    });
    return outcomeOf(moved ?? (await current()));
  }
  if (transaction.status !== 'awaiting_3d') {
    await recordCallbackEvent(ctx.db, event);
    return outcomeOf(transaction);
  }

  if (!check.authenticated) {
    const failed = await moveTransactionWithEvent(
      ctx.db,
      transaction.id,
      'awaiting_3d',
      {
        status: 'failed',
        mdStatus: check.mdStatus,
        message: check.mdErrorMessage
          ? `${messages.threeDFailed} (${check.mdErrorMessage})`
          : messages.threeDFailed,
      },
      event,
    );
    return outcomeOf(failed ?? (await current()));
  }

  if (check.payResult) {
    // 3d_pay: the bank charged already; its answer came with the callback.
    const moved = await recordBankCharge(ctx, gateway, transaction, check.payResult, {
      from: 'awaiting_3d',
      mdStatus: check.mdStatus,
      event,
      ip: client.ip,
    });
    return outcomeOf(moved ?? (await current()));
  }

  // Model 3d: claim the transaction first; whoever does not win the claim sends nothing to the bank.
  const claimed = await claimForAuthorisation(
    ctx,
    transaction,
    { status: 'authorising', mdStatus: check.mdStatus, authorisationStartedAt: new Date() },
    event,
  );
  if (claimed?.status !== 'authorising') {
    return outcomeOf(claimed ?? (await current()));
  }
  const result = await gateway.authorise(order, fields);
  if (result.outcome === 'unknown') {
    // No answer: the bank may or may not have charged. Never re-send; the reconciler asks the bank.
    ctx.log.warn(
      { transactionId: transaction.id, reason: result.message },
      'authorisation outcome unknown; left for the reconciler',
    );
    return outcomeOf(claimed);
  }
  const recorded = await recordAuthorisation(ctx, transaction, result);
  return outcomeOf(recorded ?? (await current()));
}
