import {
  type AdminCollectionPage,
  type CollectionDetail,
  type CollectionHistoryPage,
  type CollectionRow,
  type CollectionsReport,
  collectedNet,
  type FirmBalance,
  formatAmount,
  type HomeSummary,
  isCountedCollection,
  istanbulDay,
  parseAmount,
} from '@tahsilat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { integrationCall } from '../../../test/integration.js';
import { linkApi } from '../../../test/payment-links.js';
import {
  buildPaymentApp,
  CARDS,
  firmIdOf,
  linkSaleThroughThreeD,
  paidPortalSale,
  postCallback,
} from '../../../test/payments.js';
import { readPdfText } from '../../lib/pdf/read-pdf.js';
import { readXlsxRows } from '../../lib/xlsx.js';

/**
 * Voided and refunded payments count the same everywhere (docs/reports.md): dealer 1002 pays 1000.00 five times
 * (card total 1017.90 each): one stays approved, one is voided, one refunded by half its total, one refunded
 * wholly, one declined. Counted: the approved and both refunded ones (3); worth 1000.00 + 491.05 + 0 = 1491.05.
 */

let t: TestApp;
let demo: Awaited<ReturnType<typeof login>>;
let bayi: Awaited<ReturnType<typeof login>>;
let admin: Awaited<ReturnType<typeof login>>;
let dealer: string;
const paid = { approved: '', voided: '', halfRefunded: '', refunded: '', declined: '' };
const NET = {
  approved: '1000.00',
  voided: '0.00',
  halfRefunded: '491.05',
  refunded: '0.00',
  declined: '0.00',
};
const COUNT = 3;
const TOTAL = '1491.05';
const { created, list } = linkApi(() => t);

