import type { StatementPage, StatementRow } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import { postCallback, saleThroughThreeD } from '../../../test/payments.js';
import { queryRows } from '../../db/query.js';
import { firms } from '../../db/schema.js';
import { readPdfText } from '../../lib/pdf/read-pdf.js';
import { readXlsxRows } from '../../lib/xlsx.js';
import { statementPdf } from './statement-pdf.js';

let t: TestApp;
let token: string;
let firmId: string;

/** The period of every call: wide enough to hold today's card collection, not the movement of 2099. */
const PERIOD = { dateFrom: '2026-01-01', dateTo: '2098-12-31' };

const move = (n: number, date: string, fields: Record<string, unknown>) => ({
  externalId: `ST-${n}`,
  firmCode: '8101',
  date,
  documentType: 'invoice',
  documentNo: `F-${n}`,
  description: `Hareket ${n}`,
  ...fields,
});

async function statement(query: Record<string, string | number> = {}, as = token) {
  const search = new URLSearchParams(
    Object.entries({ firmId, ...PERIOD, ...query }).map(([key, value]) => [key, String(value)]),
  );
  return request(t.app, { method: 'GET', url: `/api/FirmReport/Statement?${search}`, token: as });
}

async function page(query: Record<string, string | number> = {}): Promise<StatementPage> {
  const response = await statement(query);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf<StatementPage>(response).data;
}

const balances = (items: StatementRow[]) =>
  items.map((row) => `${row.documentNo} ${row.balance} ${row.side}`);

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 }, mail: { limit: 2, windowMs: 60_000 } },
  });
  const tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  await pushItems(t.app, 'firms', [
    { code: '8101', name: 'Ekstre Test Bayi', parentCode: '1001', email: 'ekstre@bayi.example' },
    { code: '8102', name: 'Komşu Bayi', parentCode: '1001' },
  ]);
  const [row] = await t.ctx.db
    .select({ id: firms.id })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), eq(firms.branchNumber, '8101')));
  firmId = row?.id ?? '';
  const pushed = await pushItems(t.app, 'movements', [
    move(1, '2025-12-20', { documentType: 'opening', debit: '500.00' }),
    move(2, '2025-12-28', { documentType: 'payment', credit: '200.00' }),
    move(3, '2026-01-05', { debit: '1000.00' }),
    move(4, '2026-01-05', { documentType: 'return', documentNo: 'IF-1', credit: '150.00' }),
    move(5, '2026-02-14', { documentType: 'payment', credit: '400.00' }),
    move(6, '2026-02-20', { debit: '3400.00', currencyCode: 'USD', fxAmount: '100.00', fxRate: '34' }),
    move(7, '2026-03-01', { documentType: 'credit_note', credit: '50.25' }),
    move(8, '2026-03-31', { debit: '99.99' }),
    move(9, '2026-04-10', { documentType: 'payment', credit: '2000.00' }),
    move(10, '2099-01-02', { debit: '10.00' }),
    { ...move(11, '2026-02-01', { debit: '777.00' }), firmCode: '8102' },
  ]);
  expect(pushed.answer.data.created).toBe(11);
  token = (await login(t.app)).token;
});
afterAll(async () => t.close());

