import { messages, type PaymentRequestItem, parseAmount } from '@tahsilat/domain';
import type { BankResult, StatusResult } from '@tahsilat/pos';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import { posTransactions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { SessionAuth } from '../../types.js';
import { bankRefsOf } from '../payments/settle.js';
import { bankStatusOf, gatewayOf } from '../payments/transaction-bank.js';
import { findTransaction } from '../payments/transactions.repository.js';
import { presentById, scopeOf, viewOrNotFound } from './link-present.js';

type Settlement = 'capture' | 'release';

const STEPS = {
  capture: {
    during: 'capturing',
    done: 'captured',
    event: 'payment-link.capture',
    message: messages.preAuthCaptured,
  },
  release: {
    during: 'releasing',
    done: 'released',
    event: 'payment-link.release',
    message: messages.preAuthReleased,
  },
} as const;

/**
 * held → capturing|releasing → captured|released; back to held when the bank refuses. When the bank does not
 * answer, the hold stays capturing|releasing: the call may have gone through, so it is never sent again
 * blind; the reconciler asks the bank's status query (settleStalePreAuths).
 */
async function moveHold(
  ctx: AppContext,
  transactionId: string,
  from: 'held' | 'capturing' | 'releasing',
  to: 'held' | 'capturing' | 'releasing' | 'captured' | 'released',
): Promise<boolean> {
  const rows = await ctx.db
    .update(posTransactions)
    .set({
      preAuthState: to,
      updatedAt: sql`now()`,
      ...(to === 'captured' || to === 'released' ? { preAuthSettledAt: sql`now()` } : {}),
    })
    .where(and(eq(posTransactions.id, transactionId), eq(posTransactions.preAuthState, from)))
    .returning({ id: posTransactions.id });
  return rows.length > 0;
}

/**
 * POST /PaymentRequest/CapturePreAuth and /ReleasePreAuth: the firm takes the held amount (PostAuth) or
 * lets it go (Void). The hold is claimed with a conditional update first, so two clicks send one bank call.
 */
export async function settlePreAuth(
  ctx: AppContext,
  auth: SessionAuth,
  id: string,
  settlement: Settlement,
  client: ClientInfo,
): Promise<{ item: PaymentRequestItem; message: string }> {
  const scope = scopeOf(auth);
  const view = await viewOrNotFound(ctx, scope, id);
  const transactionId = view.request.lastTransactionId;
  const transaction = transactionId ? await findTransaction(ctx.db, transactionId) : null;
  if (
    !view.request.isPreAuth ||
    !transaction ||
    transaction.tenantId !== auth.tenantId ||
    transaction.status !== 'authorised' ||
    transaction.transactionType !== 'PreAuth'
  ) {
    throw new AppError('BAD_REQUEST', messages.preAuthNotHeld);
  }
  const step = STEPS[settlement];
  if (!(await moveHold(ctx, transaction.id, 'held', step.during))) {
    const now = await findTransaction(ctx.db, transaction.id);
    const busy = now?.preAuthState === 'capturing' || now?.preAuthState === 'releasing';
    throw new AppError('BAD_REQUEST', busy ? messages.preAuthInProgress : messages.preAuthNotHeld);
  }
  const gateway = await gatewayOf(ctx, transaction);
  let result: BankResult | null = null;
  try {
    if (gateway) {
      result =
        settlement === 'capture'
          ? await gateway.capture(
              bankRefsOf(transaction),
              parseAmount(transaction.totalAmount) ?? 0n,
              transaction.currencyCode,
            )
          : await gateway.void(bankRefsOf(transaction));
    }
  } finally {
    const approved = result?.outcome === 'approved';
    // No account: nothing was sent. Unknown or a thrown call: the bank may have done it; left for the reconciler.
    const refused = !gateway || result?.outcome === 'declined';
    if (approved || refused) {
      await moveHold(ctx, transaction.id, step.during, approved ? step.done : 'held');
    }
    await recordAudit(ctx.db, {
      event: step.event,
      outcome: approved ? 'success' : 'failure',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'payment_request',
      objectId: id,
      details: {
        transactionId: transaction.id,
        amount: transaction.totalAmount,
        bankOutcome: result?.outcome ?? 'no account',
        returnCode: result?.returnCode ?? null,
      },
    });
  }
  if (result?.outcome !== 'approved') {
    throw new AppError(
      'BAD_REQUEST',
      !gateway
        ? messages.bankUnavailable
        : !result || result.outcome === 'unknown'
          ? messages.preAuthInProgress
          : `${messages.preAuthBankRefused}${result.message ? ` (${result.message})` : ''}`,
    );
  }
  return { item: await presentById(ctx, scope, id), message: step.message };
}

/** What the bank's status query says of a hold, as the state it leaves; null while it does not know. */
const SETTLED_BY_STATUS: Partial<Record<StatusResult['state'], 'held' | 'captured' | 'released'>> = {
  preauthorised: 'held',
  captured: 'captured',
  voided: 'released',
};

/**
 * Holds left capturing|releasing for `seconds` (the bank did not answer, or the process stopped): the bank's
 * status query says whether the PostAuth or Void went through. Still a hold → held again, so the firm may
 * try once more; captured or voided → recorded; no answer → asked again next round. Run by the reconciler.
 */
export async function settleStalePreAuths(ctx: AppContext, seconds: number, limit = 50): Promise<void> {
  const stale = await ctx.db
    .select()
    .from(posTransactions)
    .where(
      and(
        inArray(posTransactions.preAuthState, ['capturing', 'releasing']),
        lt(posTransactions.updatedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(limit);
  for (const transaction of stale) {
    const from = transaction.preAuthState === 'capturing' ? 'capturing' : 'releasing';
    const status = (await bankStatusOf(ctx, transaction))?.status;
    const to = status ? SETTLED_BY_STATUS[status.state] : undefined;
    if (!to || !(await moveHold(ctx, transaction.id, from, to))) {
      continue;
    }
    await recordAudit(ctx.db, {
      event: from === 'capturing' ? STEPS.capture.event : STEPS.release.event,
      outcome: (from === 'capturing' ? to === 'captured' : to === 'released') ? 'success' : 'failure',
      tenantId: transaction.tenantId,
      objectType: 'payment_request',
      objectId: transaction.paymentRequestId ?? undefined,
      details: { transactionId: transaction.id, settledBy: 'reconciler', bankState: status?.state ?? null },
    });
    ctx.log.info(
      { transactionId: transaction.id, from, to },
      'reconciler: a pre-authorisation settled from the bank status',
    );
  }
}
