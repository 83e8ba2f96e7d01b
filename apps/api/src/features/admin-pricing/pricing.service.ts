import {
  type AdminPaymentMethod,
  type AdminPaymentSet,
  type AdminPricing,
  messages,
  type PaymentMethodInput,
  type PaymentSetInput,
} from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { paymentMethods, paymentSets } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import type { AdminAuth } from '../../types.js';
import {
  definitionCounts,
  lockTenant,
  openLinkCounts,
  type PaymentMethodRow,
  type PaymentSetRow,
  readMethod,
  readMethods,
  readSet,
  readSets,
} from './pricing.repository.js';
import { exchangeRatesOf } from './rates.service.js';

/**
 * Payment sets and payment methods (issue 15 section 4). Neither is ever deleted: payment links and collections keep
 * the set and method they were made with, so a set or method is switched off instead (it leaves the link form and the
 * pay pages, while open links keep working). Every write is audited with before and after in its transaction and
 * announced on the change bus, so every instance's pay pages offer the change on their next request.
 */

const setView = (row: PaymentSetRow, definitions = 0, openLinks = 0): AdminPaymentSet => ({
  id: row.id,
  name: row.name,
  isActive: row.isActive,
  definitionCount: definitions,
  openLinkCount: openLinks,
});

const methodView = (row: PaymentMethodRow): AdminPaymentMethod => ({
  id: row.id,
  name: row.name,
  paymentSetId: row.paymentSetId,
  isActive: row.isActive,
});

export async function pricing(ctx: AppContext, auth: AdminAuth): Promise<AdminPricing> {
  const [sets, methods, definitions, links, rates] = await Promise.all([
    readSets(ctx.db, auth.tenantId),
    readMethods(ctx.db, auth.tenantId),
    definitionCounts(ctx.db, auth.tenantId),
    openLinkCounts(ctx.db, auth.tenantId),
    exchangeRatesOf(ctx, auth.tenantId),
  ]);
  return {
    paymentSets: sets.map((row) => setView(row, definitions.get(row.id), links.get(row.id))),
    paymentMethods: methods.map(methodView),
    rates,
  };
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'tr', { sensitivity: 'base' }) === 0;

async function audit(
  tx: Db,
  auth: AdminAuth,
  client: ClientInfo,
  event: 'payment-set.create' | 'payment-set.update' | 'payment-method.create' | 'payment-method.update',
  objectId: string,
  details: Record<string, unknown>,
) {
  await recordAudit(tx, {
    event,
    outcome: 'success',
    tenantId: auth.tenantId,
    userId: auth.userId,
    ip: client.ip,
    objectType: event.startsWith('payment-set') ? 'payment_set' : 'payment_method',
    objectId,
    details,
  });
}

/** Adds (id null) or changes a payment set; a set with switched-on methods cannot be switched off. */
export async function savePaymentSet(
  ctx: AppContext,
  auth: AdminAuth,
  id: string | null,
  input: PaymentSetInput,
  client: ClientInfo,
): Promise<AdminPaymentSet> {
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    await lockTenant(tx, auth.tenantId);
    const current = id ? await readSet(tx, auth.tenantId, id, true) : null;
    if (id && !current) {
      throw AppError.notFound(messages.commissionPaymentSetNotFound);
    }
    const others = (await readSets(tx, auth.tenantId)).filter((set) => set.id !== id);
    if (others.some((set) => sameName(set.name, input.name))) {
      throw AppError.validation([messages.pricingNameTaken]);
    }
    const before = current ? { name: current.name, isActive: current.isActive } : {};
    const diff = changedFields<Record<string, unknown>>(before, {
      name: input.name,
      isActive: input.isActive,
    });
    if (current && diff.changed.length === 0) {
      return { row: current, changed: false };
    }
    if (current?.isActive && !input.isActive) {
      const methods = await readMethods(tx, auth.tenantId);
      if (methods.some((method) => method.paymentSetId === current.id && method.isActive)) {
        throw new AppError('BAD_REQUEST', messages.pricingSetHasMethods);
      }
    }
    const [written] = current
      ? await tx
          .update(paymentSets)
          .set({ name: input.name, isActive: input.isActive })
          .where(eq(paymentSets.id, current.id))
          .returning()
      : await tx
          .insert(paymentSets)
          .values({
            tenantId: auth.tenantId,
            name: input.name,
            isActive: input.isActive,
            sortOrder: others.length,
          })
          .returning();
    if (!written) {
      throw new Error('payment set not written');
    }
    const details = current ? { before: diff.before, after: diff.after } : { after: diff.after };
    await audit(tx, auth, client, current ? 'payment-set.update' : 'payment-set.create', written.id, details);
    return { row: written, changed: true };
  });
  if (changed) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
  }
  const [definitions, links] = await Promise.all([
    definitionCounts(ctx.db, auth.tenantId),
    openLinkCounts(ctx.db, auth.tenantId),
  ]);
  return setView(row, definitions.get(row.id), links.get(row.id));
}

/** Adds (id null) or changes a payment method; a switched-on method needs a switched-on set (or none). */
export async function savePaymentMethod(
  ctx: AppContext,
  auth: AdminAuth,
  id: string | null,
  input: PaymentMethodInput,
  client: ClientInfo,
): Promise<AdminPaymentMethod> {
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    await lockTenant(tx, auth.tenantId);
    const current = id ? await readMethod(tx, auth.tenantId, id, true) : null;
    if (id && !current) {
      throw AppError.notFound(messages.pricingMethodNotFound);
    }
    const set = input.paymentSetId ? await readSet(tx, auth.tenantId, input.paymentSetId) : null;
    if (input.paymentSetId && !set) {
      throw AppError.notFound(messages.commissionPaymentSetNotFound);
    }
    const others = (await readMethods(tx, auth.tenantId)).filter((method) => method.id !== id);
    if (others.some((method) => sameName(method.name, input.name))) {
      throw AppError.validation([messages.pricingNameTaken]);
    }
    const next = { name: input.name, paymentSetId: input.paymentSetId, isActive: input.isActive };
    const before = current
      ? { name: current.name, paymentSetId: current.paymentSetId, isActive: current.isActive }
      : {};
    const diff = changedFields<Record<string, unknown>>(before, next);
    if (current && diff.changed.length === 0) {
      return { row: current, changed: false };
    }
    if (set && !set.isActive && input.isActive) {
      throw new AppError('BAD_REQUEST', messages.pricingSetInactive);
    }
    const [written] = current
      ? await tx.update(paymentMethods).set(next).where(eq(paymentMethods.id, current.id)).returning()
      : await tx
          .insert(paymentMethods)
          .values({ tenantId: auth.tenantId, ...next, sortOrder: others.length })
          .returning();
    if (!written) {
      throw new Error('payment method not written');
    }
    const details = current ? { before: diff.before, after: diff.after } : { after: diff.after };
    await audit(
      tx,
      auth,
      client,
      current ? 'payment-method.update' : 'payment-method.create',
      written.id,
      details,
    );
    return { row: written, changed: true };
  });
  if (changed) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
  }
  return methodView(row);
}
