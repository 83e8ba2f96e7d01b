import {
  istanbulIsoDate,
  messages,
  type SubFirmCreate,
  type SubFirmDetail,
  type SubFirmListFilter,
  type SubFirmListQuery,
  type SubFirmPage,
  type SubFirmRow,
  type SubFirmUpdate,
} from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import { firms } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import type { SessionAuth } from '../../types.js';
import { revokeFirmSessions } from '../auth/auth.repository.js';
import { balanceFromFigures } from '../erp/balance.service.js';
import {
  countSubFirms,
  findSubFirm,
  readSubFirmRows,
  type SubFirmListRecord,
  type SubFirmRecord,
} from './sub-firms.repository.js';

/** The sub-firm list and a sub-firm's master data and status (issue 13): a main firm's user with addSubFirm. */

/** The main firm whose sub-firms the user manages: its own; a sub-firm user has none (two levels, SPEC 6). */
export function mainFirmOf(auth: SessionAuth): { tenantId: string; mainFirmId: string } {
  if (auth.isSubFirm) {
    throw AppError.forbidden();
  }
  return { tenantId: auth.tenantId, mainFirmId: auth.firmId };
}

/** The sub-firm, or 404 for any other id. */
export async function requireSubFirm(
  ctx: AppContext,
  auth: SessionAuth,
  id: string,
  forUpdate = false,
  db = ctx.db,
): Promise<SubFirmRecord> {
  const firm = await findSubFirm(db, mainFirmOf(auth), id, forUpdate);
  if (!firm) {
    throw AppError.notFound(messages.subFirmNotFound);
  }
  return firm;
}

function presentRow(
  record: SubFirmListRecord,
  extra: { userCount: number; lastSignInAt: Date | null },
  today: string,
): SubFirmRow {
  const balance = balanceFromFigures({ firmCode: record.code, ...record }, today);
  const overdue = balance.aging.find((row) => row.currencyCode === 'TRY')?.overdue ?? '0.00';
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    taxNumber: record.taxNumber,
    city: record.city,
    contactName: record.contactName,
    email: record.email,
    phone: record.phone,
    riskLimit: record.riskLimit,
    balance: balance.balance.replace(/^-/, ''),
    side: balance.side,
    overdue,
    status: record.isActive ? 'active' : 'passive',
    passiveReason: record.isActive ? null : record.suspendedAt ? 'portal' : 'erp',
    source: record.managedBy,
    userCount: extra.userCount,
    lastSignInAt: extra.lastSignInAt?.toISOString() ?? null,
  };
}

