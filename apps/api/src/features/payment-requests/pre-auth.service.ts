import { messages, type PaymentRequestItem, parseAmount } from '@tahsilat/domain';
import type { BankResult } from '@tahsilat/pos';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import { posTransactions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { SessionAuth } from '../../types.js';
import { findTransaction } from '../payments/transactions.repository.js';
import { presentById, scopeOf, viewOrNotFound } from './payment-requests.service.js';

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

/** held → capturing|releasing → captured|released; back to held when the bank says no (or nothing). */
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
    throw new AppError('BAD_REQUEST', messages.preAuthNotHeld);
  }
  const config = await ctx.paymentConfig.get(transaction.tenantId);
  const pos = config.accounts.find((entry) => entry.row.id === transaction.posAccountId);
  let result: BankResult | null = null;
  try {
    if (pos) {
      const gateway = ctx.gatewayFor(pos.account);
      result =
        settlement === 'capture'
          ? await gateway.capture(
              transaction.orderId,
              parseAmount(transaction.totalAmount) ?? 0n,
              transaction.currencyCode,
            )
          : await gateway.void(transaction.orderId);
    }
  } finally {
    const approved = result?.outcome === 'approved';
    await moveHold(ctx, transaction.id, step.during, approved ? step.done : 'held');
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
      !result || result.outcome === 'unknown'
        ? messages.bankUnavailable
        : `${messages.preAuthBankRefused}${result.message ? ` (${result.message})` : ''}`,
    );
  }
  return { item: await presentById(ctx, scope, id), message: step.message };
}
