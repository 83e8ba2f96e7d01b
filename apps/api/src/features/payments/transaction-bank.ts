import type { Gateway, StatusResult } from '@tahsilat/pos';
import type { AppContext } from '../../context.js';
import type { PosTransactionRow } from './transactions.repository.js';

type AtBank = Pick<PosTransactionRow, 'tenantId' | 'posAccountId' | 'posAccountVersionId' | 'orderId'>;

/**
 * The gateway of the account version a transaction started on, whatever the account became since (switched off,
 * another model, new addresses or keys); null only when that version no longer exists.
 */
export async function gatewayOf(ctx: AppContext, transaction: AtBank): Promise<Gateway | null> {
  const account = await ctx.paymentAccounts.of(transaction);
  return account ? ctx.gatewayFor(account) : null;
}

/** What the bank's status query says of a transaction's order, with the gateway that asked; null without one. */
export async function bankStatusOf(
  ctx: AppContext,
  transaction: AtBank,
): Promise<{ gateway: Gateway; status: StatusResult } | null> {
  const gateway = await gatewayOf(ctx, transaction);
  return gateway ? { gateway, status: await gateway.status(transaction.orderId) } : null;
}