describe('statement (hand-computed fixture)', () => {
  it('starts from Devir, runs the balance row by row and totals the period', async () => {
    const first = await page();
    // Devir: 500 − 200 before 1 January.
    expect(first.opening).toEqual({ balance: '300.00', side: 'B', fxBalance: null });
    expect(first.firm).toMatchObject({ id: firmId, code: '8101', name: 'Ekstre Test Bayi' });
    expect(balances(first.items)).toEqual([
      'F-3 1300.00 B',
      'IF-1 1150.00 B',
      'F-5 750.00 B',
      'F-6 4150.00 B',
      'F-7 4099.75 B',
      'F-8 4199.74 B',
      'F-9 2199.74 B',
    ]);
    expect(first.items[3]).toMatchObject({ currencyCode: 'USD', fxAmount: '100.00', debit: '3400.00' });
    expect(first.totals).toEqual({
      debit: '4499.99',
      credit: '2600.25',
      closing: { balance: '2199.74', side: 'B', fxBalance: null },
      movementCount: 7,
      pendingCount: 0,
      pendingAmount: '0.00',
    });
    expect(first.nextCursor).toBeNull();
  });

  it('keeps the running balance right across pages (keyset, three rows a page)', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: StatementPage = await page({ pageSize: 3, ...(cursor ? { cursor } : {}) });
      expect(next.opening.balance).toBe('300.00');
      expect(next.totals === null).toBe(cursor !== null);
      seen.push(...balances(next.items));
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(balances((await page()).items));
  });

  it('a Devir inside a month and a month-end period read the same as the rows', async () => {
    const march = await page({ dateFrom: '2026-02-15', dateTo: '2026-03-31' });
    // 300 + 1000 − 150 − 400 = 750 before 15 February.
    expect(march.opening).toMatchObject({ balance: '750.00', side: 'B' });
    expect(balances(march.items)).toEqual(['F-6 4150.00 B', 'F-7 4099.75 B', 'F-8 4199.74 B']);
    expect(march.totals?.closing.balance).toBe('4199.74');
  });

  it('filters by type, currency and text; the shown rows then add up on their own', async () => {
    const invoices = await page({ documentTypes: 'invoice' });
    expect(invoices.partial).toBe(true);
    expect(invoices.opening).toMatchObject({ balance: '0.00', side: '' });
    expect(balances(invoices.items)).toEqual(['F-3 1000.00 B', 'F-6 4400.00 B', 'F-8 4499.99 B']);

    const usd = await page({ currency: 'USD' });
    expect(usd.items.map((row) => [row.documentNo, row.fxBalance])).toEqual([['F-6', '100.00']]);
    expect(usd.totals?.closing).toEqual({ balance: '3400.00', side: 'B', fxBalance: '100.00' });

    const found = await page({ search: 'if-1' });
    expect(found.items.map((row) => row.documentNo)).toEqual(['IF-1']);
    expect(found.items[0]).toMatchObject({ balance: '150.00', side: 'A' });

    // Every type named: the row sums must equal the monthly totals' answer.
    const all = await page({
      documentTypes: 'opening,invoice,return,payment,transfer,card,cheque,note,debit_note,credit_note,other',
    });
    const plain = await page();
    expect(all.opening).toEqual(plain.opening);
    expect(all.totals).toEqual(plain.totals);
  });

  it('shows our card collection as pending once, then the ERP movement instead', async () => {
    const { transactionId, callback } = await saleThroughThreeD(t.baseUrl, {
      net: '600.00',
      extra: { firmId },
    });
    await postCallback(callback.action, callback.fields);
    const pending = await page();
    const row = pending.items.find((item) => item.kind === 'pending');
    expect(row).toMatchObject({ id: transactionId, documentType: 'card', credit: '600.00', debit: '0.00' });
    expect(pending.totals).toMatchObject({
      closing: { balance: '1599.74', side: 'B' },
      pendingCount: 1,
      pendingAmount: '600.00',
      movementCount: 7,
    });

    await pushItems(t.app, 'movements', [
      move(12, row?.date ?? '', {
        documentType: 'card',
        documentNo: 'KRT-1',
        credit: '600.00',
        collectionId: transactionId,
      }),
    ]);
    const recorded = await page();
    expect(recorded.items.filter((item) => item.kind === 'pending')).toEqual([]);
    expect(recorded.items.at(-1)).toMatchObject({ documentNo: 'KRT-1', balance: '1599.74', side: 'B' });
    expect(recorded.totals).toMatchObject({
      closing: { balance: '1599.74' },
      pendingCount: 0,
      movementCount: 8,
    });
  });

  it('exports exactly the filtered rows with the same totals to Excel', async () => {
    const search = new URLSearchParams({ firmId, ...PERIOD, documentTypes: 'invoice,return' });
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/FirmReport/StatementExcel?${search}`,
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[0]?.slice(0, 9)).toEqual([
      'Tarih',
      'Vade',
      'Belge türü',
      'Belge no',
      'Açıklama',
      'Borç',
      'Alacak',
      'Bakiye',
      'B/A',
    ]);
    const body = rows.slice(1).map((cells) => [cells[2], cells[3], cells[5], cells[6], cells[7], cells[8]]);
    expect(body).toEqual([
      ['Devir', '', '', '', '0', ''],
      ['Fatura', 'F-3', '1000', '', '1000', 'B'],
      ['İade faturası', 'IF-1', '', '150', '850', 'B'],
      ['Fatura', 'F-6', '3400', '', '4250', 'B'],
      ['Fatura', 'F-8', '99.99', '', '4349.99', 'B'],
      ['Toplam', '', '4499.99', '150', '4349.99', 'B'],
    ]);
  });

  it('writes the exchange rate as a number cell with four decimals, not as text', async () => {
    const search = new URLSearchParams({ firmId, ...PERIOD, currency: 'USD' });
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/FirmReport/StatementExcel?${search}`,
      token,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values ?? []) as unknown[];
    const rateColumn = header.indexOf('Kur');
    expect(rateColumn).toBeGreaterThan(0);
    const usdRow = sheet?.getRows(2, sheet.rowCount - 1)?.find((row) => row.getCell(4).value === 'F-6');
    const rate = usdRow?.getCell(rateColumn);
    expect(rate?.type).toBe(ExcelJS.ValueType.Number);
    expect(rate?.value).toBe(34);
    expect(rate?.numFmt).toBe('#,##0.0000');
  });
});

