import {
  IMPORT_COLUMNS,
  IMPORT_STATUS_ERRORS,
  type ImportStatus,
  type ImportSummary,
  type IntegrationEntity,
  messages,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminAuth } from '../../types.js';
import {
  failStaleImports,
  findImport,
  listImports,
  presentImport,
  rowErrorsPage,
  startImport,
} from './import.repository.js';
import { fieldsOfHeader } from './import-header.js';
import { type FileRow, openRows } from './import-reader.js';
import { type ImportJob, runImport } from './import-runner.js';
import { discardUpload, type UploadedFile } from './import-upload.js';

/** The console's import (issue 15, section 6): started from an upload, run in the background, read by anyone. */

const RECENT_IMPORTS = 20;

/** The imports this instance runs, to stop them on shutdown (their rows then say failed, not running). */
export class ImportJobs {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  start(ctx: AppContext, job: ImportJob): void {
    const controller = new AbortController();
    const done = runImport(ctx, job, controller.signal).finally(() => this.running.delete(job.id));
    this.running.set(job.id, { controller, done });
  }

  /** Stops every running import of this instance and waits for each to record its end. */
  async stopAll(): Promise<void> {
    const jobs = [...this.running.values()];
    for (const job of jobs) {
      job.controller.abort();
    }
    await Promise.all(jobs.map((job) => job.done));
  }
}

/** The header row: the first row with any text; a file that cannot be read as a spreadsheet is refused (415). */
async function headerOf(rows: AsyncGenerator<FileRow>): Promise<string[]> {
  try {
    for (;;) {
      const next = await rows.next();
      if (next.done) {
        throw new AppError('BAD_REQUEST', messages.importEmpty);
      }
      if (next.value.cells.some((cell) => cell.trim())) {
        return next.value.cells;
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.importNotSpreadsheet);
  }
}

/** Checks the file's header, records the import and starts it; answers its id at once. */
export async function beginImport(
  ctx: AppContext,
  jobs: ImportJobs,
  admin: AdminAuth,
  entity: IntegrationEntity,
  fileName: string,
  file: UploadedFile,
  client: ClientInfo,
): Promise<string> {
  const source = openRows(file);
  try {
    const fields = fieldsOfHeader(entity, await headerOf(source.rows));
    fields.forEach((field, index) => {
      if (field && IMPORT_COLUMNS[entity].find((column) => column.key === field)?.kind === 'date') {
        source.dateColumns.add(index);
      }
    });
    const id = await startImport(ctx.db, {
      tenantId: admin.tenantId,
      entity,
      fileName,
      format: file.format,
      sizeBytes: file.sizeBytes,
      createdBy: admin.userId,
    });
    if (id === null) {
      throw new AppError('BAD_REQUEST', messages.importRunning);
    }
    jobs.start(ctx, {
      id,
      tenantId: admin.tenantId,
      userId: admin.userId,
      entity,
      file,
      source,
      fields,
      client,
    });
    return id;
  } catch (error) {
    await source.rows.return(undefined).catch(() => undefined);
    await discardUpload(file);
    throw error;
  }
}

/** One import's progress with its first row errors; another tenant's import is not found. */
export async function importStatus(ctx: AppContext, admin: AdminAuth, id: string): Promise<ImportStatus> {
  await failStaleImports(ctx.db, admin.tenantId);
  const found = await findImport(ctx.db, admin.tenantId, id);
  if (!found) {
    throw AppError.notFound(messages.importNotFound);
  }
  return {
    ...presentImport(found.row, found.createdBy),
    rowErrors: await rowErrorsPage(ctx.db, id, 0, IMPORT_STATUS_ERRORS),
  };
}

export async function recentImports(ctx: AppContext, admin: AdminAuth): Promise<ImportSummary[]> {
  await failStaleImports(ctx.db, admin.tenantId);
  const rows = await listImports(ctx.db, admin.tenantId, RECENT_IMPORTS);
  return rows.map((r) => presentImport(r.row, r.createdBy));
}

/** The import (of this tenant) whose errors are asked for. */
export async function importOf(ctx: AppContext, admin: AdminAuth, id: string) {
  const found = await findImport(ctx.db, admin.tenantId, id);
  if (!found) {
    throw AppError.notFound(messages.importNotFound);
  }
  return found.row;
}