export async function subFirmPage(
  ctx: AppContext,
  auth: SessionAuth,
  query: SubFirmListQuery,
): Promise<SubFirmPage> {
  const today = istanbulIsoDate();
  const scope = { ...mainFirmOf(auth), today };
  const [rows, total] = await Promise.all([
    readSubFirmRows(ctx.db, scope, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countSubFirms(ctx.db, scope, query),
  ]);
  return {
    items: rows.map((row) => presentRow(row, row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every row the list shows for the filter, in its order, a page at a time (the Excel file). */
export async function* subFirmRows(
  ctx: AppContext,
  auth: SessionAuth,
  filter: SubFirmListFilter,
): AsyncGenerator<SubFirmRow> {
  const today = istanbulIsoDate();
  const scope = { ...mainFirmOf(auth), today };
  const size = 500;
  for (let offset = 0; ; offset += size) {
    const rows = await readSubFirmRows(ctx.db, scope, filter, { limit: size, offset });
    for (const row of rows) {
      yield presentRow(row, row, today);
    }
    if (rows.length < size) {
      return;
    }
  }
}

/** One sub-firm as the list shows it, with what only the form needs. */
export async function subFirmDetail(ctx: AppContext, auth: SessionAuth, id: string): Promise<SubFirmDetail> {
  const today = istanbulIsoDate();
  const [firm] = await readSubFirmRows(
    ctx.db,
    { ...mainFirmOf(auth), today },
    { id, sort: 'code', order: 'asc' },
    { limit: 1, offset: 0 },
  );
  if (!firm) {
    throw AppError.notFound(messages.subFirmNotFound);
  }
  return {
    ...presentRow(firm, firm, today),
    taxOffice: firm.taxOffice,
    address: firm.address,
    editable: firm.managedBy === 'portal',
    createdAt: firm.createdAt.toISOString(),
  };
}

const FIELDS = [
  'name',
  'taxNumber',
  'taxOffice',
  'city',
  'address',
  'contactName',
  'email',
  'phone',
  'riskLimit',
] as const;

/** The fields an update changes, before and after (the audit's record). */
function changes(before: SubFirmRecord, after: SubFirmUpdate) {
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of FIELDS) {
    if ((before[field] ?? null) !== (after[field] ?? null)) {
      changed[field] = { before: before[field], after: after[field] };
    }
  }
  return changed;
}

export async function createSubFirm(
  ctx: AppContext,
  auth: SessionAuth,
  input: SubFirmCreate,
  client: ClientInfo,
): Promise<SubFirmDetail> {
  const { tenantId, mainFirmId } = mainFirmOf(auth);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(firms)
        .values({
          tenantId,
          parentFirmId: mainFirmId,
          branchNumber: input.code,
          managedBy: 'portal',
          ...pick(input),
        })
        .returning({ id: firms.id });
      if (!row) {
        throw new Error('firm was not stored');
      }
      await recordAudit(tx, {
        event: 'subfirm.create',
        outcome: 'success',
        tenantId,
        userId: auth.userId,
        ip: client.ip,
        objectType: 'firm',
        objectId: row.id,
        details: { code: input.code, after: pick(input) },
      });
      return row.id;
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') {
      throw new AppError('BAD_REQUEST', messages.firmCodeTaken);
    }
    throw error;
  }
  return subFirmDetail(ctx, auth, id);
}

function pick(input: SubFirmUpdate) {
  return Object.fromEntries(FIELDS.map((field) => [field, input[field]])) as SubFirmUpdate;
}

export async function updateSubFirm(
  ctx: AppContext,
  auth: SessionAuth,
  id: string,
  input: SubFirmUpdate,
  client: ClientInfo,
): Promise<SubFirmDetail> {
  await ctx.db.transaction(async (tx) => {
    const firm = await requireSubFirm(ctx, auth, id, true, tx);
    if (firm.managedBy !== 'portal') {
      throw new AppError('BAD_REQUEST', messages.firmManagedByErp);
    }
    const changed = changes(firm, input);
    if (Object.keys(changed).length === 0) {
      return;
    }
    await tx
      .update(firms)
      .set({ ...pick(input), updatedAt: sql`now()` })
      .where(and(eq(firms.tenantId, auth.tenantId), eq(firms.id, id)));
    await recordAudit(tx, {
      event: 'subfirm.update',
      outcome: 'success',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'firm',
      objectId: id,
      details: { changed },
    });
  });
  return subFirmDetail(ctx, auth, id);
}

/**
 * Switches a sub-firm off or on in the portal. Off: its users' sessions end at once (here and, through the change
 * bus, on every instance) and they cannot sign in; its links and pay-with-params stop taking payments (is_active).
 * On: it is active again unless its ERP keeps it passive.
 */
export async function setSubFirmStatus(
  ctx: AppContext,
  auth: SessionAuth,
  id: string,
  isActive: boolean,
  client: ClientInfo,
): Promise<SubFirmDetail> {
  const changed = await ctx.db.transaction(async (tx) => {
    const firm = await requireSubFirm(ctx, auth, id, true, tx);
    const suspended = firm.suspendedAt !== null;
    if (suspended === !isActive) {
      return false;
    }
    await tx
      .update(firms)
      .set({ suspendedAt: isActive ? null : sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(firms.tenantId, auth.tenantId), eq(firms.id, id)));
    if (!isActive) {
      await revokeFirmSessions(tx, auth.tenantId, id, 'firm_deactivated');
    }
    await recordAudit(tx, {
      event: 'subfirm.status',
      outcome: 'success',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'firm',
      objectId: id,
      details: { before: suspended ? 'suspended' : 'active', after: isActive ? 'active' : 'suspended' },
    });
    return true;
  });
  if (changed) {
    await ctx.guards.sessionsRevoked();
  }
  return subFirmDetail(ctx, auth, id);
}
