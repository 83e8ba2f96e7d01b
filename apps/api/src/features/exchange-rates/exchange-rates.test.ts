import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, type TestApp } from '../../../test/helpers.js';
import { exchangeRates, tenants } from '../../db/schema.js';
import { refreshCentralBankRates } from './exchange-rates.service.js';
import { parseCentralBankXml } from './tcmb.js';

const sample = readFileSync(new URL('./fixtures/tcmb-today.xml', import.meta.url), 'utf8');
let t: TestApp;
let server: Server;
let serverUrl: string;
let tenantA: string;
let answer: { status: number; body: string } = { status: 200, body: sample };

beforeAll(async () => {
  t = await buildTestApp();
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'application/xml' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kurlar/today.xml`;
  const [row] = await t.ctx.db
    .select()
    .from(tenants)
    .where(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid));
  tenantA = row?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const usdRate = async () =>
  answerOf<{ code: string; bankNoteSellValue: number }[]>(
    await t.app.inject({ method: 'GET', url: `/api/PayWithoutLogin/GetCurrencies?tenantId=${tenantA}` }),
  ).data.find((c) => c.code === 'USD')?.bankNoteSellValue;

describe('central bank bulletin', () => {
  it('reads the date and the USD and EUR bank-note selling rates', () => {
    expect(parseCentralBankXml(sample)).toEqual({
      date: '2026-11-20',
      rates: { USD: '34.6964', EUR: '36.6023' },
    });
    expect(() => parseCentralBankXml('<html>maintenance</html>')).toThrow();
  });
});

describe('rate refresh job', () => {
  it('stores a new bulletin once and the screens see it', async () => {
    answer = {
      status: 200,
      body: sample
        .replace('<BanknoteSelling>34.6964', '<BanknoteSelling>35.0101')
        .replace('20.11.2026', '21.11.2026'),
    };
    expect(await refreshCentralBankRates(t.ctx, serverUrl)).toBe('stored');
    expect(await refreshCentralBankRates(t.ctx, serverUrl)).toBe('unchanged');
    expect(await usdRate()).toBe(35.0101);
  });

  it('keeps the last good rates when the fetch fails', async () => {
    answer = { status: 503, body: 'down' };
    expect(await refreshCentralBankRates(t.ctx, serverUrl)).toBe('failed');
    answer = { status: 200, body: '<Tarih_Date Tarih="bozuk"/>' };
    expect(await refreshCentralBankRates(t.ctx, serverUrl)).toBe('failed');
    expect(await refreshCentralBankRates(t.ctx, 'http://127.0.0.1:1/none.xml')).toBe('failed');
    expect(await usdRate()).toBe(35.0101);
  });
});

describe("a tenant's own rate", () => {
  it('a firm user sets it and it wins over the central bank; a dealer may not', async () => {
    const { token } = await login(t.app);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/PosCollection/ExchangeRates',
      headers: { authorization: `Bearer ${token}` },
      payload: { currencyCode: 'USD', bankNoteSellValue: '36.25' },
    });
    expect(set.statusCode).toBe(200);
    expect(await usdRate()).toBe(36.25);
    const stored = await t.ctx.db.select().from(exchangeRates).where(eq(exchangeRates.tenantId, tenantA));
    expect(stored).toHaveLength(1);

    const dealer = await login(t.app, DEMO.subFirmUser.email);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/PosCollection/ExchangeRates',
      headers: { authorization: `Bearer ${dealer.token}` },
      payload: { currencyCode: 'USD', bankNoteSellValue: '1.00' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/PosCollection/ExchangeRates',
      headers: { authorization: `Bearer ${token}` },
      payload: { currencyCode: 'USD', bankNoteSellValue: 36.25 },
    });
    expect(bad.statusCode).toBe(406);
  });
});
