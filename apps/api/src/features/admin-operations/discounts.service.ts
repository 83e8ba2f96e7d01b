import {
  type AdminDiscountPage,
  type AdminDiscountQuery,
  type DiscountRequestView,
  LIST_COUNT_CAP,
  messages,
} from '@tahsilat/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { decodeCursor, instantText, keysetAfter, keysetPage } from '../../db/keyset.js';
import { discountRequests, firms } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminAuth } from '../../types.js';
import { readRequest } from '../invoice-discount/discount.repository.js';
import { summaryOf, withLines } from '../invoice-discount/discount.service.js';

/**
 * The console's discount requests: every firm's requests of the tenant, newest first in keyset pages, and one
 * request with its invoices. The decision itself is the invoice-discount feature's own route
 * (`PUT /admin/discount-requests/:id/status`).
 */

const r = discountRequests;
const firmColumns = { id: firms.id, code: firms.branchNumber, name: firms.name, email: firms.email };

export async function adminDiscountPage(
  ctx: AppContext,
  admin: AdminAuth,
  query: AdminDiscountQuery,
): Promise<AdminDiscountPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor, 'instant') : null;
  if (query.cursor && !cursor) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  const conditions: SQL[] = [eq(r.tenantId, admin.tenantId)];
  if (query.status) {
    conditions.push(eq(r.status, query.status));
  }
  if (query.firmId) {
    conditions.push(eq(r.firmId, query.firmId));
  }
  const filtered = and(...conditions);
  if (cursor) {
    conditions.push(keysetAfter(r.createdAt, 'instant', 'desc', cursor, r.id));
  }
  const pageSize = Number(query.pageSize ?? 20);
  const counted = ctx.db.select({ total: sql<number>`count(*)::int` }).from(
    ctx.db
      .select({ one: sql`1` })
      .from(r)
      .where(filtered)
      .limit(LIST_COUNT_CAP + 1)
      .as('capped'),
  );
  const read = ctx.db
    .select({ request: r, firm: firmColumns, createdAtText: instantText(r.createdAt) })
    .from(r)
    .innerJoin(firms, and(eq(firms.tenantId, r.tenantId), eq(firms.id, r.firmId)))
    .where(and(...conditions))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(pageSize + 1);
  const [rows, [count]] = await Promise.all([read, counted]);
  const page = keysetPage(rows, pageSize, (last) => ({ value: last.createdAtText, id: last.request.id }));
  return {
    items: page.rows.map((row) => summaryOf(row.request, row.firm)),
    nextCursor: page.nextCursor,
    total: Math.min(Number(count?.total ?? 0), LIST_COUNT_CAP),
  };
}

/** One request of the tenant with its invoices and figures; another tenant's is simply not found. */
export async function adminDiscountRequest(
  ctx: AppContext,
  admin: AdminAuth,
  id: string,
): Promise<DiscountRequestView> {
  const row = await readRequest(ctx.db, admin.tenantId, id);
  const [firm] = row
    ? await ctx.db
        .select(firmColumns)
        .from(firms)
        .where(and(eq(firms.tenantId, admin.tenantId), eq(firms.id, row.firmId)))
        .limit(1)
    : [];
  if (!row || !firm) {
    throw AppError.notFound(messages.discountRequestNotFound);
  }
  return withLines(ctx.db, row, firm);
}
