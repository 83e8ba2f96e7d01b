import { istanbulIsoDate } from '@tahsilat/domain';
import { and, asc, count, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  commissionDefinitions,
  exchangeRates,
  paymentMethods,
  paymentRequests,
  paymentSets,
  tenants,
} from '../../db/schema.js';

/** Payment sets, payment methods and exchange rates for the console (issue 15), every read scoped to the tenant. */

export type PaymentSetRow = typeof paymentSets.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type RateCode = 'USD' | 'EUR';

export function readSets(db: Db, tenantId: string): Promise<PaymentSetRow[]> {
  return db
    .select()
    .from(paymentSets)
    .where(eq(paymentSets.tenantId, tenantId))
    .orderBy(asc(paymentSets.sortOrder), asc(paymentSets.name));
}

export function readMethods(db: Db, tenantId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.tenantId, tenantId))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name));
}

/** One set of the tenant, locked for a change when `forUpdate`. */
export async function readSet(db: Db, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(paymentSets)
    .where(and(eq(paymentSets.tenantId, tenantId), eq(paymentSets.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function readMethod(db: Db, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Switched-on commission definitions per set. */
export async function definitionCounts(db: Db, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ setId: commissionDefinitions.paymentSetId, n: count() })
    .from(commissionDefinitions)
    .where(and(eq(commissionDefinitions.tenantId, tenantId), eq(commissionDefinitions.isActive, true)))
    .groupBy(commissionDefinitions.paymentSetId);
  return new Map(rows.flatMap((row) => (row.setId ? [[row.setId, row.n] as const] : [])));
}

/** Open payment links (not paid, not cancelled, still valid today) per set. */
export async function openLinkCounts(db: Db, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ setId: paymentRequests.paymentSetId, n: count() })
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.tenantId, tenantId),
        eq(paymentRequests.state, 'open'),
        gte(paymentRequests.validityDate, istanbulIsoDate()),
      ),
    )
    .groupBy(paymentRequests.paymentSetId);
  return new Map(rows.flatMap((row) => (row.setId ? [[row.setId, row.n] as const] : [])));
}

/** The newest central (tenant null) and own rate of each currency. */
export async function readRates(db: Db, tenantId: string): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRates.currencyCode, exchangeRates.tenantId])
    .from(exchangeRates)
    .where(or(eq(exchangeRates.tenantId, tenantId), isNull(exchangeRates.tenantId)))
    .orderBy(exchangeRates.currencyCode, exchangeRates.tenantId, desc(exchangeRates.id));
}

/** The tenant's own rate of a currency (the newest row), locked for a change. */
export async function readOwnRate(db: Db, tenantId: string, code: RateCode) {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.tenantId, tenantId), eq(exchangeRates.currencyCode, code)))
    .orderBy(desc(exchangeRates.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Removes the tenant's own rates of a currency (older ones too, so none resurfaces). */
export async function deleteOwnRates(db: Db, tenantId: string, code: RateCode): Promise<void> {
  await db
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.tenantId, tenantId), eq(exchangeRates.currencyCode, code)));
}

export async function insertOwnRate(db: Db, tenantId: string, code: RateCode, value: string) {
  const [row] = await db
    .insert(exchangeRates)
    .values({
      tenantId,
      currencyCode: code,
      bankNoteSell: value,
      rateDate: istanbulIsoDate(),
      source: 'tenant',
    })
    .returning();
  if (!row) {
    throw new Error('exchange rate not written');
  }
  return row;
}

/** Serialises the tenant's set and method writes (name checks), without holding up sign-ins. */
export async function lockTenant(db: Db, tenantId: string): Promise<void> {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('no key update');
}
