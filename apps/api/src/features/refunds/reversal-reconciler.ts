import { messages, parseAmount } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../lib/audit.js';
import { gatewayOf } from '../payments/transaction-bank.js';
import {
  approvedReversalSum,
  declineUnsent,
  findStaleReversals,
  settleRefund,
} from './refunds.repository.js';

const kurus = (text: string) => parseAmount(text) ?? 0n;

/**
 * Reversals left 'processing' for `seconds` (the bank's answer was lost, or the process stopped mid-call): the
 * bank's order history says whether it was done. A void is done when the sale stands voided; a refund when the
 * bank's refunds add up to ours plus this one, not done when they add up to ours alone. Anything else (no answer,
 * a sum that fits neither) is left for the next round and logged: it is never sent again.
 */
export async function settleStaleReversals(ctx: AppContext, seconds: number): Promise<number> {
  for (const unsent of await declineUnsent(ctx.db, seconds, messages.reversalNotSent)) {
    await recordAudit(ctx.db, {
      event: 'collection.reversal.reconciled',
      outcome: 'failure',
      tenantId: unsent.tenantId,
      userId: null,
      objectType: 'pos_transaction',
      objectId: unsent.transactionId,
      details: { refundId: unsent.id, sent: false },
    });
  }
  let settled = 0;
  for (const stale of await findStaleReversals(ctx.db, seconds)) {
    // One order the bank cannot be asked about must not stop the others (nor the rest of the round).
    settled += await settleOne(ctx, stale).catch((error: unknown) => {
      ctx.log.warn({ err: error, refundId: stale.refund.id }, 'reconciler: reversal not settled this round');
      return 0;
    });
  }
  return settled;
}

async function settleOne(
  ctx: AppContext,
  { refund, transaction }: Awaited<ReturnType<typeof findStaleReversals>>[number],
): Promise<number> {
  const gateway = await gatewayOf(ctx, transaction);
  const history = gateway ? await gateway.reversals(transaction.orderId) : null;
  if (!history?.answered) {
    return 0;
  }
  let outcome: 'approved' | 'declined' | null;
  if (refund.kind === 'void') {
    outcome = history.voided ? 'approved' : 'declined';
  } else {
    const ours = kurus(await approvedReversalSum(ctx.db, transaction.id));
    outcome =
      history.refunded === ours + kurus(refund.amount)
        ? 'approved'
        : history.refunded === ours
          ? 'declined'
          : null;
  }
  if (outcome === null) {
    ctx.log.warn(
      { refundId: refund.id, bankRefunded: history.refunded.toString() },
      'reconciler: the bank’s refunds match neither outcome; left for a person',
    );
    return 0;
  }
  const message = outcome === 'declined' ? messages.reversalBankRefused : null;
  if (await settleRefund(ctx.db, refund, outcome, null, 'reconciler', message)) {
    await recordAudit(ctx.db, {
      event: 'collection.reversal.reconciled',
      outcome: outcome === 'approved' ? 'success' : 'failure',
      tenantId: refund.tenantId,
      userId: null,
      objectType: 'pos_transaction',
      objectId: transaction.id,
      details: { refundId: refund.id, kind: refund.kind, amount: refund.amount },
    });
    ctx.log.info({ refundId: refund.id, outcome }, 'reconciler: settled a reversal from the bank history');
    return 1;
  }
  return 0;
}
