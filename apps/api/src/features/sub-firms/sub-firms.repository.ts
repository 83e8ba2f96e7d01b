import type { SubFirmListFilter } from '@tahsilat/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern, queryRows } from '../../db/query.js';
import { firms } from '../../db/schema.js';
import type { AgingRow, PendingRow, TotalsRow } from '../erp/balance.repository.js';
import { balanceFigureColumns } from '../erp/balance.repository.js';
import { allocatedLines, ownerIsFirmRow } from '../erp/pending-allocation.js';

/**
 * The sub-firms of a main firm (issue 13): the page of the list with each row's balance figures, users count and last
 * sign-in, read for the page's rows only; and the single firm the other calls act on.
 */

export interface SubFirmRecord {
  id: string;
  code: string;
  name: string;
  taxNumber: string | null;
  taxOffice: string | null;
  city: string | null;
  address: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  riskLimit: string | null;
  isActive: boolean;
  sourceActive: boolean;
  suspendedAt: Date | null;
  managedBy: 'portal' | 'erp';
  createdAt: Date;
}

export interface SubFirmListRecord extends SubFirmRecord {
  totals: TotalsRow[];
  pending: PendingRow[];
  aging: AgingRow[];
  userCount: number;
  lastSignInAt: Date | null;
}

const recordColumns = {
  id: firms.id,
  code: firms.branchNumber,
  name: firms.name,
  taxNumber: firms.taxNumber,
  taxOffice: firms.taxOffice,
  city: firms.city,
  address: firms.address,
  contactName: firms.contactName,
  email: firms.email,
  phone: firms.phone,
  riskLimit: firms.riskLimit,
  isActive: firms.isActive,
  sourceActive: firms.sourceActive,
  suspendedAt: firms.suspendedAt,
  managedBy: firms.managedBy,
  createdAt: firms.createdAt,
};

/** The conditions of the list and its Excel file: the main firm's sub-firms, narrowed by the filter. */
function listWhere(
  tenantId: string,
  mainFirmId: string,
  filter: SubFirmListFilter & { id?: string },
  today: string,
): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(firms.tenantId, tenantId),
    eq(firms.parentFirmId, mainFirmId),
    filter.id ? eq(firms.id, filter.id) : undefined,
  ];
  if (filter.status) {
    conditions.push(eq(firms.isActive, filter.status === 'active'));
  }
  if (filter.overdueOnly) {
    // Something still owed past due once pending collections pay (pending-allocation.ts, the one rule).
    conditions.push(sql`EXISTS (SELECT 1 FROM (${allocatedLines(ownerIsFirmRow)}) a
       WHERE a.owed > 0 AND a.due_date < ${today}::date)`);
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      sql`(${firms.branchNumber} ILIKE ${pattern} OR ${firms.name} ILIKE ${pattern}
        OR ${firms.taxNumber} ILIKE ${pattern} OR ${firms.city} ILIKE ${pattern}
        OR ${firms.contactName} ILIKE ${pattern} OR ${firms.email} ILIKE ${pattern})`,
    );
  }
  return and(...conditions) as SQL;
}

function orderOf(filter: SubFirmListFilter): SQL {
  const direction = sql.raw(filter.order === 'desc' ? 'DESC' : 'ASC');
  const column = filter.sort === 'name' ? firms.name : firms.branchNumber;
  return sql`${column} ${direction}, ${firms.id} ${direction}`;
}

/** One page of the list (by offset: a dealer list is paged by number) with the figures of its rows. */
export async function readSubFirmRows(
  db: Db,
  scope: { tenantId: string; mainFirmId: string; today: string },
  filter: SubFirmListFilter & { id?: string },
  page: { limit: number; offset: number },
): Promise<SubFirmListRecord[]> {
  const figures = balanceFigureColumns(sql`${scope.today}::date`);
  // The page is chosen first; the figures are read for its rows only.
  const rows = await queryRows<
    Omit<SubFirmListRecord, 'createdAt' | 'suspendedAt' | 'lastSignInAt'> & {
      createdAt: string;
      suspendedAt: string | null;
      lastSignInAt: string | null;
    }
  >(
    db,
    sql`WITH page AS (
          SELECT * FROM ${firms}
           WHERE ${listWhere(scope.tenantId, scope.mainFirmId, filter, scope.today)}
           ORDER BY ${orderOf(filter)}
           LIMIT ${page.limit} OFFSET ${page.offset}
        )
        -- The page is named as the table, so the balance's figure queries find their firm in it.
        SELECT firms.id, firms.branch_number AS "code", firms.name, firms.tax_number AS "taxNumber", firms.tax_office AS "taxOffice",
               firms.city, firms.address, firms.contact_name AS "contactName", firms.email, firms.phone,
               firms.risk_limit::text AS "riskLimit", firms.is_active AS "isActive", firms.source_active AS "sourceActive",
               firms.suspended_at AS "suspendedAt", firms.managed_by AS "managedBy", firms.created_at AS "createdAt",
               ${figures.totals} AS totals, ${figures.pending} AS pending, ${figures.aging} AS aging,
               u.user_count AS "userCount", u.last_sign_in_at AS "lastSignInAt"
          FROM page AS firms
          CROSS JOIN LATERAL (
            SELECT count(*)::int AS user_count, max(ut.last_sign_in_at) AS last_sign_in_at
              FROM user_tenants ut WHERE ut.tenant_id = firms.tenant_id AND ut.firm_id = firms.id
          ) u
         ORDER BY ${sql.raw(orderOfPage(filter))}`,
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    suspendedAt: row.suspendedAt ? new Date(row.suspendedAt) : null,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
  }));
}

/** The page's own order again, on the page's rows (the outer query re-reads them). */
function orderOfPage(filter: SubFirmListFilter): string {
  const direction = filter.order === 'desc' ? 'DESC' : 'ASC';
  return `${filter.sort === 'name' ? 'firms.name' : 'firms.branch_number'} ${direction}, firms.id ${direction}`;
}

export async function countSubFirms(
  db: Db,
  scope: { tenantId: string; mainFirmId: string; today: string },
  filter: SubFirmListFilter,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(firms)
    .where(listWhere(scope.tenantId, scope.mainFirmId, filter, scope.today));
  return row?.count ?? 0;
}

/**
 * A sub-firm of this main firm, locked for an update when `forUpdate`; null for anything else (a sibling, another
 * tenant's firm, the main firm itself, a made-up id), so the caller answers 404 without a hint.
 */
export async function findSubFirm(
  db: Db,
  scope: { tenantId: string; mainFirmId: string },
  id: string,
  forUpdate = false,
): Promise<SubFirmRecord | null> {
  const query = db
    .select(recordColumns)
    .from(firms)
    .where(
      and(eq(firms.tenantId, scope.tenantId), eq(firms.parentFirmId, scope.mainFirmId), eq(firms.id, id)),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
