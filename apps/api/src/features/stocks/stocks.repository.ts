import { LIST_COUNT_CAP, type StockAvailabilityDisplay, type StockListFilter } from '@tahsilat/domain';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern, queryRows } from '../../db/query.js';
import { stockItems } from '../../db/schema.js';

/** The stocks page's reads: the tenant's settings and the firm's rule, and its stock items in code order. */

const s = stockItems;

export interface StockSettingsRow {
  display: StockAvailabilityDisplay;
  lowThreshold: string;
  discountRate: string | null;
  isFirmRule: boolean | null;
}

/**
 * The tenant's availability display and the firm's discount rule in one read: the firm's own rule, else the one for
 * its group code, else none.
 */
export async function findStockSettings(db: Db, tenantId: string, firmId: string) {
  const [row] = await queryRows<StockSettingsRow>(
    db,
    sql`SELECT t.stock_availability_display AS "display", t.stock_low_threshold::text AS "lowThreshold",
          r.discount_rate::text AS "discountRate", r.is_firm_rule AS "isFirmRule"
        FROM tenants t
        JOIN firms f ON f.tenant_id = t.id AND f.id = ${firmId}
        LEFT JOIN LATERAL (
          SELECT rule.discount_rate, rule.firm_id IS NOT NULL AS is_firm_rule
          FROM stock_price_rules rule
          WHERE rule.tenant_id = t.id AND (rule.firm_id = f.id OR rule.firm_group_code = f.group_code)
          ORDER BY rule.firm_id IS NULL
          LIMIT 1
        ) r ON true
        WHERE t.id = ${tenantId}`,
  );
  return row ?? null;
}

function stockConditions(tenantId: string, filter: StockListFilter): SQL[] {
  const conditions: SQL[] = [eq(s.tenantId, tenantId), eq(s.isActive, true)];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      sql`(${s.code} ILIKE ${pattern} OR ${s.name} ILIKE ${pattern} OR ${s.barcode} ILIKE ${pattern})`,
    );
  }
  if (filter.group) {
    conditions.push(eq(s.groupName, filter.group));
  }
  if (filter.brand) {
    conditions.push(eq(s.brand, filter.brand));
  }
  if (filter.warehouse && filter.inStockOnly) {
    conditions.push(sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${s.warehouses}) AS w
      WHERE w->>'code' = ${filter.warehouse} AND (w->>'onHand')::numeric - (w->>'reserved')::numeric > 0)`);
  } else if (filter.warehouse) {
    conditions.push(sql`${s.warehouses} @> ${JSON.stringify([{ code: filter.warehouse }])}::jsonb`);
  } else if (filter.inStockOnly) {
    conditions.push(sql`${s.available} > 0`);
  }
  return conditions;
}

export const stockColumns = {
  code: s.code,
  name: s.name,
  brand: s.brand,
  groupName: s.groupName,
  unit: s.unit,
  barcode: s.barcode,
  listPrice: s.listPrice,
  currencyCode: s.currencyCode,
  vatRate: s.vatRate,
  warehouses: s.warehouses,
  available: s.available,
};
export type StockDbRow = Awaited<ReturnType<typeof readStocks>>[number];

/** Up to `limit` items after the code `afterCode`, in code order. */
export function readStocks(
  db: Db,
  tenantId: string,
  filter: StockListFilter,
  afterCode: string | null,
  limit: number,
) {
  const conditions = stockConditions(tenantId, filter);
  if (afterCode !== null) {
    conditions.push(gt(s.code, afterCode));
  }
  return db
    .select(stockColumns)
    .from(s)
    .where(and(...conditions))
    .orderBy(asc(s.code))
    .limit(limit);
}

/** How many items match, counted up to LIST_COUNT_CAP + 1. */
export async function countStocks(db: Db, tenantId: string, filter: StockListFilter): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(s)
      .where(and(...stockConditions(tenantId, filter)))
      .limit(LIST_COUNT_CAP + 1)
      .as('capped'),
  );
  return Number(counted?.total ?? 0);
}

/** The groups, brands and warehouses the tenant's active items use, for the filter bar. */
export async function readStockFilterOptions(db: Db, tenantId: string) {
  const [groups, brands, warehouses] = await Promise.all([
    queryRows<{ value: string }>(
      db,
      sql`SELECT DISTINCT group_name AS "value" FROM stock_items
          WHERE tenant_id = ${tenantId} AND is_active AND group_name IS NOT NULL ORDER BY 1`,
    ),
    queryRows<{ value: string }>(
      db,
      sql`SELECT DISTINCT brand AS "value" FROM stock_items
          WHERE tenant_id = ${tenantId} AND is_active AND brand IS NOT NULL ORDER BY 1`,
    ),
    queryRows<{ code: string; name: string | null }>(
      db,
      sql`SELECT w->>'code' AS "code", max(w->>'name') AS "name"
          FROM stock_items, jsonb_array_elements(warehouses) AS w
          WHERE tenant_id = ${tenantId} AND is_active GROUP BY 1 ORDER BY 1`,
    ),
  ]);
  return { groups: groups.map((row) => row.value), brands: brands.map((row) => row.value), warehouses };
}
