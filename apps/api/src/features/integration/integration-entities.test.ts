import { messages } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import { integrationCall, movement, pushItems, statusesOf } from '../../../test/integration.js';
import { queryRows } from '../../db/query.js';
import { firms, stockItems } from '../../db/schema.js';

/** Firms, due items, invoices and stocks through the integration API, and the sync state (movements: integration-upsert). */

let t: TestApp;
let tenantA: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenantA = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
});
afterAll(async () => t.close());

describe('PUT /firms', () => {
  const firm = (code: string, fields: Record<string, unknown> = {}) => ({
    code,
    name: `Bayi ${code}`,
    parentCode: '1001',
    taxNumber: '1234567808',
    city: 'Ankara',
    riskLimit: '50000.00',
    ...fields,
  });

  it('writes a main firm and its sub-firm in one batch, with their ERP fields', async () => {
    const { answer } = await pushItems(t.app, 'firms', [
      firm('5002', { parentCode: '5001' }),
      firm('5001', { parentCode: null, dbsLimits: [{ bankCode: '0046', limit: '100000' }] }),
    ]);
    expect(statusesOf(answer)).toEqual(['created', 'created']);
    const rows = await t.ctx.db
      .select()
      .from(firms)
      .where(and(eq(firms.tenantId, tenantA), sql`${firms.branchNumber} IN ('5001','5002')`));
    const main = rows.find((r) => r.branchNumber === '5001');
    const sub = rows.find((r) => r.branchNumber === '5002');
    expect(main).toMatchObject({
      parentFirmId: null,
      managedBy: 'erp',
      taxNumber: '1234567808',
      dbsLimits: [{ bankCode: '0046', limit: '100000.00' }],
    });
    expect(sub?.parentFirmId).toBe(main?.id);
    const again = await pushItems(t.app, 'firms', [firm('5002', { parentCode: '5001' })]);
    expect(statusesOf(again.answer)).toEqual(['unchanged']);
  });

  it('keeps dealer networks two levels deep and refuses bad tax numbers', async () => {
    const { answer } = await pushItems(t.app, 'firms', [
      firm('5003', { parentCode: '1002' }),
      firm('5004', { parentCode: '7777' }),
      firm('1001', { parentCode: '5001' }),
      firm('5005', { taxNumber: '1234567809' }),
      firm('5006', { parentCode: '5006' }),
      firm('5007', { parentCode: '5001', taxNumber: '10000000146', email: 'muhasebe@bayi5007.com.tr' }),
    ]);
    expect(answer.data.results.map((r) => [r.status, r.errors[0]?.message])).toEqual([
      ['failed', messages.parentIsSubFirm],
      ['failed', messages.parentNotInTenant],
      ['failed', messages.firmHasSubFirms],
      ['failed', messages.taxNumberInvalid],
      ['failed', messages.parentIsSelf],
      ['created', undefined],
    ]);
  });

  it('refuses to delete a firm others refer to, deletes an unused one', async () => {
    const inUse = await integrationCall(t.app, 'DELETE', '/firms/1002');
    expect(inUse.statusCode).toBe(400);
    expect(answerOf(inUse).message).toBe(messages.firmInUse);
    const unused = await integrationCall(t.app, 'DELETE', '/firms/5007');
    expect(answerOf(unused).data).toEqual({ key: '5007', deleted: true });
  });
});

