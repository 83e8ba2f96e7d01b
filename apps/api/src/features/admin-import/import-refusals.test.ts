import { IMPORT_MAX_BYTES, type ImportStatus, type ImportSummary, messages } from '@tahsilat/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, getImport, imported, upload, XLSX } from '../../../test/admin-import.js';
import { adminOfTenantB } from '../../../test/admin-users.js';
import { answerOf, buildTestApp, DEMO, login, type TestApp } from '../../../test/helpers.js';
import { adminImports, firms } from '../../db/schema.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let firmUser: Awaited<ReturnType<typeof login>>;
let adminB: Awaited<ReturnType<typeof login>>;

const GOOD = csvOf([
  ['externalId', 'firmCode', 'date', 'documentType', 'debit'],
  ['IMP-R-1', DEMO.firms.a.branchNumber, '2026-01-10', 'invoice', '10'],
]);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  firmUser = await login(t.app);
  adminB = await adminOfTenantB(t);
});
afterAll(async () => t.close());

const refusal = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  message: (JSON.parse(response.body) as { message: string }).message,
});

describe('files the import refuses (nothing recorded, nothing written)', () => {
  it('refuses an unknown entity, a file that is not XLSX or CSV, a bad header and an oversized file', async () => {
    expect(refusal(await upload(t, admin.token, 'payments', GOOD, 'a.csv'))).toEqual({
      status: 406,
      message: messages.importEntityUnknown,
    });
    expect((await getImport(t, admin.token, '/Template/payments')).statusCode).toBe(406);

    const pdf = Buffer.from('%PDF-1.7\n\u0000\u0001binary stream');
    expect(refusal(await upload(t, admin.token, 'movements', pdf, 'hareket.csv'))).toEqual({
      status: 415,
      message: messages.importNotSpreadsheet,
    });
    // A ZIP that is no workbook (a .docx renamed), and a workbook sent as .csv.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    expect(refusal(await upload(t, admin.token, 'movements', zip, 'hareket.xlsx', XLSX)).status).toBe(415);
    expect(refusal(await upload(t, admin.token, 'movements', zip, 'hareket.csv')).status).toBe(415);
    // A type the route does not take.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Import/Upload/movements?fileName=a.csv',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);

    const unknownColumn = csvOf([['externalId', 'firmCode', 'date', 'documentType', 'tutar']]);
    expect(refusal(await upload(t, admin.token, 'movements', unknownColumn, 'a.csv'))).toEqual({
      status: 400,
      message: messages.importUnknownColumn.replace('{column}', 'tutar'),
    });
    const missing = csvOf([['externalId', 'date', 'documentType', 'debit']]);
    expect(refusal(await upload(t, admin.token, 'movements', missing, 'a.csv')).message).toBe(
      messages.importMissingColumn.replace('{column}', 'Cari kodu [firmCode]'),
    );
    expect(refusal(await upload(t, admin.token, 'movements', Buffer.from('\r\n\r\n'), 'a.csv'))).toEqual({
      status: 400,
      message: messages.importEmpty,
    });

    const large = Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61);
    expect(refusal(await upload(t, admin.token, 'movements', large, 'a.csv'))).toEqual({
      status: 413,
      message: messages.importTooLarge,
    });
    const list = answerOf<ImportSummary[]>(await getImport(t, admin.token, ''));
    expect(list.data).toEqual([]);
  });
});

describe('who may import', () => {
  it('answers a firm user 403, no session 401, and never shows one tenant the other’s imports', async () => {
    const status = await imported(t, admin.token, 'movements', GOOD, 'a.csv');
    expect(status.created).toBe(1);
    for (const path of ['', `/${status.id}`, `/${status.id}/Errors`, '/Template/firms']) {
      expect((await getImport(t, firmUser.token, path)).statusCode).toBe(403);
      expect((await getImport(t, undefined, path)).statusCode).toBe(401);
    }
    expect((await upload(t, firmUser.token, 'movements', GOOD, 'a.csv')).statusCode).toBe(403);
    expect((await upload(t, undefined, 'movements', GOOD, 'a.csv')).statusCode).toBe(401);

    expect(refusal(await getImport(t, adminB.token, `/${status.id}`))).toEqual({
      status: 404,
      message: messages.importNotFound,
    });
    expect((await getImport(t, adminB.token, `/${status.id}/Errors`)).statusCode).toBe(404);
    expect(answerOf<ImportSummary[]>(await getImport(t, adminB.token, '')).data).toEqual([]);
    // Tenant B's admin importing tenant A's firm code: the firm is not B's.
    const other = await imported(t, adminB.token, 'movements', GOOD, 'b.csv');
    expect(other.rowErrors[0]?.errors[0]?.message).toBe(messages.firmNotInTenant);
  });
});

describe('an import of an instance that stopped', () => {
  it('is failed once its heartbeat is a minute old, and until then holds off another import', async () => {
    const [firm] = await t.ctx.db
      .select()
      .from(firms)
      .where(eq(firms.branchNumber, DEMO.firms.a.branchNumber));
    const [row] = await t.ctx.db
      .insert(adminImports)
      .values({
        tenantId: firm?.tenantId ?? '',
        entity: 'movements',
        fileName: 'yarim.xlsx',
        format: 'xlsx',
        sizeBytes: 1000,
        rowsRead: 500,
      })
      .returning();
    const id = row?.id ?? '';
    expect(refusal(await upload(t, admin.token, 'movements', GOOD, 'a.csv'))).toEqual({
      status: 400,
      message: messages.importRunning,
    });
    await t.ctx.db
      .update(adminImports)
      .set({ updatedAt: sql`now() - interval '61 seconds'` })
      .where(eq(adminImports.id, id));
    const stale = answerOf<ImportStatus>(await getImport(t, admin.token, `/${id}`)).data;
    expect(stale).toMatchObject({ status: 'failed', error: messages.importInterrupted, rowsRead: 500 });
    expect((await upload(t, admin.token, 'movements', GOOD, 'a.csv')).statusCode).toBe(202);
  });
});
