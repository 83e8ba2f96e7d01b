import { IMPORT_COLUMNS, importHeaderOf, messages } from '@tahsilat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, getImport, imported, XLSX, xlsxOf, xlsxRows } from '../../../test/admin-import.js';
import { buildTestApp, DEMO, login, type TestApp } from '../../../test/helpers.js';
import { accountMovements, auditLog, dueItems, firms, syncStates } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let tenantA: string;

const MOVEMENT_HEADER = ['externalId', 'firmCode', 'date', 'documentType', 'debit', 'credit', 'description'];
const FIRM = DEMO.firms.a.branchNumber;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  const [firm] = await t.ctx.db.select().from(firms).where(eq(firms.branchNumber, FIRM));
  tenantA = firm?.tenantId ?? '';
});
afterAll(async () => t.close());

async function movementIds(ids: string[]) {
  const rows = await t.ctx.db
    .select({ id: accountMovements.externalId })
    .from(accountMovements)
    .where(and(eq(accountMovements.tenantId, tenantA), inArray(accountMovements.externalId, ids)));
  return rows.map((r) => r.id).sort();
}

describe('the import template', () => {
  it('is an XLSX or a CSV with the Turkish titles, the field names and an example row', async () => {
    const xlsx = await getImport(t, admin.token, '/Template/movements?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    const rows = await xlsxRows(xlsx.rawPayload);
    expect(rows[0]).toEqual(IMPORT_COLUMNS.movements.map(importHeaderOf));
    expect(rows[0]).toContain('Borç [debit]');
    expect(rows[1]?.[0]).toBe('FT-2026-0001');

    const csv = await getImport(t, admin.token, '/Template/due-items?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      `\uFEFF${IMPORT_COLUMNS['due-items'].map(importHeaderOf).join(';')}`,
    );
  });
});

describe('importing a CSV', () => {
  it('writes the good rows, reports each bad row with its row number, field and message', async () => {
    const file = csvOf([
      MOVEMENT_HEADER,
      ['IMP-C-1', FIRM, '2026-01-10', 'invoice', '100,50', '', 'Ocak'],
      ['IMP-C-2', FIRM, '11.01.2026', 'payment', '', '40', ''],
      ['IMP-C-3', FIRM, '2026-01-12', 'invoice', '10', '10', 'iki taraf'],
      ['', '', '', '', '', '', ''],
      ['IMP-C-4', '9999', '2026-01-13', 'invoice', '5', '', 'bilinmeyen cari'],
      ['IMP-C-5', FIRM, '2026-02-30', 'invoice', '5', '', 'olmayan gün'],
      ['IMP-C-6', FIRM, '2026-01-14', 'invoice', '7.25', '', ''],
    ]);
    const status = await imported(t, admin.token, 'movements', file, 'hareketler.csv');
    expect(status).toMatchObject({
      status: 'done',
      entity: 'movements',
      fileName: 'hareketler.csv',
      format: 'csv',
      rowsRead: 6,
      created: 3,
      failed: 3,
      error: null,
      createdBy: DEMO.tenantAdmin.name,
    });
    expect(status.readBytes).toBe(status.sizeBytes);
    expect(status.rowErrors).toEqual([
      { row: 4, key: 'IMP-C-3', errors: [{ field: 'credit', message: messages.debitAndCredit }] },
      { row: 6, key: 'IMP-C-4', errors: [{ field: 'firmCode', message: messages.firmNotInTenant }] },
      { row: 7, key: 'IMP-C-5', errors: [{ field: 'date', message: messages.dateInvalid }] },
    ]);
    expect(await movementIds(['IMP-C-1', 'IMP-C-2', 'IMP-C-3', 'IMP-C-4', 'IMP-C-5', 'IMP-C-6'])).toEqual([
      'IMP-C-1',
      'IMP-C-2',
      'IMP-C-6',
    ]);
    const [first] = await t.ctx.db
      .select()
      .from(accountMovements)
      .where(and(eq(accountMovements.tenantId, tenantA), eq(accountMovements.externalId, 'IMP-C-1')));
    expect(first).toMatchObject({ debit: '100.50', credit: '0.00', description: 'Ocak' });

    const errors = await getImport(t, admin.token, `/${status.id}/Errors?format=csv`);
    expect(errors.statusCode).toBe(200);
    // (trim() drops the BOM too)
    const lines = errors.body.trim().split('\r\n');
    expect(errors.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines[0]).toBe('Satır;Anahtar;Sütun;Hata');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['4', '6', '7']);
    expect(lines[1]).toContain('Alacak [credit]');

    // The same file again: nothing new, the good rows unchanged.
    const again = await imported(t, admin.token, 'movements', file, 'hareketler.csv');
    expect(again).toMatchObject({ created: 0, unchanged: 3, failed: 3 });

    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'admin.import'), eq(auditLog.objectId, status.id)));
    expect(audit).toMatchObject({
      outcome: 'success',
      tenantId: tenantA,
      details: { entity: 'movements', fileName: 'hareketler.csv', rowsRead: 6, created: 3, failed: 3 },
    });
    const [sync] = await t.ctx.db
      .select()
      .from(syncStates)
      .where(and(eq(syncStates.tenantId, tenantA), eq(syncStates.entity, 'movements')));
    expect(sync?.lastFailed).toBe(3);
  });

  it('reads a comma-separated Windows-1254 file too', async () => {
    const text = `externalId,firmCode,date,documentType,debit,description\r\nIMP-W-1,${FIRM},2026-01-10,invoice,12,Şubat ödemesi\r\n`;
    // Windows-1254 as Turkish Excel saves a CSV: Ş is 0xDE, ö is 0xF6.
    const cp1254 = Buffer.from([...text].map((c) => ({ Ş: 0xde, ö: 0xf6 })[c] ?? c.charCodeAt(0)));
    const status = await imported(t, admin.token, 'movements', cp1254, 'win.csv');
    expect(status).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const [row] = await t.ctx.db
      .select()
      .from(accountMovements)
      .where(and(eq(accountMovements.tenantId, tenantA), eq(accountMovements.externalId, 'IMP-W-1')));
    expect(row?.description).toBe('Şubat ödemesi');
  });
});

