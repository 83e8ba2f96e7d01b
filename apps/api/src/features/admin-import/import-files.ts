import {
  IMPORT_COLUMNS,
  type ImportFormat,
  type ImportRowError,
  type IntegrationEntity,
  importColumnOfField,
  importHeaderOf,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { writeXlsx, type XlsxRow } from '../../lib/xlsx.js';
import { rowErrorsPage } from './import.repository.js';

/** The files the import page downloads: an entity's template and an import's refused rows. */

/** Turkish Excel opens a CSV split on ';' (its list separator); the BOM tells it the text is UTF-8. */
const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break; a text starting with = + - @ gets a
 * leading apostrophe, so a spreadsheet never runs it as a formula (CSV injection; keys and messages echo the file).
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

/** The template: the header (Turkish title and field name) and one example row. */
export async function templateFile(entity: IntegrationEntity, format: ImportFormat): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[entity];
  if (format === 'csv') {
    return Buffer.from(
      BOM + csvLine(columns.map(importHeaderOf)) + csvLine(columns.map((c) => c.example)),
      'utf8',
    );
  }
  // Every cell is text, so that Excel keeps codes' leading zeros and the example's dates as written.
  return writeXlsx({
    sheetName: entity,
    columns: columns.map((c) => ({ header: importHeaderOf(c), key: c.key, kind: 'text' as const })),
    rows: [Object.fromEntries(columns.map((c) => [c.key, c.example || null])) as XlsxRow],
  });
}

const ERROR_COLUMNS = [
  { header: 'Satır', key: 'row', width: 8, kind: 'integer' },
  { header: 'Anahtar', key: 'key', width: 24, kind: 'text' },
  { header: 'Sütun', key: 'column', width: 30, kind: 'text' },
  { header: 'Hata', key: 'message', width: 80, kind: 'text' },
] as const;

const PAGE = 1_000;

async function* errorLines(db: Db, entity: IntegrationEntity, importId: string): AsyncGenerator<XlsxRow> {
  let after = 0;
  for (;;) {
    const page: ImportRowError[] = await rowErrorsPage(db, importId, after, PAGE);
    for (const rowError of page) {
      for (const { field, message } of rowError.errors) {
        const column = importColumnOfField(entity, field);
        yield {
          row: rowError.row,
          key: rowError.key,
          column: column ? importHeaderOf(column) : field,
          message,
        };
      }
    }
    if (page.length < PAGE) {
      return;
    }
    after = page[page.length - 1]?.row ?? after;
  }
}

/** Every refused row of an import, one line per field message, by row number. */
export async function errorsFile(
  db: Db,
  entity: IntegrationEntity,
  importId: string,
  format: ImportFormat,
): Promise<Buffer> {
  const lines = errorLines(db, entity, importId);
  if (format === 'xlsx') {
    return writeXlsx({ sheetName: 'Hatalar', columns: [...ERROR_COLUMNS], rows: lines });
  }
  const parts = [BOM + csvLine(ERROR_COLUMNS.map((c) => c.header))];
  for await (const line of lines) {
    parts.push(csvLine(ERROR_COLUMNS.map((c) => String(line[c.key] ?? ''))));
  }
  return Buffer.from(parts.join(''), 'utf8');
}
