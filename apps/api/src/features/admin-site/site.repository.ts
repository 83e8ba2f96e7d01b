import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenantDomains, tenants } from '../../db/schema.js';

/** The brand and site settings' reads and writes (issue 15): one tenant row and its host names. */

export type TenantRow = typeof tenants.$inferSelect;
export type TenantChanges = Partial<
  Pick<
    typeof tenants.$inferInsert,
    | 'name'
    | 'pageTitle'
    | 'phoneNumber'
    | 'email'
    | 'address'
    | 'taxNumber'
    | 'taxOffice'
    | 'loginBannerImageUrl'
    | 'logoPath'
    | 'loginBannerImagePath'
    | 'confidentialityAgreementPath'
    | 'salesAgreementPath'
    | 'b2bPayWithLinkDefaultLanguageOption'
    | 'isPaymentWithoutLoginAllowed'
    | 'isPaymentWithParams'
    | 'isPreAuthAllowed'
    | 'isUseB2bCurrencyExchange'
    | 'b2bViewCurrencyExchangeRate'
    | 'isPosTransactionUseAdditionalField'
    | 'b2bIsUseAdditionalFieldForPolicy'
    | 'b2bShowCustomFields'
    | 'showCustomFields'
    | 'lateInterestMonthlyRate'
    | 'stockAvailabilityDisplay'
    | 'stockLowThreshold'
    | 'b2bMenuLinkItemLink'
    | 'b2bMenuLinkItemTitle'
    | 'posCollectionDescription'
    | 'textTranslations'
  >
>;

/** The tenant's row, locked for a change when `forUpdate`. */
export async function readTenant(db: Db, tenantId: string, forUpdate = false): Promise<TenantRow | null> {
  const query = db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  // No key update: sessions, audit rows and payments that refer to the tenant are not held up by a save.
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row ?? null;
}

export async function readDomains(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ host: tenantDomains.host })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(asc(tenantDomains.host));
  return rows.map((row) => row.host);
}

export async function writeTenant(db: Db, tenantId: string, changes: TenantChanges): Promise<TenantRow> {
  const [row] = await db
    .update(tenants)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning();
  if (!row) {
    throw new Error('tenant not written');
  }
  return row;
}
