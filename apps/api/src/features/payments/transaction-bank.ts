import type { Gateway, StatusResult } from '@tahsilat/pos';
import type { AppContext } from '../../context.js';
import type { PosTransactionRow } from './transactions.repository.js';

type AtBank = Pick<PosTransactionRow, 'tenantId' | 'posAccountId' | 'orderId'>;

/** The gateway of the POS account a transaction went through; null when the tenant no longer has it. */
export async function gatewayOf(ctx: AppContext, transaction: AtBank): Promise<Gateway | null> {
  const config = await ctx.paymentConfig.get(transaction.tenantId);
  const pos = config.accounts.find((entry) => entry.row.id === transaction.posAccountId);
  return pos ? ctx.gatewayFor(pos.account) : null;
}

/**
 * What the bank's status query says of a transaction's order, with the gateway that asked; null when
 * there is no account to ask or the bank gave no answer it knows (the caller asks again later).
 */
export async function bankStatusOf(
  ctx: AppContext,
  transaction: AtBank,
): Promise<{ gateway: Gateway; status: StatusResult } | null> {
  const gateway = await gatewayOf(ctx, transaction);
  if (!gateway) {
    return null;
  }
  const status = await gateway.status(transaction.orderId);
  return status.answered && status.state !== 'unknown' ? { gateway, status } : null;
}