describe('importing an XLSX', () => {
  it('reads date and number cells, writes the good rows and reports the bad ones', async () => {
    const file = await xlsxOf([
      IMPORT_COLUMNS['due-items'].map(importHeaderOf),
      [
        'IMP-X-1',
        FIRM,
        'FT-1',
        new Date(Date.UTC(2026, 0, 5)),
        new Date(Date.UTC(2026, 2, 5)),
        1,
        2,
        1500.5,
        0,
      ],
      ['IMP-X-2', FIRM, 'FT-1', null, '2026-04-05', 2, 2, 1500.5, 2000],
      ['IMP-X-3', FIRM, 'FT-2', null, '05.05.2026', 1, 1, '250,75', null, 'USD', 'dolar'],
    ]);
    const status = await imported(t, admin.token, 'due-items', file, 'vadeler.xlsx', XLSX);
    expect(status).toMatchObject({ status: 'done', format: 'xlsx', rowsRead: 3, created: 2, failed: 1 });
    expect(status.rowErrors).toEqual([
      { row: 3, key: 'IMP-X-2', errors: [{ field: 'paidAmount', message: messages.paidAboveAmount }] },
    ]);
    const rows = await t.ctx.db
      .select()
      .from(dueItems)
      .where(and(eq(dueItems.tenantId, tenantA), inArray(dueItems.externalId, ['IMP-X-1', 'IMP-X-3'])))
      .orderBy(dueItems.externalId);
    expect(rows.map((r) => [r.externalId, r.dueDate, r.amount, r.currencyCode])).toEqual([
      ['IMP-X-1', '2026-03-05', '1500.50', 'TRY'],
      ['IMP-X-3', '2026-05-05', '250.75', 'USD'],
    ]);

    const errors = await getImport(t, admin.token, `/${status.id}/Errors?format=xlsx`);
    expect(errors.headers['content-type']).toBe(XLSX);
    expect((await xlsxRows(errors.rawPayload))[1]).toEqual([
      '3',
      'IMP-X-2',
      'Ödenen [paidAmount]',
      messages.paidAboveAmount,
    ]);
  });

  it('imports firms, their sub-firms and stocks with their list cells', async () => {
    const firmFile = csvOf([
      ['Cari kodu', 'Ünvan', 'Ana cari kodu', 'DBS limitleri (BANKA:limit | …)', 'Aktif (Evet/Hayır)'],
      ['IMP-F1', 'İthal Bayi', '', '0046:1000 | 0062:500,50', 'Evet'],
      ['IMP-F2', 'İthal Alt Bayi', 'IMP-F1', '', 'hayır'],
      ['IMP-F3', 'Bozuk', '', '0046:1000 | 0046:2', 'Evet'],
    ]);
    const firmStatus = await imported(t, admin.token, 'firms', firmFile, 'cariler.csv');
    expect(firmStatus).toMatchObject({ created: 2, failed: 1 });
    expect(firmStatus.rowErrors[0]).toEqual({
      row: 4,
      key: 'IMP-F3',
      errors: [{ field: 'dbsLimits', message: messages.dbsLimitDuplicate }],
    });
    const stockFile = csvOf([
      ['code', 'name', 'listPrice', 'warehouses'],
      ['IMP-S1', 'Vida', '12.50', 'MERKEZ:120:5 | ANKARA:30'],
    ]);
    expect(await imported(t, admin.token, 'stocks', stockFile, 'stok.csv')).toMatchObject({ created: 1 });
  });
});
