import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { answerOf, DEMO, login, request, type TestApp } from './helpers.js';
import { pushItems } from './integration.js';

/**
 * The ERP report tests' rows (tenant A): dealer 8201 with movements, plan lines and a risk limit; dealer 8202 with
 * card collections of 2025 in every channel. Figures hand-computed in erp-report*.test.ts.
 */

export interface ErpReportFixture {
  tenantId: string;
  firm8201: string;
  firm8202: string;
  token: string;
}

const move = (n: number, date: string, fields: Record<string, unknown>) => ({
  externalId: `ER-M-${n}`,
  firmCode: '8201',
  date,
  documentType: 'invoice',
  documentNo: `ER-${n}`,
  ...fields,
});
const due = (n: number, documentDate: string, dueDate: string, amount: string, fields = {}) => ({
  externalId: `ER-D-${n}`,
  firmCode: '8201',
  documentNo: `ER-P-${n}`,
  documentDate,
  dueDate,
  amount,
  ...fields,
});

/** A card collection of firm 8202 taken at `at` (our own row: the feed trigger makes it a collection). */
async function collection(
  t: TestApp,
  tenantId: string,
  n: number,
  at: string,
  fields: Record<string, string | null>,
) {
  const {
    channel = 'pay_without_login',
    amount = '0',
    currency = 'TRY',
    paramsKey = null,
    refunded = '0',
  } = fields;
  await t.ctx.db.execute(sql`
    INSERT INTO pos_transactions (tenant_id, firm_id, pos_account_id, pos_account_version_id, payment_model,
      commission_definition_id, bank_id, bank_name,
      order_id, channel, status, amount, net_amount, total_amount, commission_rate, commission_amount, currency_code,
      installment_count, masked_card_number, card_holder_name, params_key_id, refunded_amount)
    SELECT ${tenantId}, f.id, p.id, p.current_version_id, p.model, gen_random_uuid(), 62, 'Test Bankası', ${`ER-C-${n}`}, ${channel}, 'authorised',
           ${amount}, ${amount}, ${amount}, 0, 0, ${currency}, 1, '454360******4444', 'TEST KART', ${paramsKey}, ${refunded}
      FROM pos_accounts p, firms f
     WHERE p.tenant_id = ${tenantId} AND f.tenant_id = ${tenantId} AND f.branch_number = '8202'
     LIMIT 1`);
  await t.ctx.db.execute(
    sql`UPDATE pos_transactions SET collected_at = ${at} WHERE tenant_id = ${tenantId} AND order_id = ${`ER-C-${n}`}`,
  );
}

export async function seedErpReportFixture(t: TestApp): Promise<ErpReportFixture> {
  const tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  await pushItems(t.app, 'firms', [
    { code: '8201', name: 'Rapor Test Bayi', parentCode: '1001', riskLimit: '1500.00' },
    { code: '8202', name: 'Tahsilat Test Bayi', parentCode: '1001' },
  ]);
  const moved = await pushItems(t.app, 'movements', [
    move(1, '2025-12-20', { documentType: 'opening', debit: '500.00' }),
    move(2, '2026-01-10', { documentType: 'payment', credit: '200.00' }),
    move(3, '2026-01-20', { debit: '1000.00' }),
    move(4, '2026-02-14', { documentType: 'payment', credit: '400.00' }),
    move(5, '2026-03-05', { debit: '99.99' }),
    move(6, '2026-03-20', { debit: '777.00' }),
  ]);
  expect(moved.answer.data.created).toBe(6);
  const planned = await pushItems(t.app, 'due-items', [
    due(1, '2026-06-15', '2026-07-15', '1000.00'),
    due(2, '2026-05-11', '2026-06-10', '500.00', { paidAmount: '100.00' }),
    due(3, '2026-03-02', '2026-05-01', '300.00'),
    due(4, '2025-12-01', '2026-03-01', '250.50'),
    due(5, '2026-05-01', '2026-06-01', '100.00', { currencyCode: 'USD' }),
    due(6, '2026-01-01', '2026-03-01', '200.00', { paidAmount: '200.00' }),
  ]);
  expect(planned.answer.data.created).toBe(6);
  await collection(t, tenantId, 1, '2025-01-15T07:00:00Z', { amount: '1000.00' });
  // 1 March 01:30 in Istanbul: a March collection.
  await collection(t, tenantId, 2, '2025-02-28T22:30:00Z', { amount: '250.00', paramsKey: 'k1' });
  await collection(t, tenantId, 3, '2025-03-10T09:00:00Z', {
    amount: '500.00',
    channel: 'payment_link',
    refunded: '100.00',
  });
  await collection(t, tenantId, 4, '2025-03-11T09:00:00Z', {
    amount: '300.00',
    channel: 'pos_collection',
    currency: 'USD',
  });
  // 31 December 2024 23:59:59 in Istanbul: not 2025.
  await collection(t, tenantId, 5, '2024-12-31T20:59:59Z', { amount: '99.00' });
  const ids = await queryRows<{ id: string; code: string }>(
    t.ctx.db,
    sql`SELECT id, branch_number AS code FROM firms WHERE tenant_id = ${tenantId} AND branch_number IN ('8201', '8202')`,
  );
  const idOf = (code: string) => ids.find((row) => row.code === code)?.id ?? '';
  // demo@ holds every flag, erpReport among them.
  const { token } = await login(t.app);
  return { tenantId, firm8201: idOf('8201'), firm8202: idOf('8202'), token };
}

export async function getReport<T>(t: TestApp, path: string, query: Record<string, string>, token: string) {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/ErpReport/${path}?${new URLSearchParams(query)}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<T>(response).data;
}
