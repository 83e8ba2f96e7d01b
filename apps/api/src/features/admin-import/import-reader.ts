import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { UploadedFile } from './import-upload.js';

/**
 * Reads an uploaded file row by row without holding it: XLSX through exceljs's streaming reader (the first sheet),
 * CSV through csv-parse. Both pull from the file as rows are taken, so a slow database slows the reading and memory
 * stays flat. Cells come out as text: a date cell as YYYY-MM-DD, a number as it prints, a formula as its result.
 */

export interface FileRow {
  /** The row number in the file (1 for the first line). */
  row: number;
  cells: string[];
}

export interface RowSource {
  rows: AsyncGenerator<FileRow>;
  /** Bytes of the file read so far (for the progress bar). */
  bytesRead(): number;
  /** XLSX: the positions of the date columns, whose number cells are Excel day serials (set once the header is read). */
  dateColumns: Set<number>;
}

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included); a serial's fraction is the time of day. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const two = (value: number) => String(value).padStart(2, '0');

/** A cell's value as text. Excel keeps no time zone: a date cell's UTC fields are its wall-clock day. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (cell.richText) {
      return cell.richText.map((part) => part.text).join('');
    }
    if ('result' in cell) {
      return cellText(cell.result);
    }
    if ('text' in cell) {
      return cellText(cell.text);
    }
    // An error cell (#N/A, #REF!) is shown as Excel shows it, and the schema refuses it.
    return typeof cell.error === 'string' ? cell.error : '';
  }
  return String(value);
}

/** An Excel day serial as YYYY-MM-DD; anything else as text (and the schema judges it). */
export function excelDayOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 1 && value < 2_958_466) {
    return cellText(new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS));
  }
  return cellText(value);
}

async function* xlsxRows(input: NodeJS.ReadableStream, dateColumns: Set<number>): AsyncGenerator<FileRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input as never, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles would tell a date cell from a number, at twice the time and memory: the header's date columns do.
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      // row.values is 1-based (index 0 is empty).
      yield {
        row: row.number,
        cells: values
          .slice(1)
          .map((value, index) => (dateColumns.has(index) ? excelDayOf(value) : cellText(value))),
      };
    }
    // The first sheet is the data; the others (notes, lists) are not read.
    return;
  }
}

/** The CSV's separator: the one of ';', ',' and tab that the header line holds most of (Turkish Excel uses ';'). */
export function csvDelimiterOf(headerLine: string): string {
  const counts = [';', ',', '\t'].map((d) => [d, headerLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function* csvRows(
  input: NodeJS.ReadableStream,
  encoding: UploadedFile['encoding'],
  delimiter: string,
): AsyncGenerator<FileRow> {
  const decoder = new TextDecoder(encoding);
  const decode = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
  const parser = input.pipe(decode).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      // One record is at most 1 MB: a missing closing quote must not swallow the file into memory.
      max_record_size: 1024 * 1024,
      info: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    yield { row: info.lines, cells: record };
  }
}

/** Opens the file's rows. */
export function openRows(file: UploadedFile): RowSource {
  let read = 0;
  const counted = createReadStream(file.path).pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length;
        done(null, chunk);
      },
    }),
  );
  const dateColumns = new Set<number>();
  return {
    rows:
      file.format === 'xlsx'
        ? xlsxRows(counted, dateColumns)
        : csvRows(counted, file.encoding, file.delimiter),
    bytesRead: () => read,
    dateColumns,
  };
}