const get = async <T>(url: string, token: string) => {
  const response = await request(t.app, { method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: answerOf<T>(response).data };
};
const reverse = async (id: string, path: 'void' | 'refunds', payload: object) => {
  const response = await request(t.app, {
    method: 'POST',
    url: `/api/admin/collections/${id}/${path}`,
    token: admin.token,
    payload: { reason: 'Test', ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const sum = (amounts: string[]) => formatAmount(amounts.reduce((a, b) => a + (parseAmount(b) ?? 0n), 0n));

/** A refund needs the bank's end of day behind the sale (the bank's day decides, not our clock). */
async function refundAfterEndOfDay(id: string, amount: string | null) {
  t.sandbox?.api.closeDay();
  await reverse(id, 'refunds', amount ? { amount } : {});
}

beforeAll(async () => {
  t = await buildPaymentApp();
  demo = await login(t.app);
  bayi = await login(t.app, DEMO.subFirmUser.email);
  admin = await login(t.app, DEMO.tenantAdmin.email);
  dealer = await firmIdOf(t.ctx.db, DEMO.firms.aSub.branchNumber);
  const pay = (card?: string) =>
    paidPortalSale(t.baseUrl, bayi.token, { net: '1000.00', ...(card ? { card } : {}) });
  paid.approved = await pay();
  paid.halfRefunded = await pay();
  paid.refunded = await pay();
  paid.declined = await pay(CARDS.declined);
  // The voided one came through the main firm's link for its dealer: the link's paid amount must drop it too.
  const link = await created(demo.token, {
    amount: '1000.00',
    description: 'İptal edilecek link',
    firmId: dealer,
  });
  const sale = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '1000.00' });
  await postCallback(sale.callback.action, sale.callback.fields);
  paid.voided = sale.transactionId;
  await reverse(paid.voided, 'void', {});
  await refundAfterEndOfDay(paid.halfRefunded, '508.95');
  await refundAfterEndOfDay(paid.refunded, null);
});
afterAll(async () => t.close());

describe('voided and refunded payments: one rule in every list, total and export', () => {
  it('the history: a voided, declined or wholly refunded row nets 0.00, a half refunded one the amount less it', async () => {
    const { data } = await get<CollectionHistoryPage>('/api/PosCollection/History?pageSize=100', bayi.token);
    const rowOf = (id: string) => data.items.find((item) => item.id === id);
    expect(rowOf(paid.approved)).toMatchObject({
      status: 'success',
      netAmount: NET.approved,
      refundedAmount: '0.00',
    });
    expect(rowOf(paid.voided)).toMatchObject({
      status: 'voided',
      netAmount: NET.voided,
      refundedAmount: '1017.90',
    });
    expect(rowOf(paid.halfRefunded)).toMatchObject({
      status: 'partially_refunded',
      netAmount: NET.halfRefunded,
      refundedAmount: '508.95',
    });
    expect(rowOf(paid.refunded)).toMatchObject({ status: 'refunded', netAmount: NET.refunded });
    expect(rowOf(paid.declined)).toMatchObject({ status: 'failed', netAmount: NET.declined });
    expect(data.items).toHaveLength(5);
    expect(sum(data.items.map((item) => item.netAmount))).toBe(TOTAL);
    expect(data.items.filter((item) => isCountedCollection(item.status))).toHaveLength(COUNT);
    const detail = await get<CollectionDetail>(`/api/PosCollection/History/${paid.voided}`, bayi.token);
    expect(detail.data).toMatchObject({ status: 'voided', netAmount: '0.00' });
  });

  it('the history’s Excel file writes the same net per row, adding up to the same total', async () => {
    // The firm's file: a dealer's own file shows what it paid, not the firm's net (docs/payments.md).
    const { data } = await get<CollectionHistoryPage>(
      `/api/PosCollection/History?pageSize=100&firmId=${dealer}`,
      demo.token,
    );
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/PosCollection/HistoryExcel?firmId=${dealer}`,
      token: demo.token,
    });
    expect(response.statusCode).toBe(200);
    const [header = [], ...rows] = await readXlsxRows(response.rawPayload);
    const net = header.indexOf('Net');
    const order = header.indexOf('İşlem no');
    const netOf = (row: CollectionRow) =>
      formatAmount(parseAmount(rows.find((cells) => cells[order] === row.orderId)?.[net] ?? '') ?? -1n);
    expect(data.items.map(netOf)).toEqual(data.items.map((item) => item.netAmount));
    expect(sum(rows.map((cells) => cells[net] ?? '0'))).toBe(TOTAL);
  });

  it('the console’s collections carry the same nets; the domain rule over its rows gives the same total', async () => {
    const { data } = await get<AdminCollectionPage>(
      `/api/admin/Collections?firmId=${dealer}&pageSize=100`,
      admin.token,
    );
    expect(Object.fromEntries(data.items.map((row) => [row.id, row.netAmount]))).toEqual({
      [paid.approved]: NET.approved,
      [paid.voided]: NET.voided,
      [paid.halfRefunded]: NET.halfRefunded,
      [paid.refunded]: NET.refunded,
      [paid.declined]: NET.declined,
    });
    const counted = data.items.map((row) =>
      collectedNet(row.status, parseAmount(row.amount) ?? 0n, parseAmount(row.refundedAmount) ?? 0n),
    );
    expect(formatAmount(counted.reduce((a, b) => a + b, 0n))).toBe(TOTAL);
  });

  it('the ERP report’s monthly collections, its Excel and PDF: the voided link payment is in no row or count', async () => {
    const query = `firmId=${dealer}&year=${istanbulDay().year}`;
    const { data } = await get<CollectionsReport>(`/api/ErpReport/Collections?${query}`, demo.token);
    expect(data.rows.map((row) => [row.channel, row.total, row.count])).toEqual([['portal', TOTAL, COUNT]]);
    expect(data.totals).toMatchObject({ total: TOTAL, count: COUNT });
    expect(data.totals.channels.find((channel) => channel.channel === 'link')).toMatchObject({
      total: '0.00',
      count: 0,
    });
    const excel = await request(t.app, {
      method: 'GET',
      url: `/api/ErpReport/Collections/Excel?${query}`,
      token: demo.token,
    });
    const [header = [], ...rows] = await readXlsxRows(excel.rawPayload);
    const totals = rows.at(-1) ?? [];
    expect(formatAmount(parseAmount(totals[header.indexOf('Toplam')] ?? '') ?? -1n)).toBe(TOTAL);
    expect(totals[header.indexOf('Adet')]).toBe(String(COUNT));
    const pdf = await request(t.app, {
      method: 'GET',
      url: `/api/ErpReport/Collections/Pdf?${query}`,
      token: demo.token,
    });
    expect((await readPdfText(pdf.rawPayload)).join(' ')).toContain(`Toplam (${COUNT} tahsilat)`);
  });

  it('the home page’s month, the balance’s pending credit and the link’s paid amount agree', async () => {
    const home = await get<HomeSummary>('/api/FirmReport/Home', bayi.token);
    expect(home.data.monthCollections).toEqual({ count: COUNT, amount: TOTAL });
    // The balance credits what is still owed to the firm: the wholly refunded collection credits nothing.
    const balance = answerOf<FirmBalance>(await integrationCall(t.app, 'GET', '/firms/1002/balance'));
    expect(balance.data.pendingCollections).toEqual({ amount: TOTAL, count: 2 });
    const links = (await list(demo.token, { search: 'İptal edilecek link' })).answer.data.items;
    expect(links[0]).toMatchObject({ status: 'paid', paidAmount: null });
  });
});
