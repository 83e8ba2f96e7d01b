import {
  AUDIT_EVENTS,
  AUDIT_OUTCOMES,
  type AuditLogFilter,
  type AuditLogFilters,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditLogRow,
  messages,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { AdminAuth } from '../../types.js';
import { type AuditCursor, type AuditDbRow, readAuditPage, usersInLog } from './audit.repository.js';

/** The audit log viewer's rules: the administrator's own tenant only, and every read of the log is itself logged. */

const INSTANT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;
const ENTRY_ID = /^[1-9]\d{0,15}$/;

export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.occurredAt, String(cursor.id)]), 'utf8').toString('base64url');
}

/** The cursor encodeAuditCursor made, or null for anything else. */
export function decodeAuditCursor(text: string): AuditCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      INSTANT.test(parsed[0]) &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      ENTRY_ID.test(parsed[1])
    ) {
      return { occurredAt: parsed[0], id: Number(parsed[1]) };
    }
  } catch {
    // not base64 JSON: refused below
  }
  return null;
}

/** Details as stored; a value that is not an object (never written by recordAudit) is wrapped, not dropped. */
function detailsOf(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) {
    return null;
  }
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

export function presentAuditRow(row: AuditDbRow): AuditLogRow {
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    event: row.event,
    outcome: row.outcome,
    userId: row.userId,
    userEmail: row.userEmail,
    userName: row.userName,
    ip: row.ip,
    objectType: row.objectType,
    objectId: row.objectId,
    details: detailsOf(row.details),
  };
}

/** The filters given, for the audit entry of a read (PCI 10.2.1.3: what the administrator looked at). */
export function filterDetails(filter: AuditLogFilter): Record<string, string> {
  const { userId, event, outcome, from, to, search } = filter;
  return Object.fromEntries(
    Object.entries({ userId, event, outcome, from, to, search }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

export function recordLogRead(
  ctx: AppContext,
  admin: AdminAuth,
  client: ClientInfo,
  event: 'audit-log.read' | 'audit-log.export',
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(ctx.db, {
    event,
    outcome: 'success',
    tenantId: admin.tenantId,
    userId: admin.userId,
    ip: client.ip,
    objectType: 'audit_log',
    details,
  });
}

/** GET /admin/AuditLog: one page, newest first; nextCursor continues with older entries. */
export async function auditLogPage(
  ctx: AppContext,
  admin: AdminAuth,
  query: AuditLogQuery,
  client: ClientInfo,
): Promise<AuditLogPage> {
  const { cursor: cursorText, limit, ...filter } = query;
  const cursor = cursorText ? decodeAuditCursor(cursorText) : null;
  if (cursorText && !cursor) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  const rows = await readAuditPage(ctx.db, admin.tenantId, filter, cursor, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeAuditCursor({ occurredAt: last.occurredAtText, id: last.id }) : null;
  // Written after the read, so a page never holds its own entry.
  await recordLogRead(ctx, admin, client, 'audit-log.read', {
    ...filterDetails(filter),
    ...(cursor ? { after: String(cursor.id) } : {}),
    rows: page.length,
  });
  return { items: page.map(presentAuditRow), nextCursor };
}

/** Every matching entry, newest first, in batches, up to `max` (the Excel file). */
export async function* auditLogRows(
  ctx: AppContext,
  admin: AdminAuth,
  filter: AuditLogFilter,
  max: number,
  batchSize = 1000,
): AsyncGenerator<AuditLogRow> {
  let cursor: AuditCursor | null = null;
  let left = max;
  while (left > 0) {
    const take = Math.min(batchSize, left);
    const rows = await readAuditPage(ctx.db, admin.tenantId, filter, cursor, take);
    yield* rows.map(presentAuditRow);
    const last = rows.at(-1);
    if (!last || rows.length < take) {
      return;
    }
    left -= rows.length;
    cursor = { occurredAt: last.occurredAtText, id: last.id };
  }
}

/** GET /admin/AuditLog/Filters: who appears in the tenant's log, and the events and outcomes there are. */
export async function auditLogFilters(ctx: AppContext, admin: AdminAuth): Promise<AuditLogFilters> {
  return {
    users: await usersInLog(ctx.db, admin.tenantId),
    events: [...AUDIT_EVENTS],
    outcomes: [...AUDIT_OUTCOMES],
  };
}
