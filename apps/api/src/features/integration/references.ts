import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firms, posTransactions } from '../../db/schema.js';

/** What a batch's items refer to, looked up once per batch (tenant first). */

export interface FirmRef {
  id: string;
  parentFirmId: string | null;
  hasSubFirms: boolean;
}

/** The tenant's firms with these codes, in one round trip (whether a firm has sub-firms comes with it). */
export async function findFirmsByCode(
  db: Db,
  tenantId: string,
  codes: string[],
): Promise<Map<string, FirmRef>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      code: firms.branchNumber,
      id: firms.id,
      parentFirmId: firms.parentFirmId,
      // Written out: drizzle leaves a single table's columns unqualified, which the subquery would take as its own.
      hasSubFirms: sql<boolean>`EXISTS (SELECT 1 FROM firms AS sub
        WHERE sub.tenant_id = "firms"."tenant_id" AND sub.parent_firm_id = "firms"."id")`,
    })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), inArray(firms.branchNumber, unique)));
  return new Map(rows.map(({ code, ...firm }) => [code, firm]));
}

/** Collections of the tenant (in its feed) among these ids, with the code of the firm each was paid for. */
export async function findCollectionFirms(
  db: Db,
  tenantId: string,
  ids: string[],
): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: posTransactions.id, firmCode: firms.branchNumber })
    .from(posTransactions)
    .leftJoin(firms, and(eq(firms.tenantId, posTransactions.tenantId), eq(firms.id, posTransactions.firmId)))
    .where(
      and(
        eq(posTransactions.tenantId, tenantId),
        inArray(posTransactions.id, unique),
        isNotNull(posTransactions.feedSeq),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.firmCode]));
}
