import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './tenants.js';

/**
 * The administrator's XLSX/CSV imports (issue 15, section 6): one row per uploaded file with its progress, kept in
 * the database so that every API instance answers the same status. `updated_at` is the running import's
 * heartbeat: a running import whose heartbeat stopped (its instance restarted) is marked failed when read.
 */
export const adminImports = pgTable(
  'admin_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    fileName: text('file_name').notNull(),
    /** 'xlsx' or 'csv'. */
    format: text('format').notNull(),
    /** 'running', 'done' or 'failed'. */
    status: text('status').notNull().default('running'),
    /** The file's size and how much of it has been read: the progress of a file whose row count is not known. */
    sizeBytes: integer('size_bytes').notNull(),
    readBytes: integer('read_bytes').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsCreated: integer('rows_created').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsUnchanged: integer('rows_unchanged').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    /** Why the whole import stopped (an unreadable file, an interrupted server); null otherwise. */
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('admin_imports_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** The rows an import refused: the row number in the file, its key when readable, and the field messages. */
export const adminImportErrors = pgTable(
  'admin_import_errors',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => adminImports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    key: text('key'),
    /** [{ field, message }], the integration API's item errors. */
    errors: jsonb('errors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNo] })],
);
