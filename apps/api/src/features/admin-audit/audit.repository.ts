import type { AuditLogFilter, AuditLogUser } from '@tahsilat/domain';
import { and, asc, desc, eq, exists, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { instantText } from '../../db/keyset.js';
import { likePattern } from '../../db/query.js';
import { auditLog, users } from '../../db/schema.js';
import { istanbulMidnight } from '../../lib/istanbul-time.js';

/** The audit log's reads for a tenant's administrator: every query is scoped by the tenant first. */

/** Where the previous page ended: the entry's time with its microseconds, and its id. */
export interface AuditCursor {
  occurredAt: string;
  id: number;
}

const a = auditLog;

function filterConditions(tenantId: string, filter: AuditLogFilter): SQL[] {
  const conditions: SQL[] = [eq(a.tenantId, tenantId)];
  if (filter.userId) {
    conditions.push(eq(a.userId, filter.userId));
  }
  if (filter.event) {
    conditions.push(eq(a.event, filter.event));
  }
  if (filter.outcome) {
    conditions.push(eq(a.outcome, filter.outcome));
  }
  if (filter.from) {
    conditions.push(gte(a.occurredAt, istanbulMidnight(filter.from, 0)));
  }
  if (filter.to) {
    conditions.push(lt(a.occurredAt, istanbulMidnight(filter.to, 1)));
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(sql`${a.objectId} ILIKE ${pattern}`, sql`${a.ip} ILIKE ${pattern}`) as SQL);
  }
  return conditions;
}

/**
 * Entries older than the cursor in (occurred_at, id) order. The `<=` bound on its own lets the planner walk the
 * (tenant_id, occurred_at) index from the cursor on; the OR breaks ties between entries of the same instant.
 */
function afterCursor(cursor: AuditCursor): SQL {
  const at = sql`${cursor.occurredAt}::timestamptz`;
  return and(sql`${a.occurredAt} <= ${at}`, or(sql`${a.occurredAt} < ${at}`, lt(a.id, cursor.id))) as SQL;
}

const columns = {
  id: a.id,
  occurredAt: a.occurredAt,
  occurredAtText: instantText(a.occurredAt),
  event: a.event,
  outcome: a.outcome,
  userId: a.userId,
  userEmail: users.email,
  userName: users.name,
  ip: a.ip,
  objectType: a.objectType,
  objectId: a.objectId,
  details: a.details,
};

/** The query of one page, newest first: `take` rows after the cursor (built apart so a test can EXPLAIN it). */
export function auditPageQuery(
  db: Db,
  tenantId: string,
  filter: AuditLogFilter,
  cursor: AuditCursor | null,
  take: number,
) {
  const conditions = filterConditions(tenantId, filter);
  if (cursor) {
    conditions.push(afterCursor(cursor));
  }
  return db
    .select(columns)
    .from(a)
    .leftJoin(users, eq(users.id, a.userId))
    .where(and(...conditions))
    .orderBy(desc(a.occurredAt), desc(a.id))
    .limit(take);
}

export type AuditDbRow = Awaited<ReturnType<typeof auditPageQuery>>[number];

export function readAuditPage(
  db: Db,
  tenantId: string,
  filter: AuditLogFilter,
  cursor: AuditCursor | null,
  take: number,
): Promise<AuditDbRow[]> {
  return auditPageQuery(db, tenantId, filter, cursor, take);
}

/** Whether more than `count` entries match (the Excel file's cap), read from the index without the rows. */
export async function hasMoreThan(
  db: Db,
  tenantId: string,
  filter: AuditLogFilter,
  count: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .where(and(...filterConditions(tenantId, filter)))
    .orderBy(desc(a.occurredAt), desc(a.id))
    .offset(count)
    .limit(1);
  return rows.length > 0;
}

/** The users who appear in the tenant's log, by name; the planner picks either audit_log index for the probe. */
export function usersInLog(db: Db, tenantId: string): Promise<AuditLogUser[]> {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(a)
          .where(and(eq(a.tenantId, tenantId), eq(a.userId, users.id))),
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
}
