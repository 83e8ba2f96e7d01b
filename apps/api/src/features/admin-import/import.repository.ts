import {
  type ImportFormat,
  type ImportRowError,
  type ImportSummary,
  type IntegrationEntity,
  messages,
} from '@tahsilat/domain';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminImportErrors, adminImports, users } from '../../db/schema.js';

/** The import table: the one record of an import's progress that every instance reads. */

/** A running import's heartbeat is at most this old; older, its instance is gone (restarted, killed). */
export const STALE_AFTER_SECONDS = 60;
/** The advisory lock class of import starts (with the tenant's hash): one running import per tenant. */
const IMPORT_START_LOCK = 7_243_015;

type ImportRow = typeof adminImports.$inferSelect;

export function presentImport(row: ImportRow, createdBy: string | null): ImportSummary {
  return {
    id: row.id,
    entity: row.entity as IntegrationEntity,
    fileName: row.fileName,
    format: row.format as ImportFormat,
    status: row.status as ImportSummary['status'],
    sizeBytes: row.sizeBytes,
    readBytes: row.readBytes,
    rowsRead: row.rowsRead,
    created: row.rowsCreated,
    updated: row.rowsUpdated,
    unchanged: row.rowsUnchanged,
    failed: row.rowsFailed,
    error: row.error,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Marks the tenant's running imports whose heartbeat stopped as failed: their instance will never finish them. */
export async function failStaleImports(db: Db, tenantId: string): Promise<void> {
  await db
    .update(adminImports)
    .set({ status: 'failed', error: messages.importInterrupted, finishedAt: sql`now()` })
    .where(
      and(
        eq(adminImports.tenantId, tenantId),
        eq(adminImports.status, 'running'),
        lt(adminImports.updatedAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`),
      ),
    );
}

export interface NewImport {
  tenantId: string;
  entity: IntegrationEntity;
  fileName: string;
  format: ImportFormat;
  sizeBytes: number;
  createdBy: string;
}

/** Starts an import unless the tenant has one running (answers null then); checked and written under a lock. */
export async function startImport(db: Db, values: NewImport): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_START_LOCK}, hashtext(${values.tenantId}))`);
    await failStaleImports(tx as Db, values.tenantId);
    const running = await tx
      .select({ id: adminImports.id })
      .from(adminImports)
      .where(and(eq(adminImports.tenantId, values.tenantId), eq(adminImports.status, 'running')))
      .limit(1);
    if (running.length > 0) {
      return null;
    }
    const [row] = await tx.insert(adminImports).values(values).returning({ id: adminImports.id });
    return row?.id ?? null;
  });
}

export interface BatchProgress {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  readBytes: number;
  rowErrors: ImportRowError[];
}

/** Adds a written batch to the import, with its refused rows (on the batch's own transaction). */
export async function recordBatch(db: Db, id: string, progress: BatchProgress): Promise<void> {
  if (progress.rowErrors.length > 0) {
    await db
      .insert(adminImportErrors)
      .values(progress.rowErrors.map((e) => ({ importId: id, rowNo: e.row, key: e.key, errors: e.errors })));
  }
  await db
    .update(adminImports)
    .set({
      rowsRead: sql`${adminImports.rowsRead} + ${progress.rows}`,
      rowsCreated: sql`${adminImports.rowsCreated} + ${progress.created}`,
      rowsUpdated: sql`${adminImports.rowsUpdated} + ${progress.updated}`,
      rowsUnchanged: sql`${adminImports.rowsUnchanged} + ${progress.unchanged}`,
      rowsFailed: sql`${adminImports.rowsFailed} + ${progress.failed}`,
      readBytes: progress.readBytes,
      updatedAt: sql`now()`,
    })
    .where(eq(adminImports.id, id));
}

/** Keeps a running import's heartbeat fresh between batches. */
export async function touchImport(db: Db, id: string): Promise<void> {
  await db
    .update(adminImports)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(adminImports.id, id), eq(adminImports.status, 'running')));
}

/** Ends an import (done, or failed with the reason); answers the final row. */
export async function finishImport(
  db: Db,
  id: string,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
): Promise<ImportRow | null> {
  const [row] = await db
    .update(adminImports)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(outcome.status === 'done' ? { readBytes: sql`${adminImports.sizeBytes}` } : {}),
    })
    .where(eq(adminImports.id, id))
    .returning();
  return row ?? null;
}

/** One import of the tenant with its creator's name (null when it is another tenant's or unknown). */
export async function findImport(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select({ row: adminImports, createdBy: users.name })
    .from(adminImports)
    .leftJoin(users, eq(users.id, adminImports.createdBy))
    .where(and(eq(adminImports.tenantId, tenantId), eq(adminImports.id, id)));
  return row ?? null;
}

/** The tenant's latest imports, newest first. */
export async function listImports(db: Db, tenantId: string, limit: number) {
  return db
    .select({ row: adminImports, createdBy: users.name })
    .from(adminImports)
    .leftJoin(users, eq(users.id, adminImports.createdBy))
    .where(eq(adminImports.tenantId, tenantId))
    .orderBy(desc(adminImports.createdAt))
    .limit(limit);
}

/** Row errors of an import by row number, after `afterRow` (keyset). */
export async function rowErrorsPage(
  db: Db,
  id: string,
  afterRow: number,
  limit: number,
): Promise<ImportRowError[]> {
  const rows = await db
    .select()
    .from(adminImportErrors)
    .where(and(eq(adminImportErrors.importId, id), gt(adminImportErrors.rowNo, afterRow)))
    .orderBy(asc(adminImportErrors.rowNo))
    .limit(limit);
  return rows.map((r) => ({ row: r.rowNo, key: r.key, errors: r.errors as ImportRowError['errors'] }));
}
