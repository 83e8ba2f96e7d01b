import type { ImportStatus } from '@tahsilat/domain';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { answerOf, request, type TestApp } from './helpers.js';

/** Helpers of the console's XLSX/CSV import tests (issue 15, section 6). */

export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function upload(
  t: TestApp,
  token: string | undefined,
  entity: string,
  file: Buffer,
  fileName: string,
  type = CSV,
) {
  return request(t.app, {
    method: 'POST',
    url: `/api/admin/Import/Upload/${entity}?fileName=${encodeURIComponent(fileName)}`,
    ...(token ? { token } : {}),
    headers: { 'content-type': type },
    payload: file,
  });
}

export function getImport(t: TestApp, token: string | undefined, path: string) {
  return request(t.app, { method: 'GET', url: `/api/admin/Import${path}`, ...(token ? { token } : {}) });
}

/** Polls an import until it is no longer running. */
export async function finished(t: TestApp, token: string, id: string): Promise<ImportStatus> {
  for (let i = 0; i < 400; i += 1) {
    const response = await getImport(t, token, `/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const status = answerOf<ImportStatus>(response).data;
    if (status.status !== 'running') {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

/** Uploads and waits for the end. */
export async function imported(
  t: TestApp,
  token: string,
  entity: string,
  file: Buffer,
  fileName: string,
  type = CSV,
): Promise<ImportStatus> {
  const response = await upload(t, token, entity, file, fileName, type);
  expect(response.statusCode, response.body).toBe(202);
  return finished(t, token, answerOf<{ id: string }>(response).data.id);
}

export const csvOf = (lines: string[][], separator = ';') =>
  Buffer.from(`\uFEFF${lines.map((line) => line.join(separator)).join('\r\n')}\r\n`, 'utf8');

/** An XLSX of one sheet with these rows (cells as given: strings, numbers, dates). */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Veri');
  for (const row of rows) {
    sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an XLSX's first sheet as text. */
export async function xlsxRows(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}