describe('statement PDF', () => {
  it('has the title, firm, period, Devir, every row and the totals (read back from the file)', async () => {
    const search = new URLSearchParams({ firmId, dateFrom: '2026-01-01', dateTo: '2026-04-30' });
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/FirmReport/StatementPdf?${search}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await readPdfText(response.rawPayload)).join('\n');
    expect(text).toContain('Cari Hesap Ekstresi');
    expect(text).toContain('8101 · Ekstre Test Bayi');
    expect(text).toContain('01.01.2026 – 30.04.2026');
    expect(text).toMatch(/Devir .*300,00 \(B\)/);
    for (const documentNo of ['F-3', 'IF-1', 'F-5', 'F-6', 'F-7', 'F-8', 'F-9']) {
      expect(text).toContain(documentNo);
    }
    expect(text).toMatch(/3\.400,00 .*4\.150,00 \(B\) .*100,00 USD/);
    expect(text).toMatch(/Toplam .*4\.499,99 .*2\.600,25 .*2\.199,74 \(B\)/);
  });

  it('refuses a statement too long for a PDF with 400 and a pointer to Excel', async () => {
    const tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
    const firm = { id: firmId, code: '8101', name: 'Ekstre Test Bayi', email: null };
    await expect(
      statementPdf(
        t.ctx.db,
        { firm, tenantId, filter: PERIOD },
        { tenantName: 'x', logo: null, madeAt: '', maxRows: 3 },
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('statement by e-mail', () => {
  const send = (body: Record<string, string>) =>
    request(t.app, { method: 'POST', url: '/api/FirmReport/StatementMail', token, payload: body });

  it("sends the PDF to the firm's own address only, through the outbox, audited and limited", async () => {
    const sent = await send({ firmId, dateFrom: '2026-01-01', dateTo: '2026-04-30' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(answerOf<{ to: string }>(sent).data).toEqual({ to: 'ekstre@bayi.example' });
    const mails = await request(t.app, { method: 'GET', url: '/api/dev/mails?to=ekstre@bayi.example' });
    const [mail] = answerOf<{ subject: string; text: string; attachments: string[] }[]>(mails).data;
    expect(mail?.subject).toContain('Cari hesap ekstresi (01.01.2026 – 30.04.2026)');
    expect(mail?.attachments).toEqual(['ekstre-8101.pdf']);
    const [file] = await queryRows<{ content: Buffer }>(
      t.ctx.db,
      sql`SELECT content FROM outbox_attachments LIMIT 1`,
    );
    expect((await readPdfText(Buffer.from(file?.content ?? []))).join('\n')).toContain('2.199,74 (B)');
    const [audit] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE event = 'statement.mail' AND object_id = ${firmId}`,
    );
    expect(audit?.n).toBe(1);

    // A body may not redirect it elsewhere, a firm without an address gets 400, and the hour's limit holds.
    expect((await send({ firmId, to: 'someone@else.example' })).statusCode).toBe(406);
    const sibling = (await request(t.app, { method: 'GET', url: '/api/FirmReport/Firms', token })).json() as {
      data: { id: string; code: string }[];
    };
    const noMail = sibling.data.find((firm) => firm.code === '8102')?.id ?? '';
    expect((await send({ firmId: noMail })).statusCode).toBe(400);
    expect((await send({ firmId })).statusCode).toBe(200);
    expect((await send({ firmId })).statusCode).toBe(429);
  });
});

describe('who may read a statement', () => {
  it('a main firm reads itself and its sub-firms; the firm list offers them', async () => {
    const own = await statement({ firmId: '' });
    expect(own.statusCode).toBe(406);
    const response = await request(t.app, { method: 'GET', url: '/api/FirmReport/Firms', token });
    const list = answerOf<{ code: string; isOwn: boolean }[]>(response).data;
    expect(list[0]).toMatchObject({ code: '1001', isOwn: true });
    expect(list.map((firm) => firm.code)).toEqual(expect.arrayContaining(['1002', '8101', '8102']));
  });

  it('a sub-firm user sees only its own: a sibling is 404, its own statement is there', async () => {
    const bayi = (await login(t.app, DEMO.subFirmUser.email)).token;
    expect((await statement({}, bayi)).statusCode).toBe(404);
    const own = await request(t.app, { method: 'GET', url: '/api/FirmReport/Statement', token: bayi });
    expect(own.statusCode).toBe(200);
    expect(answerOf<StatementPage>(own).data.firm.code).toBe('1002');
    const list = await request(t.app, { method: 'GET', url: '/api/FirmReport/Firms', token: bayi });
    expect(answerOf<{ code: string }[]>(list).data.map((firm) => firm.code)).toEqual(['1002']);
  });

  it('another tenant or a made-up firm is 404; no session is 401; no flag is 403', async () => {
    const tenantB = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid)).id;
    const switched = await request(t.app, {
      method: 'GET',
      url: `/api/FirmAuth/ChangeTenant/${tenantB}`,
      token,
    });
    const other = answerOf<{ token: string }>(switched).data.token;
    expect((await statement({}, other)).statusCode).toBe(404);
    // The switch ended the first session; the calls below sign in again (tenant A).
    token = (await login(t.app)).token;
    expect((await statement({ firmId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await request(t.app, { method: 'GET', url: '/api/FirmReport/Statement' })).statusCode).toBe(401);

    await t.ctx.db.execute(
      `UPDATE user_tenants SET firm_transaction = false
        WHERE user_id = (SELECT id FROM users WHERE email = '${DEMO.subFirmUser.email}')`,
    );
    const flagless = (await login(t.app, DEMO.subFirmUser.email)).token;
    const refused = await request(t.app, {
      method: 'GET',
      url: '/api/FirmReport/Statement',
      token: flagless,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a reversed period and a forged cursor with 406', async () => {
    expect((await statement({ dateFrom: '2026-05-01', dateTo: '2026-04-01' })).statusCode).toBe(406);
    expect((await statement({ cursor: '2020-01-01.0.5' })).statusCode).toBe(406);
    expect((await statement({ cursor: 'abc' })).statusCode).toBe(406);
    expect((await statement({ documentTypes: 'invoice,nope' })).statusCode).toBe(406);
  });
});
