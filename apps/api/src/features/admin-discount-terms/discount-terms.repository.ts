import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discountTerms, firmDiscountRates, firms } from '../../db/schema.js';

/** The tenant's discounting terms and agreed firm rates for the console (issue 15), every read scoped to it. */

export type TermsRow = typeof discountTerms.$inferSelect;

export interface FirmRateRow {
  firmId: string;
  code: string;
  name: string;
  annualRate: string;
  updatedAt: Date;
}

/** The tenant's terms row, locked for a change when `forUpdate`; null when it offers no discounting. */
export async function readTermsRow(db: Db, tenantId: string, forUpdate = false): Promise<TermsRow | null> {
  const query = db.select().from(discountTerms).where(eq(discountTerms.tenantId, tenantId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function writeTerms(
  db: Db,
  tenantId: string,
  settings: Record<string, unknown>,
  userId: string,
): Promise<TermsRow> {
  const values = { tenantId, settings, updatedBy: userId, updatedAt: new Date() };
  const [row] = await db
    .insert(discountTerms)
    .values(values)
    .onConflictDoUpdate({ target: discountTerms.tenantId, set: values })
    .returning();
  if (!row) {
    throw new Error('discount terms not written');
  }
  return row;
}

export async function deleteTerms(db: Db, tenantId: string): Promise<void> {
  await db.delete(discountTerms).where(eq(discountTerms.tenantId, tenantId));
}

const rateColumns = {
  firmId: firmDiscountRates.firmId,
  code: firms.branchNumber,
  name: firms.name,
  annualRate: firmDiscountRates.annualRate,
  updatedAt: firmDiscountRates.updatedAt,
};

export function readFirmRates(db: Db, tenantId: string): Promise<FirmRateRow[]> {
  return db
    .select(rateColumns)
    .from(firmDiscountRates)
    .innerJoin(
      firms,
      and(eq(firms.tenantId, firmDiscountRates.tenantId), eq(firms.id, firmDiscountRates.firmId)),
    )
    .where(eq(firmDiscountRates.tenantId, tenantId))
    .orderBy(asc(firms.name), asc(firms.branchNumber));
}

/** One firm's agreed rate, locked for a change; null when it has none. */
export async function readFirmRate(db: Db, tenantId: string, firmId: string): Promise<FirmRateRow | null> {
  const [row] = await db
    .select(rateColumns)
    .from(firmDiscountRates)
    .innerJoin(
      firms,
      and(eq(firms.tenantId, firmDiscountRates.tenantId), eq(firms.id, firmDiscountRates.firmId)),
    )
    .where(and(eq(firmDiscountRates.tenantId, tenantId), eq(firmDiscountRates.firmId, firmId)))
    .limit(1)
    .for('update', { of: firmDiscountRates });
  return row ?? null;
}

/** The tenant's firm (code and name), or null for another tenant's or no firm. */
export async function readFirm(
  db: Db,
  tenantId: string,
  firmId: string,
): Promise<{ code: string; name: string } | null> {
  const [row] = await db
    .select({ code: firms.branchNumber, name: firms.name })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), eq(firms.id, firmId)))
    .limit(1);
  return row ?? null;
}

export async function writeFirmRate(
  db: Db,
  tenantId: string,
  firmId: string,
  annualRate: string,
): Promise<Date> {
  const values = { tenantId, firmId, annualRate, updatedAt: new Date() };
  await db
    .insert(firmDiscountRates)
    .values(values)
    .onConflictDoUpdate({ target: [firmDiscountRates.tenantId, firmDiscountRates.firmId], set: values });
  return values.updatedAt;
}

export async function deleteFirmRate(db: Db, tenantId: string, firmId: string): Promise<void> {
  await db
    .delete(firmDiscountRates)
    .where(and(eq(firmDiscountRates.tenantId, tenantId), eq(firmDiscountRates.firmId, firmId)));
}
