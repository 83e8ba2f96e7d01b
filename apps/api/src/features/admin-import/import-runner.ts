import {
  type ImportRowError,
  type IntegrationEntity,
  type ItemResult,
  importItemOf,
  messages,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { writeBatch } from '../integration/batch.service.js';
import { recordPush } from '../integration/sync-state.repository.js';
import { finishImport, recordBatch, touchImport } from './import.repository.js';
import { cellsOfRow } from './import-header.js';
import type { RowSource } from './import-reader.js';
import { discardUpload, type UploadedFile } from './import-upload.js';

/**
 * Runs an import after its answer has gone: rows are read as they are written, 1,000 at a time, each batch through
 * the integration API's `writeBatch` in one transaction with its progress and refused rows. The end is written with
 * its audit entry; a failure or the server's shutdown ends the import as failed (the rows written stay written).
 */

/** The integration API's batch size: the writers' statements are tuned for it. */
export const IMPORT_BATCH_ROWS = 1_000;
const HEARTBEAT_MS = 10_000;

export interface ImportJob {
  id: string;
  tenantId: string;
  userId: string;
  entity: IntegrationEntity;
  file: UploadedFile;
  source: RowSource;
  /** The field of each column, from the header row already read. */
  fields: (string | null)[];
  client: ClientInfo;
}

interface Totals {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  firstFailure: ItemResult | null;
}

/** A file row read for writing: its number and the integration API's item made of it. */
interface ReadRow {
  row: number;
  item: unknown;
}

async function writeRows(ctx: AppContext, job: ImportJob, rows: ReadRow[], totals: Totals) {
  const items = rows.map((row) => row.item);
  await ctx.db.transaction(async (tx) => {
    const result = await writeBatch(tx as Db, job.tenantId, job.entity, items);
    const rowErrors: ImportRowError[] = result.results
      .filter((r) => r.status === 'failed')
      .map((r) => ({ row: rows[r.index]?.row ?? 0, key: r.key, errors: r.errors }));
    await recordBatch(tx as Db, job.id, {
      rows: rows.length,
      created: result.created,
      updated: result.updated,
      unchanged: result.unchanged,
      failed: result.failed,
      readBytes: job.source.bytesRead(),
      rowErrors,
    });
    totals.created += result.created;
    totals.updated += result.updated;
    totals.unchanged += result.unchanged;
    totals.failed += result.failed;
    totals.firstFailure ??= result.results.find((r) => r.status === 'failed') ?? null;
  });
}

async function readAndWrite(ctx: AppContext, job: ImportJob, signal: AbortSignal, totals: Totals) {
  let batch: ReadRow[] = [];
  for await (const row of job.source.rows) {
    if (signal.aborted) {
      throw new Error('import aborted');
    }
    const cells = cellsOfRow(job.fields, row.cells);
    if (cells === null) {
      continue;
    }
    batch.push({ row: row.row, item: importItemOf(job.entity, cells) });
    if (batch.length === IMPORT_BATCH_ROWS) {
      await writeRows(ctx, job, batch, totals);
      batch = [];
    }
  }
  if (batch.length > 0) {
    await writeRows(ctx, job, batch, totals);
  }
}

/** Runs the import to its end; never throws (its outcome is in the import's row). */
export async function runImport(ctx: AppContext, job: ImportJob, signal: AbortSignal): Promise<void> {
  const totals: Totals = { created: 0, updated: 0, unchanged: 0, failed: 0, firstFailure: null };
  const heartbeat = setInterval(() => {
    touchImport(ctx.db, job.id).catch(() => undefined);
  }, HEARTBEAT_MS);
  let error: string | null = null;
  try {
    await readAndWrite(ctx, job, signal, totals);
  } catch (cause) {
    error = signal.aborted ? messages.importInterrupted : messages.importUnreadable;
    if (!signal.aborted) {
      ctx.log.warn({ err: cause, importId: job.id }, 'import stopped');
    }
  } finally {
    clearInterval(heartbeat);
    await job.source.rows.return(undefined).catch(() => undefined);
    await discardUpload(job.file);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await finishImport(
        tx as Db,
        job.id,
        error === null ? { status: 'done' } : { status: 'failed', error },
      );
      const { firstFailure, ...counts } = totals;
      await recordPush(tx as Db, job.tenantId, job.entity, { ...counts, deleted: 0 }, firstFailure);
      await recordAudit(tx as Db, {
        event: 'admin.import',
        outcome: error === null ? 'success' : 'failure',
        tenantId: job.tenantId,
        userId: job.userId,
        ip: job.client.ip,
        objectType: 'import',
        objectId: job.id,
        details: {
          entity: job.entity,
          fileName: row?.fileName ?? null,
          rowsRead: row?.rowsRead ?? 0,
          ...counts,
          ...(error === null ? {} : { error }),
        },
      });
    });
  } catch (cause) {
    // The database is gone (shutdown): the import is marked failed by its stale heartbeat when next read.
    ctx.log.warn({ err: cause, importId: job.id }, 'import end not recorded');
  }
}
