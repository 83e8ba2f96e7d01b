import {
  type AdminCollectionPage,
  type AdminCollectionQuery,
  type AdminCollectionRow,
  messages,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { decodeCursor } from '../../db/keyset.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminAuth } from '../../types.js';
import { type HistoryDbRow, readHistoryPageAndCount } from '../collection-history/history.repository.js';
import { DEFAULT_HISTORY_PAGE_SIZE, presentRow } from '../collection-history/history.service.js';

/**
 * The console's collections: the collection history's own query and row, over every firm of the administrator's
 * tenant (a firm named in the filter is one more condition; another tenant's firm simply matches nothing). A late
 * charge (the bank took the money after the payer was told it failed) carries its time, so a refund can be checked.
 */

function presentAdminRow(row: HistoryDbRow): AdminCollectionRow {
  return {
    ...presentRow(row),
    lateChargeAt: row.lateChargeAt?.toISOString() ?? null,
  };
}

export async function adminCollectionPage(
  ctx: AppContext,
  admin: AdminAuth,
  query: AdminCollectionQuery,
): Promise<AdminCollectionPage> {
  const { cursor: cursorText, pageSize, sortBy, sortDir, ...filter } = query;
  const sort = { sortBy: sortBy ?? 'createdAt', sortDir: sortDir ?? 'desc' } as const;
  const cursor = cursorText
    ? decodeCursor(cursorText, sort.sortBy === 'createdAt' ? 'instant' : 'amount')
    : null;
  if (cursorText && !cursor) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  const scope = { tenantId: admin.tenantId, firmIds: filter.firmId ? [filter.firmId] : null };
  const { page, total } = await readHistoryPageAndCount(ctx.db, scope, {
    filter,
    ...sort,
    pageSize: Number(pageSize ?? DEFAULT_HISTORY_PAGE_SIZE),
    cursor,
  });
  return { items: page.rows.map(presentAdminRow), nextCursor: page.nextCursor, total };
}
