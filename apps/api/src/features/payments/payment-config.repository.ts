import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  commissionDefinitions,
  exchangeRates,
  paymentMethods,
  posAccounts,
  screenSettings,
  tenantCurrencies,
} from '../../db/schema.js';

export type PosAccountRow = typeof posAccounts.$inferSelect;
export type CommissionDefinitionRow = typeof commissionDefinitions.$inferSelect;

/** Everything a tenant's payment screens read, in one round of queries (cached by PaymentConfigCache). */
export async function loadPaymentConfigRows(db: Db, tenantId: string) {
  const [accounts, definitions, currencies, screens, methods, rates] = await Promise.all([
    db
      .select()
      .from(posAccounts)
      .where(and(eq(posAccounts.tenantId, tenantId), eq(posAccounts.isActive, true)))
      .orderBy(asc(posAccounts.sortOrder), asc(posAccounts.name)),
    db
      .select()
      .from(commissionDefinitions)
      .where(and(eq(commissionDefinitions.tenantId, tenantId), eq(commissionDefinitions.isActive, true)))
      .orderBy(asc(commissionDefinitions.sortOrder), asc(commissionDefinitions.cardName)),
    db
      .select()
      .from(tenantCurrencies)
      .where(eq(tenantCurrencies.tenantId, tenantId))
      .orderBy(asc(tenantCurrencies.sortOrder)),
    db.select().from(screenSettings).where(eq(screenSettings.tenantId, tenantId)),
    db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.isActive, true)))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name)),
    // The newest stored rate of each currency, the tenant's own and the central bank's (the cache picks own ??
    // central): one row per pair, so an own rate set long ago is never crowded out by later central ones.
    db
      .selectDistinctOn([exchangeRates.currencyCode, exchangeRates.tenantId])
      .from(exchangeRates)
      .where(or(eq(exchangeRates.tenantId, tenantId), isNull(exchangeRates.tenantId)))
      .orderBy(exchangeRates.currencyCode, exchangeRates.tenantId, desc(exchangeRates.id)),
  ]);
  return { accounts, definitions, currencies, screens, methods, rates };
}
