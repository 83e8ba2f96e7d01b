import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type IntegrationEntity,
  importColumnOf,
  importHeaderOf,
  messages,
} from '@tahsilat/domain';
import { AppError } from '../../lib/app-error.js';

/**
 * The header row of an import file: which field each column holds. An unknown, repeated or missing required column
 * refuses the file before anything is written (the API refuses an unknown field the same way), naming the column.
 */

const refuse = (template: string, column: string) =>
  new AppError('BAD_REQUEST', template.replace('{column}', column.slice(0, 100)));

/** The field of each column position (null for a column without a title, which is ignored). */
export function fieldsOfHeader(entity: IntegrationEntity, header: readonly string[]): (string | null)[] {
  const seen = new Set<string>();
  const fields = header.map((title) => {
    const text = title.trim();
    if (!text) {
      return null;
    }
    const column = importColumnOf(entity, text);
    if (!column) {
      throw refuse(messages.importUnknownColumn, text);
    }
    if (seen.has(column.key)) {
      throw refuse(messages.importDuplicateColumn, importHeaderOf(column));
    }
    seen.add(column.key);
    return column.key;
  });
  const missing = IMPORT_COLUMNS[entity].find(
    (column: ImportColumn) => column.required && !seen.has(column.key),
  );
  if (missing) {
    throw refuse(messages.importMissingColumn, importHeaderOf(missing));
  }
  return fields;
}

/** A file row as field → cell text; answers null for a row with no text at all (skipped, not counted). */
export function cellsOfRow(
  fields: readonly (string | null)[],
  cells: readonly string[],
): Map<string, string> | null {
  const out = new Map<string, string>();
  let blank = true;
  fields.forEach((field, index) => {
    const text = cells[index] ?? '';
    if (text.trim()) {
      blank = false;
    }
    if (field) {
      out.set(field, text);
    }
  });
  return blank ? null : out;
}