describe('due items, invoices and stocks', () => {
  it('due items: paid above the amount is refused; an equal resend is unchanged', async () => {
    const item = {
      externalId: 'T-DUE-1',
      firmCode: '1002',
      dueDate: '2026-04-30',
      amount: '1000.00',
      paidAmount: '250.00',
    };
    const { answer } = await pushItems(t.app, 'due-items', [
      item,
      { ...item, externalId: 'T-DUE-2', paidAmount: '1000.01' },
    ]);
    expect(statusesOf(answer)).toEqual(['created', 'failed']);
    expect(answer.data.results[1]?.errors[0]?.message).toBe(messages.paidAboveAmount);
    expect(statusesOf((await pushItems(t.app, 'due-items', [item])).answer)).toEqual(['unchanged']);
    expect(
      statusesOf((await pushItems(t.app, 'due-items', [{ ...item, paidAmount: '300' }])).answer),
    ).toEqual(['updated']);
  });

  it('invoices keep their DBS part; a DBS status outside 0–7 is refused', async () => {
    const invoice = {
      externalId: 'T-INV-1',
      firmCode: '1002',
      invoiceNo: 'DTC2026000000777',
      invoiceDate: '2026-03-01',
      dueDate: '2026-05-01',
      amount: '5000.00',
      discountable: true,
      dbs: { bankCode: '0046', status: 3, guaranteedAmount: '5000.00' },
    };
    const { answer } = await pushItems(t.app, 'invoices', [
      invoice,
      { ...invoice, externalId: 'T-INV-2', dbs: { bankCode: '0046', status: 9 } },
    ]);
    expect(statusesOf(answer)).toEqual(['created', 'failed']);
    expect(answer.data.results[1]?.errors[0]).toEqual({
      field: 'dbs.status',
      message: messages.dbsStatusInvalid,
    });
    const [row] = await queryRows<Record<string, unknown>>(
      t.ctx.db,
      sql`SELECT dbs_bank_code, dbs_status, discountable FROM invoices WHERE external_id = 'T-INV-1'`,
    );
    expect(row).toEqual({ dbs_bank_code: '0046', dbs_status: 3, discountable: true });
  });

  it('stocks keep their warehouses and what is available in them', async () => {
    const stock = {
      code: 'T-STK-1',
      name: 'Topraklı Priz Beyaz',
      brand: 'Viko',
      group: 'Anahtar ve Prizler',
      listPrice: '89.90',
      vatRate: 20,
      warehouses: [
        { code: 'MRK', name: 'Merkez', onHand: 120, reserved: '20.5' },
        { code: 'IZM', onHand: '7.250' },
      ],
    };
    const { answer } = await pushItems(t.app, 'stocks', [
      stock,
      { ...stock, code: 'T-STK-2', warehouses: [stock.warehouses[0], stock.warehouses[0]] },
    ]);
    expect(statusesOf(answer)).toEqual(['created', 'failed']);
    const [row] = await t.ctx.db.select().from(stockItems).where(eq(stockItems.code, 'T-STK-1'));
    expect(row).toMatchObject({ available: '106.750', vatRate: '20.00', unit: 'Adet' });
    expect(row?.warehouses).toEqual([
      { code: 'MRK', name: 'Merkez', onHand: '120.000', reserved: '20.500' },
      { code: 'IZM', name: null, onHand: '7.250', reserved: '0.000' },
    ]);
    expect(statusesOf((await pushItems(t.app, 'stocks', [stock])).answer)).toEqual(['unchanged']);
    const deleted = await integrationCall(t.app, 'DELETE', '/stocks/T-STK-1');
    expect(answerOf(deleted).data).toEqual({ key: 'T-STK-1', deleted: true });
  });
});

describe('GET /sync', () => {
  it('shows the last push of each entity and its first failure', async () => {
    await pushItems(t.app, 'movements', [movement('sync-ok'), movement('sync-bad', { firmCode: '9999' })]);
    const response = await integrationCall(t.app, 'GET', '/sync');
    const rows =
      answerOf<
        { entity: string; lastCounts: Record<string, number>; lastErrorKey: string; lastError: string }[]
      >(response).data;
    const movements = rows.find((r) => r.entity === 'movements');
    expect(movements?.lastCounts).toMatchObject({ created: 1, failed: 1 });
    expect(movements?.lastErrorKey).toBe('T-MOV-sync-bad');
    expect(movements?.lastError).toBe(`firmCode: ${messages.firmNotInTenant}`);
  });
});
