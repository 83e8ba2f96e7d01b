import { parseCamt } from './camt.js';
import { parseMt940 } from './mt940.js';
import type { ParsedStatement, StatementFormat } from './statement-types.js';

/** The statement in the format its sender named; either camt is read by the one camt reader, which tells them apart. */
export function readStatement(format: StatementFormat, content: string): ParsedStatement {
  return format === 'mt940' ? parseMt940(content) : parseCamt(content);
}
