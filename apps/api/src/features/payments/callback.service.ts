import { messages } from '@tahsilat/domain';
import {
  type Action,
  askReasonOf,
  type CallbackWord,
  decideCallback,
  decideStatus,
  type Gateway,
} from '@tahsilat/pos';
import type { AppContext, ClientInfo } from '../../context.js';
import { recordAudit } from '../../lib/audit.js';
import { type CallbackOutcome, eventOf, outcomeOf, threeDFailure } from './callback-outcome.js';
import { claimForAuthorisation, orderOf, recordAuthorisation, recordBankCharge } from './settle.js';
import { gatewayOf } from './transaction-bank.js';
import {
  type CallbackEvent,
  findTransaction,
  type MovedTransaction,
  moveTransactionWithEvent,
  type PosTransactionRow,
  recordCallbackEvent,
} from './transactions.repository.js';

/** Keys that differ only in case name one field twice: no bank posts that, so the post is not read at all. */
function hasCaseTwins(fields: Readonly<Record<string, string>>): boolean {
  const seen = new Set<string>();
  for (const key of Object.keys(fields)) {
    const lower = key.toLowerCase();
    if (seen.has(lower)) {
      return true;
    }
    seen.add(lower);
  }
  return false;
}

interface Step {
  ctx: AppContext;
  gateway: Gateway;
  transaction: PosTransactionRow;
  word: CallbackWord;
  event: CallbackEvent;
  fields: Readonly<Record<string, string>>;
  client: ClientInfo;
}

/**
 * The bank's post to okUrl/failUrl (SECURITY.md "Payment integrity"): find the transaction, load the account
 * version *it* started on, let the gateway read the post into the shared vocabulary (hash in constant time, store,
 * order, amount, currency, the bank-only fields), then do what the decision table says for the payment's state.
 * A replay or a second post finds the state already moved and changes nothing.
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
    ctx.log.error({ transactionId }, 'a payment whose account version is gone');
    return { success: false, message: messages.callbackRejected, transactionId: transaction.id };
  }
  const word: CallbackWord = hasCaseTwins(fields)
    ? { kind: 'refused', problem: 'malformed', mdStatus: null, message: null, maskedPan: null }
    : await gateway.readCallback(fields, orderOf(transaction));
  const action = decideCallback(transaction.status, transaction.paymentModel, word);
  const step: Step = {
    ctx,
    gateway,
    transaction,
    word,
    event: eventOf(transaction, word, fields),
    fields,
    client,
  };
  return act(step, action);
}

async function current(step: Step): Promise<MovedTransaction> {
  return (await findTransaction(step.ctx.db, step.transaction.id)) ?? step.transaction;
}

async function act(step: Step, action: Action): Promise<CallbackOutcome> {
  const { ctx, transaction, word, event } = step;
  switch (action) {
    case 'refuse':
      return refuse(step);
    case 'keep':
    case 'wait':
    case 'expire': {
      await recordCallbackEvent(ctx.db, event);
      if (action === 'wait' && word.kind === 'unverified') {
        ctx.log.warn(
          { transactionId: transaction.id },
          'the bank did not verify the callback; nothing changed',
        );
        return { success: false, message: messages.callbackRejected, transactionId: transaction.id };
      }
      return outcomeOf(transaction);
    }
    case 'fail':
      return failWith(step, threeDFailure(word));
    case 'record':
    case 'record_late': {
      if (word.kind !== 'charge') {
        return outcomeOf(transaction);
      }
      const from =
        transaction.status === 'authorising' || transaction.status === 'authorised'
          ? null
          : transaction.status;
      const moved = from
        ? await recordBankCharge(ctx, step.gateway, transaction, word.result, {
            from,
            mdStatus: word.mdStatus,
            event,
            ip: step.client.ip,
          })
        : null;
      return outcomeOf(moved ?? (await current(step)));
    }
    case 'authorise':
      return authorise(step);
    case 'ask':
      return askTheBank(step);
  }
}

/** Keeps the post's support copy and audits what became of it, the state unchanged. */
async function keepAudited(
  step: Step,
  event: 'payment.callback.rejected' | 'payment.callback.unconfirmed',
  details: Record<string, unknown>,
): Promise<void> {
  const { ctx, transaction } = step;
  await recordCallbackEvent(ctx.db, step.event);
  await recordAudit(ctx.db, {
    event,
    outcome: 'failure',
    tenantId: transaction.tenantId,
    ip: step.client.ip,
    objectType: 'pos_transaction',
    objectId: transaction.id,
    details,
  });
}

