import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_BYTES, type ImportFormat, messages } from '@tahsilat/domain';
import { AppError } from '../../lib/app-error.js';
import { csvDelimiterOf } from './import-reader.js';

/**
 * An uploaded import file: streamed to a temporary file (never held in memory), at most IMPORT_MAX_BYTES, and
 * recognised by its content, not by its name or type: a ZIP container is read as XLSX, text as CSV (UTF-8, or
 * Windows-1254 as Turkish Excel saves it); anything else (a PDF, an image, a program) is refused with 415.
 */

export interface UploadedFile {
  path: string;
  format: ImportFormat;
  sizeBytes: number;
  /** CSV only: the text encoding found and the separator of the header line. */
  encoding: 'utf-8' | 'windows-1254';
  delimiter: string;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', messages.importTooLarge);
const notSpreadsheet = () => new AppError('UNSUPPORTED_MEDIA_TYPE', messages.importNotSpreadsheet);

/** Bytes a text file never holds: NUL and the control characters other than tab, line feed, form feed, return. */
const isBinaryByte = (byte: number) =>
  byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1f) || byte === 0x7f;
const SNIFF_BYTES = 64 * 1024;

function sniff(head: Buffer, fileName: string): Pick<UploadedFile, 'format' | 'encoding' | 'delimiter'> {
  const extension = path.extname(fileName).toLowerCase();
  const zip = head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
  if (zip) {
    if (extension !== '.xlsx') {
      throw notSpreadsheet();
    }
    return { format: 'xlsx', encoding: 'utf-8', delimiter: ',' };
  }
  if (extension !== '.csv') {
    throw notSpreadsheet();
  }
  if (head.some(isBinaryByte)) {
    throw notSpreadsheet();
  }
  let encoding: UploadedFile['encoding'] = 'utf-8';
  try {
    // The sniffed head may end inside a character: `stream: true` leaves an incomplete last one alone.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    encoding = 'windows-1254';
  }
  const firstLine = new TextDecoder(encoding).decode(head).split(/\r?\n/, 1)[0] ?? '';
  return { format: 'csv', encoding, delimiter: csvDelimiterOf(firstLine) };
}

/** Receives the request body into a temporary file; refuses an oversized or non-spreadsheet file (nothing kept). */
export async function receiveUpload(
  body: Readable,
  fileName: string,
  declaredLength: number | null,
): Promise<UploadedFile> {
  if (declaredLength !== null && declaredLength > IMPORT_MAX_BYTES) {
    body.resume();
    throw tooLarge();
  }
  const filePath = path.join(tmpdir(), `tahsilat-import-${randomUUID()}`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > IMPORT_MAX_BYTES ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(filePath, { mode: 0o600 }));
    if (size === 0) {
      throw new AppError('BAD_REQUEST', messages.importEmpty);
    }
    const handle = await open(filePath, 'r');
    const head = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    return { path: filePath, sizeBytes: size, ...sniff(head, fileName) };
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}

export async function discardUpload(file: UploadedFile): Promise<void> {
  await rm(file.path, { force: true });
}
