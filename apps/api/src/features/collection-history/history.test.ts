import type { CollectionDetail, CollectionHistoryPage } from '@tahsilat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import {
  buildPaymentApp,
  CARDS,
  firmIdOf as firmIdOfDb,
  paidPortalSale,
  postCallback,
  postPortalSale,
  saleThroughThreeD,
} from '../../../test/payments.js';
import { readXlsxRows } from '../../lib/xlsx.js';

let t: TestApp;
let demo: Awaited<ReturnType<typeof login>>;
let bayi: Awaited<ReturnType<typeof login>>;
let dealerFirm: string;
let siblingFirm: string;
const paid: Record<string, string> = {};

const firmIdOf = (code: string) => firmIdOfDb(t.ctx.db, code);

async function history(query: Record<string, string>, token = demo.token) {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/PosCollection/History?${new URLSearchParams(query)}`,
    token,
  });
  return { status: response.statusCode, page: answerOf<CollectionHistoryPage>(response).data };
}

const pay = (token: string, input: Parameters<typeof paidPortalSale>[2]) =>
  paidPortalSale(t.baseUrl, token, input);

beforeAll(async () => {
  t = await buildPaymentApp();
  demo = await login(t.app);
  bayi = await login(t.app, DEMO.subFirmUser.email);
  dealerFirm = await firmIdOf('1002');
  siblingFirm = await firmIdOf('1009');
  paid.dealer = await pay(bayi.token, { net: '123.45' });
  paid.declined = await pay(bayi.token, { net: '64.00', card: CARDS.declined });
  paid.own = await pay(demo.token, { net: '77.00' });
  // Axess: 3 instalments and the campaign's 2 bonus ones (the main firm's own: the dealer's counts stay as they were).
  paid.bonus = await pay(demo.token, { net: '300.00', installments: 3 });
  const open = await saleThroughThreeD(t.baseUrl, { net: '88.00', extra: { firmId: dealerFirm } });
  await postCallback(open.callback.action, open.callback.fields);
  paid.open = open.transactionId;
});
afterAll(async () => t.close());

describe('collection history', () => {
  it("a main firm sees its own and its dealers' payments; a dealer only its own", async () => {
    const main = (await history({ pageSize: '100' })).page.items.map((item) => item.id);
    expect(main).toEqual(expect.arrayContaining([paid.dealer, paid.declined, paid.own, paid.open]));
    const dealer = (await history({ pageSize: '100' }, bayi.token)).page.items.map((item) => item.id);
    expect(dealer).toEqual(expect.arrayContaining([paid.dealer, paid.declined, paid.open]));
    expect(dealer).not.toContain(paid.own);
    expect((await history({ firmId: siblingFirm }, bayi.token)).status).toBe(404);
  });

  it('rows carry channel, card, amounts, status, the bank’s text for failures, the ERP state and the user', async () => {
    const items = (await history({ firmId: dealerFirm, pageSize: '100' })).page.items;
    const ok = items.find((item) => item.id === paid.dealer);
    expect(ok).toMatchObject({
      channel: 'portal',
      status: 'success',
      amount: '123.45',
      netAmount: '123.45',
      totalAmount: '125.66',
      commissionAmount: '2.21',
      maskedCardNumber: '435508******4358',
      erpState: 'waiting',
      bankMessage: null,
      firm: { code: '1002' },
      userName: DEMO.subFirmUser.name,
    });
    const declined = items.find((item) => item.id === paid.declined);
    expect(declined).toMatchObject({ status: 'failed', erpState: null });
    expect(declined?.bankMessage).toBeTruthy();
    expect(items.find((item) => item.id === paid.open)).toMatchObject({
      channel: 'pay_without_login',
      userName: null,
    });
  });

  it('filters by status, channel, amount, text and day; a bad cursor is refused', async () => {
    const ids = async (query: Record<string, string>) =>
      (await history({ pageSize: '100', ...query })).page.items.map((item) => item.id);
    expect(await ids({ status: 'failed' })).toEqual([paid.declined]);
    // A first page with room left is the whole answer: its length is the count.
    expect((await history({ status: 'failed' })).page.total).toBe(1);
    expect(await ids({ channel: 'pay_without_login' })).toEqual([paid.open]);
    expect(await ids({ amountMin: '100.00', amountMax: '125.00' })).toEqual([paid.dealer]);
    expect(await ids({ search: '4358', status: 'success', firmId: dealerFirm })).toEqual(
      expect.arrayContaining([paid.dealer, paid.open]),
    );
    expect(await ids({ dateFrom: '2099-01-01' })).toEqual([]);
    expect((await history({ cursor: 'bm90IGEgY3Vyc29y' })).status).toBe(406);
    expect((await history({ dateFrom: '2026-02-01', dateTo: '2026-01-01' })).status).toBe(406);
  });

  it('pages by keyset without gaps or repeats, newest first, and sorts by amount', async () => {
    for (let n = 1; n <= 12; n += 1) {
      const started = await postPortalSale(t.baseUrl, bayi.token, { net: `${10 + n}.00` });
      expect(started.status).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const { page } = await history({ pageSize: '10', ...(cursor ? { cursor } : {}) }, bayi.token);
      total = page.total;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total);
    expect(total).toBe(15);
    const byAmount = (await history({ sortBy: 'amount', sortDir: 'asc', pageSize: '100' }, bayi.token)).page
      .items;
    const amounts = byAmount.map((item) => Number(item.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(byAmount.filter((item) => item.status === 'pending')).toHaveLength(12);
  });

  it('one payment with its timeline; another firm’s payment is not found', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/PosCollection/History/${paid.dealer}`,
      token: demo.token,
    });
    const detail = answerOf<CollectionDetail>(response).data;
    expect(detail.timeline.map((event) => event.event)).toEqual(['created', 'threeD', 'authorised']);
    expect(detail.authCode).toBeTruthy();
    const foreign = await request(t.app, {
      method: 'GET',
      url: `/api/PosCollection/History/${paid.own}`,
      token: bayi.token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('exports exactly the filtered rows in the list’s order', async () => {
    const query = { status: 'success', firmId: dealerFirm };
    const listed = (await history({ ...query, pageSize: '100' })).page.items.map((item) => item.orderId);
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/PosCollection/HistoryExcel?${new URLSearchParams(query)}`,
      token: demo.token,
    });
    expect(response.statusCode).toBe(200);
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['Tarih', 'İşlem no', 'Referans']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(listed);
    expect(rows.slice(1).every((row) => row[15] === 'Başarılı')).toBe(true);
  });

  it('names bonus instalments the way the receipt does: "3 + 2 taksit" in the row and the Excel file', async () => {
    const items = (await history({ pageSize: '100' })).page.items;
    expect(items.find((item) => item.id === paid.bonus)).toMatchObject({
      installmentCount: 3,
      extraInstallmentCount: 2,
    });
    expect(items.find((item) => item.id === paid.dealer)).toMatchObject({
      installmentCount: 1,
      extraInstallmentCount: 0,
    });
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/PosCollection/HistoryExcel?${new URLSearchParams({ status: 'success' })}`,
      token: demo.token,
    });
    const rows = await readXlsxRows(response.rawPayload);
    const column = rows[0]?.indexOf('Taksit') ?? -1;
    const bonusOrder = items.find((item) => item.id === paid.bonus)?.orderId;
    const dealerOrder = items.find((item) => item.id === paid.dealer)?.orderId;
    expect(rows.find((row) => row[1] === bonusOrder)?.[column]).toBe('3 + 2 taksit');
    expect(rows.find((row) => row[1] === dealerOrder)?.[column]).toBe('Tek Çekim');
  });

  it('a dealer’s file shows what it paid (amount, commission, total), not its firm’s net', async () => {
    const headers = async (token: string) => {
      const response = await request(t.app, { method: 'GET', url: '/api/PosCollection/HistoryExcel', token });
      expect(response.statusCode).toBe(200);
      return (await readXlsxRows(response.rawPayload))[0] ?? [];
    };
    const dealer = await headers(bayi.token);
    expect(dealer).toEqual(expect.arrayContaining(['Tutar', 'Komisyon', 'Toplam']));
    expect(dealer).not.toContain('Net');
    expect(await headers(demo.token)).toContain('Net');
  });
});
