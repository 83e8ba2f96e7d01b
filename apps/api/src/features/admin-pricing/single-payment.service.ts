import { type AdminSinglePayment, messages, type SinglePaymentSettingsUpdate } from '@tahsilat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { commissionDefinitions, posAccounts, tenants } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordTenantSettingsChange } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import type { AdminAuth } from '../../types.js';

/**
 * The console's "Tek çekim fiyatı" (issue 27): which account prices the single payment the payment screens show
 * first. The account is a column without a foreign key, so it is checked here to be one of the tenant's own,
 * switched-on accounts; a later switch-off keeps the choice stored while the screens fall back to the cheapest
 * (pay-without-login.service singlePaymentPreference). Saved with an audit entry and announced on the change bus.
 */

type Stored = { pricing: 'cheapest' | 'account'; posAccountId: string | null };

async function readStored(db: Db, tenantId: string, forUpdate = false): Promise<Stored> {
  const query = db
    .select({ pricing: tenants.singlePaymentPricing, posAccountId: tenants.singlePaymentPosAccountId })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  const [row] = forUpdate ? await query.for('no key update') : await query;
  if (!row) {
    throw AppError.notFound(messages.tenantNotFound);
  }
  return row;
}

/** The tenant's POS accounts (switched off ones too: the caller decides), each with whether it offers a single payment. */
async function readAccounts(db: Db, tenantId: string) {
  const [accounts, definitions] = await Promise.all([
    db
      .select({
        id: posAccounts.id,
        name: posAccounts.name,
        bankId: posAccounts.bankId,
        isActive: posAccounts.isActive,
      })
      .from(posAccounts)
      .where(eq(posAccounts.tenantId, tenantId))
      .orderBy(asc(posAccounts.sortOrder), asc(posAccounts.name)),
    db
      .select({ posAccountId: commissionDefinitions.posAccountId })
      .from(commissionDefinitions)
      .where(
        and(
          eq(commissionDefinitions.tenantId, tenantId),
          eq(commissionDefinitions.isActive, true),
          eq(commissionDefinitions.commissionRate1Enabled, true),
        ),
      ),
  ]);
  const withSingle = new Set(definitions.map((row) => row.posAccountId));
  return accounts.map((account) => ({ ...account, offersSingle: withSingle.has(account.id) }));
}

function viewOf(stored: Stored, accounts: Awaited<ReturnType<typeof readAccounts>>): AdminSinglePayment {
  const chosen = accounts.find((account) => account.id === stored.posAccountId);
  const applies = stored.pricing === 'account' && chosen?.isActive === true && chosen.offersSingle;
  return {
    pricing: stored.pricing,
    posAccountId: stored.posAccountId,
    accounts: accounts
      .filter((account) => account.isActive)
      .map(({ id, name, bankId }) => ({ id, name, bankId })),
    inEffect: applies ? 'account' : 'cheapest',
  };
}

export async function singlePaymentSettings(ctx: AppContext, auth: AdminAuth): Promise<AdminSinglePayment> {
  const [stored, accounts] = await Promise.all([
    readStored(ctx.db, auth.tenantId),
    readAccounts(ctx.db, auth.tenantId),
  ]);
  return viewOf(stored, accounts);
}

export async function saveSinglePaymentSettings(
  ctx: AppContext,
  auth: AdminAuth,
  input: SinglePaymentSettingsUpdate,
  client: ClientInfo,
): Promise<AdminSinglePayment> {
  const changed = await ctx.db.transaction(async (tx) => {
    const current = await readStored(tx, auth.tenantId, true);
    if (input.posAccountId !== null) {
      // Scoped to the tenant: another tenant's account is as unknown here as one that does not exist.
      const [account] = await tx
        .select({ isActive: posAccounts.isActive })
        .from(posAccounts)
        .where(and(eq(posAccounts.tenantId, auth.tenantId), eq(posAccounts.id, input.posAccountId)))
        .limit(1);
      if (!account) {
        throw AppError.notFound(messages.singlePaymentAccountNotFound);
      }
      if (!account.isActive && input.posAccountId !== current.posAccountId) {
        throw new AppError('BAD_REQUEST', messages.singlePaymentAccountInactive);
      }
    }
    const diff = changedFields<Record<string, unknown>>(
      { singlePaymentPricing: current.pricing, singlePaymentPosAccountId: current.posAccountId },
      { singlePaymentPricing: input.pricing, singlePaymentPosAccountId: input.posAccountId },
    );
    if (diff.changed.length === 0) {
      return false;
    }
    await tx
      .update(tenants)
      .set({
        singlePaymentPricing: input.pricing,
        singlePaymentPosAccountId: input.posAccountId,
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, auth.tenantId));
    await recordTenantSettingsChange(
      tx,
      { tenantId: auth.tenantId, userId: auth.userId, ip: client.ip },
      { before: diff.before, after: diff.after },
    );
    return true;
  });
  if (changed) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
  }
  return singlePaymentSettings(ctx, auth);
}