/** awaiting_3d → failed with the bank's (signed) words, the post kept with the move. */
async function failWith(step: Step, message: string): Promise<CallbackOutcome> {
  const failed = await moveTransactionWithEvent(
    step.ctx.db,
    step.transaction.id,
    'awaiting_3d',
    { status: 'failed', mdStatus: step.word.mdStatus, message },
    step.event,
  );
  return outcomeOf(failed ?? (await current(step)));
}

async function refuse(step: Step): Promise<CallbackOutcome> {
  const { ctx, transaction, event } = step;
  await keepAudited(step, 'payment.callback.rejected', { problem: event.problem });
  ctx.log.warn({ transactionId: transaction.id, problem: event.problem }, 'bank callback refused');
  return { success: false, message: messages.callbackRejected, transactionId: transaction.id };
}

/** Model 3d: claim the transaction first; whoever does not win the claim sends nothing to the bank. */
async function authorise(step: Step): Promise<CallbackOutcome> {
  const { ctx, transaction, word } = step;
  const claimed = await claimForAuthorisation(
    ctx,
    transaction,
    { status: 'authorising', mdStatus: word.mdStatus, authorisationStartedAt: new Date() },
    step.event,
  );
  if (claimed?.status !== 'authorising') {
    return outcomeOf(claimed ?? (await current(step)));
  }
  const result = await step.gateway.authorise(orderOf(transaction), step.fields);
  if (result.outcome === 'unknown') {
    // No answer: the bank may or may not have charged. Never re-send; the reconciler asks the bank.
    ctx.log.warn(
      { transactionId: transaction.id, reason: result.message },
      'authorisation outcome unknown; left for the reconciler',
    );
    return outcomeOf(claimed);
  }
  const recorded = await recordAuthorisation(ctx, transaction, result);
  return outcomeOf(recorded ?? (await current(step)));
}

/**
 * The post says nothing certain (an unsigned failure, a 3d_pay charge answered with an error): the bank's status
 * query decides, under the status table. Nothing is read into silence.
 */
async function askTheBank(step: Step): Promise<CallbackOutcome> {
  const { ctx, transaction, word, event } = step;
  const status = await step.gateway.status(transaction.orderId);
  const action = decideStatus(askReasonOf(word), status);
  if (action === 'record') {
    const moved = await recordBankCharge(
      ctx,
      step.gateway,
      transaction,
      { ...status.result, outcome: 'approved' },
      {
        from: 'awaiting_3d',
        mdStatus: word.mdStatus,
        event,
        ip: step.client.ip,
      },
    );
    return outcomeOf(moved ?? (await current(step)));
  }
  if (action === 'fail') {
    return failWith(
      step,
      word.kind === 'charge' ? (word.result.message ?? messages.paymentDeclined) : threeDFailure(word),
    );
  }
  await keepAudited(step, 'payment.callback.unconfirmed', {
    word: word.kind,
    bankState: status.state,
    answered: status.answered,
  });
  // An unsigned failure is the payer's own bank page speaking: they are told, and the payment stays open until a
  // signed word comes or it expires. Anything else stays pending.
  return word.kind === 'unsigned_failure'
    ? { success: false, message: threeDFailure(word), transactionId: transaction.id }
    : outcomeOf(transaction);
}
