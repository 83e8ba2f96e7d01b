import { messages } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, upload } from '../../../test/admin-import.js';
import { answerOf, buildTestApp, DEMO, login, type TestApp } from '../../../test/helpers.js';
import { adminImports, auditLog } from '../../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  // The app is closed by the test; the database and its files go here.
  await t.close().catch(() => undefined);
});

describe('an import when its server shuts down', () => {
  it('is stopped and recorded failed at once, never left running', async () => {
    const admin = await login(t.app, DEMO.tenantAdmin.email);
    const rows = Array.from({ length: 20_000 }, (_, i) => [
      `SHUT-${i}`,
      DEMO.firms.a.branchNumber,
      '2026-01-10',
      'invoice',
      '10',
    ]);
    const file = csvOf([['externalId', 'firmCode', 'date', 'documentType', 'debit'], ...rows]);
    const response = await upload(t, admin.token, 'movements', file, 'buyuk.csv');
    expect(response.statusCode, response.body).toBe(202);
    const { id } = answerOf<{ id: string }>(response).data;

    await t.app.close();
    const [row] = await t.ctx.db.select().from(adminImports).where(eq(adminImports.id, id));
    expect(row).toMatchObject({ status: 'failed', error: messages.importInterrupted });
    expect(row?.rowsRead).toBeLessThan(20_000);
    expect(row?.finishedAt).not.toBeNull();
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(audit).toMatchObject({ event: 'admin.import', outcome: 'failure' });
  });
});
