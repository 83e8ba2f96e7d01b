import { z } from 'zod';
import { answerOf } from './envelope.js';
import { INTEGRATION_ENTITIES } from './integration-items.js';
import { messages } from './messages.js';

/**
 * The administrator's XLSX/CSV import (issue 15, section 6): the routes' parameters and answers. The columns and
 * the row-to-item reading are in admin-import-columns.ts; the rules are the integration API's items'.
 */

/** Larger files are refused (413): 100,000 movements are about 8 MB as XLSX and 12 MB as CSV. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Row errors shown in the status answer; the errors file holds them all. */
export const IMPORT_STATUS_ERRORS = 50;
export const IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;

export const ImportEntityParam = z.object({
  entity: z.enum(INTEGRATION_ENTITIES, { error: messages.importEntityUnknown }),
});

export const ImportIdParam = z.object({ id: z.uuid({ error: messages.importNotFound }) });

export const ImportFormatQuery = z.object({
  format: z.enum(IMPORT_FORMATS, { error: messages.importFormatUnknown }).default('xlsx'),
});

export const ImportUploadQuery = z.object({
  /** The file's name as the administrator chose it (the body is the file itself). */
  fileName: z
    .string()
    .trim()
    .min(1, messages.importFileNameInvalid)
    .max(200, messages.importFileNameInvalid)
    // No folder part and no control character (the name is shown and written into the audit log).
    .refine(
      (name) => ![...name].some((c) => c === '/' || c === '\\' || (c.codePointAt(0) ?? 0) < 0x20),
      messages.importFileNameInvalid,
    ),
});

export const ImportRowError = z.object({
  /** The row number in the file (the header is row 1). */
  row: z.number().int(),
  /** The record's key when it could be read. */
  key: z.string().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

export const ImportSummary = z.object({
  id: z.uuid(),
  entity: z.enum(INTEGRATION_ENTITIES),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  /** The file's size and the bytes read so far: the progress of a file whose row count is not known ahead. */
  sizeBytes: z.number().int(),
  readBytes: z.number().int(),
  rowsRead: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** Why the whole import stopped; null when it ran to its end. */
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

export const ImportStatus = ImportSummary.extend({
  /** The first row errors, by row number. */
  rowErrors: z.array(ImportRowError),
});
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ImportStartedAnswer = answerOf(z.object({ id: z.uuid() }));
export const ImportStatusAnswer = answerOf(ImportStatus);
export const ImportListAnswer = answerOf(z.array(ImportSummary));
