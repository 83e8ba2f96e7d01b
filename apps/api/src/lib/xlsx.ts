import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { istanbulDay } from '@tahsilat/domain';
import ExcelJS from 'exceljs';

/** Excel exports (transaction and link lists): streamed row by row, so a long list never sits in memory as cells. */

export type XlsxCellKind = 'text' | 'money' | 'rate' | 'date' | 'datetime' | 'integer';
export type XlsxValue = string | number | Date | null;
export type XlsxRow = Record<string, XlsxValue>;

export interface XlsxColumn {
  header: string;
  key: string;
  /** In characters; defaults to the header's length, at least 10. */
  width?: number;
  kind: XlsxCellKind;
}

export interface XlsxOptions {
  sheetName: string;
  columns: XlsxColumn[];
  rows: AsyncIterable<XlsxRow> | Iterable<XlsxRow>;
}

/** Türkiye keeps UTC+3 all year (no daylight saving since 2016), as packages/domain's calendar assumes. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Excel refuses longer cell texts (the file opens as "repaired"). */
const MAX_CELL_TEXT = 32_767;
/** Rows between yields to the event loop, so a long export does not stall other requests. */
const ROWS_PER_TURN = 1_000;

const NUMBER_FORMATS: Record<XlsxCellKind, string | undefined> = {
  text: undefined,
  money: '#,##0.00',
  /** An exchange rate: four decimals, as the ERP quotes it. */
  rate: '#,##0.0000',
  integer: '0',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toInstant(value: string | number | Date, key: string): Date {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) {
    throw new Error(`xlsx: column ${key} holds an invalid date`);
  }
  return instant;
}

function toNumber(value: string | number | Date, key: string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (value instanceof Date || !Number.isFinite(number)) {
    throw new Error(`xlsx: column ${key} holds a non-number`);
  }
  return number;
}

/**
 * The cell value for one field. Excel has no time zones: a date is written as its Istanbul wall time
 * (exceljs turns a Date into a serial from its UTC fields, so the Date is shifted by Istanbul's offset).
 */
function cellValue(kind: XlsxCellKind, value: XlsxValue, key: string): string | number | Date | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  switch (kind) {
    case 'text':
      // A string cell is never a formula in xlsx ('=HYPERLINK(…)' stays text); only {formula} values are.
      return (value instanceof Date ? value.toISOString() : String(value)).slice(0, MAX_CELL_TEXT);
    case 'money':
      // Display boundary: this is a spreadsheet cell, not money arithmetic (a double shows 15 significant digits exactly).
      return toNumber(value, key);
    case 'rate':
      // Not money: a rate is only shown, the exact decimal text read once into the cell's number.
      return toNumber(value, key);
    case 'integer':
      return Math.trunc(toNumber(value, key));
    case 'date': {
      const isoDay = typeof value === 'string' ? ISO_DAY.exec(value) : null;
      if (isoDay) {
        return new Date(Date.UTC(Number(isoDay[1]), Number(isoDay[2]) - 1, Number(isoDay[3])));
      }
      const { year, month, day } = istanbulDay(toInstant(value, key));
      return new Date(Date.UTC(year, month - 1, day));
    }
    case 'datetime':
      return new Date(toInstant(value, key).getTime() + ISTANBUL_OFFSET_MS);
  }
}

/** Writes one sheet: bold frozen header with a filter, typed cells, and returns the .xlsx file. */
export async function writeXlsx(options: XlsxOptions): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // A plain sink: its 'finish' (which workbook.commit() waits for) comes after every chunk is kept.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Inline strings: shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
  });
  // Excel's sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheetName = options.sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((column) => ({
    key: column.key,
    width: column.width ?? Math.max(10, column.header.length + 2),
  }));
  const header = sheet.addRow(options.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  const last = sheet.getColumn(Math.max(1, options.columns.length)).letter;
  sheet.autoFilter = `A1:${last}1`;

  const formats = options.columns.map((column) => NUMBER_FORMATS[column.kind]);
  let written = 0;
  for await (const record of options.rows) {
    const row = sheet.addRow(
      options.columns.map((column) => cellValue(column.kind, record[column.key] ?? null, column.key)),
    );
    formats.forEach((numFmt, index) => {
      if (numFmt) {
        row.getCell(index + 1).numFmt = numFmt;
      }
    });
    row.commit();
    written += 1;
    if (written % ROWS_PER_TURN === 0) {
      await nextTurn();
    }
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const two = (value: number) => String(value).padStart(2, '0');

/** A cell as text (for tests): dates in the sheet's wall time as DD.MM.YYYY[ HH:mm], numbers unformatted. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    const day = `${two(value.getUTCDate())}.${two(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
    return cell.numFmt?.includes('hh')
      ? `${day} ${two(value.getUTCHours())}:${two(value.getUTCMinutes())}`
      : day;
  }
  if (typeof value === 'object' && 'formula' in value) {
    return `=${value.formula}`;
  }
  return typeof value === 'object' ? cell.text : String(value);
}

/** The first sheet's rows as text, header included (for tests). */
export async function readXlsxRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer-like of its own; a Node Buffer is what it reads at run time.
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    return [];
  }
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      cells.push(cellText(row.getCell(column)));
    }
    rows.push(cells);
  });
  return rows;
}
