import {
  isoDatePlusDays,
  istanbulIsoDate,
  messages,
  type PaymentRequestItem,
  type PaymentRequestPage,
  type PublicPaymentRequest,
} from '@tahsilat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  answerOf,
  buildTestApp,
  DEMO,
  login,
  request,
  type TestApp,
} from '../../../test/helpers.js';
import {
  CARDS,
  linkSaleThroughThreeD,
  postCallback,
  postLinkSale,
  transactionOf,
} from '../../../test/payments.js';
import {
  auditLog,
  firms,
  paymentRequests,
  posTransactions,
  tenants,
  users,
  userTenants,
} from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { readXlsxRows } from '../../lib/xlsx.js';

let t: TestApp;
let firmToken: string;
let tenantAId: string;

/** A sub-firm user with every flag, under firm 1001 (a sibling of the seeded 1002). */
async function addSubFirmUser(branchNumber: string, email: string) {
  const [tenant] = await t.ctx.db
    .select()
    .from(tenants)
    .where(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid));
  const [parent] = await t.ctx.db
    .select()
    .from(firms)
    .where(and(eq(firms.tenantId, tenant?.id ?? ''), eq(firms.branchNumber, '1001')));
  const [firm] = await t.ctx.db
    .insert(firms)
    .values({
      tenantId: tenant?.id ?? '',
      parentFirmId: parent?.id ?? null,
      branchNumber,
      name: `Bayi ${branchNumber}`,
    })
    .returning();
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email,
      name: `Kullanıcı ${branchNumber}`,
      passwordHash: await hashPassword(DEMO.password),
      passwordChangedAt: new Date(),
    })
    .returning();
  await t.ctx.db.insert(userTenants).values({
    userId: user?.id ?? '',
    tenantId: tenant?.id ?? '',
    firmId: firm?.id ?? '',
    posCollection: true,
    createPaymentLink: true,
  });
  return { firmId: firm?.id ?? '', token: (await login(t.app, email)).token };
}

async function create(token: string, body: Record<string, unknown>) {
  const response = await request(t.app, {
    method: 'POST',
    url: '/api/PaymentRequest/Create',
    token,
    payload: { amount: '1250.00', currencyCode: 'TRY', description: 'Fatura 2026-204', ...body },
  });
  return { status: response.statusCode, answer: answerOf<PaymentRequestItem>(response) };
}

async function created(token: string, body: Record<string, unknown> = {}): Promise<PaymentRequestItem> {
  const { status, answer } = await create(token, body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

async function list(token: string, query: Record<string, string> = {}) {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/PaymentRequest/List?${new URLSearchParams(query).toString()}`,
    token,
  });
  return { status: response.statusCode, answer: answerOf<PaymentRequestPage>(response) };
}

async function post(path: string, token: string, payload: Record<string, unknown>) {
  const response = await request(t.app, {
    method: 'POST',
    url: `/api/PaymentRequest/${path}`,
    token,
    payload,
  });
  return { status: response.statusCode, answer: answerOf<PaymentRequestItem>(response) };
}

async function byCode(code: string) {
  const response = await fetch(`${t.baseUrl}/api/PaymentRequest/GetByPaymentRequestId`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ PaymentRequestString: code }),
  });
  return { status: response.status, answer: (await response.json()) as Answer<PublicPaymentRequest> };
}

const journal = (orderId: string) => t.sandbox?.journal.list(orderId) ?? [];

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
  const session = await login(t.app);
  firmToken = session.token;
  tenantAId = session.tenantId;
});
afterAll(async () => t.close());

describe('creating a link', () => {
  it('answers the link with a 144-bit code, defaults and an audit row', async () => {
    const item = await created(firmToken, { customerName: 'Ayşe Yılmaz', customerEmail: 'ayse@example.com' });
    expect(item.link).toMatch(new RegExp(`^${t.baseUrl}/paymentPage\\?d=[A-Za-z0-9_-]{24}$`));
    expect(item.link.endsWith(item.code)).toBe(true);
    expect(item).toMatchObject({
      amount: '1250.00',
      currencyCode: 'TRY',
      status: 'waiting',
      validityDate: isoDatePlusDays(7),
      language: 'tr',
      maxPayments: 1,
      paidCount: 0,
      isPreAuth: false,
      preAuthState: 'none',
      firmBranchNumber: '1001',
      createdBy: DEMO.firmUser.name,
    });
    expect(item.referenceNumber).toMatch(/^LNK-\d{6}-[A-Z2-9]{6}$/);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'payment-link.create'), eq(auditLog.objectId, item.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      outcome: 'success',
      tenantId: tenantAId,
      objectType: 'payment_request',
      details: { amount: '1250.00', currencyCode: 'TRY', isPreAuth: false },
    });
  });

  it('refuses bad input with the catalogue messages and writes nothing', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentRequests);
    const cases: [Record<string, unknown>, string][] = [
      [{ description: '   ' }, messages.descriptionRequired],
      [{ description: 'Kart 4546 7112 3456 7894 ile' }, messages.cardNumberInText],
      [{ customerName: '4546711234567894' }, messages.cardNumberInText],
      [{ amount: '12,50' }, messages.amountInvalid],
      [{ amount: '0' }, messages.amountNotPositive],
      [{ amount: '1000000000.00' }, messages.linkAmountTooLarge],
      [{ validityDate: isoDatePlusDays(-1) }, messages.validityDateInPast],
      [{ validityDate: isoDatePlusDays(400) }, messages.validityDateTooFar],
      // Days that do not exist (the database would refuse them with a 500).
      [{ validityDate: `${isoDatePlusDays(200).slice(0, 4)}-02-30` }, messages.dateInvalid],
      [{ validityDate: `${isoDatePlusDays(0).slice(0, 4)}-13-01` }, messages.dateInvalid],
      [{ description: 'Fatura\u0000 12' }, messages.nulCharacter],
      [{ isPreAuth: true, maxPayments: 3 }, messages.preAuthSingleUse],
      [{ maxPayments: 0 }, messages.maxPaymentsInvalid],
      [{ customerEmail: 'ayse@' }, messages.customerEmailInvalid],
      [{ customerPhone: '12345' }, messages.linkPhoneInvalid],
      [{ sendEmail: true }, messages.linkEmailRequired],
    ];
    for (const [body, message] of cases) {
      const { status, answer } = await create(firmToken, body);
      expect(status, JSON.stringify(body)).toBe(406);
      expect(answer.data, JSON.stringify(body)).toContain(message);
    }
    // Mass assignment: the tenant and state come from the session and the server, never the body.
    for (const extra of [{ tenantId: tenantAId }, { state: 'paid' }, { paidCount: 1 }]) {
      expect((await create(firmToken, extra)).status).toBe(406);
    }
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentRequests);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('needs a session and the createPaymentLink flag, on every route', async () => {
    const dealer = (await login(t.app, DEMO.subFirmUser.email)).token;
    const routes: [string, string][] = [
      ['GET', '/api/PaymentRequest/CreateOptions'],
      ['POST', '/api/PaymentRequest/Create'],
      ['GET', '/api/PaymentRequest/List'],
      ['GET', '/api/PaymentRequest/Export'],
      ['POST', '/api/PaymentRequest/Cancel'],
      ['POST', '/api/PaymentRequest/Extend'],
      ['POST', '/api/PaymentRequest/Send'],
      ['POST', '/api/PaymentRequest/CapturePreAuth'],
      ['POST', '/api/PaymentRequest/ReleasePreAuth'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(anonymous.statusCode, url).toBe(401);
      const refused = await request(t.app, {
        method: method as 'GET',
        url,
        token: dealer,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(refused.statusCode, url).toBe(403);
    }
  });

  it('offers the firm and its sub-firms, the tenant currencies and pre-authorisation', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: '/api/PaymentRequest/CreateOptions',
      token: firmToken,
    });
    const options = answerOf<{
      firms: { branchNumber: string; isOwn: boolean }[];
      currencies: string[];
      isPreAuthAllowed: boolean;
      defaultValidityDate: string;
    }>(response).data;
    // The firm itself first, then its active sub-firms (the demo dealer 1024 is inactive).
    const offered = options.firms.map((f) => [f.branchNumber, f.isOwn]);
    expect(offered[0]).toEqual(['1001', true]);
    expect(offered).toContainEqual(['1002', false]);
    expect(offered.slice(1).every(([, isOwn]) => isOwn === false)).toBe(true);
    expect(offered.map(([code]) => code)).not.toContain('1024');
    expect(offered).toHaveLength(23);
    expect(options.currencies).toContain('TRY');
    expect(options.isPreAuthAllowed).toBe(true);
    expect(options.defaultValidityDate).toBe(isoDatePlusDays(7));
  });
});

describe('who sees which link', () => {
  it('a main firm sees its sub-firms’ links; a sub-firm only its own; a sibling or another tenant gets 404', async () => {
    const own = await addSubFirmUser('1903', 'bayi3@tahsilat.local');
    const sibling = await addSubFirmUser('1904', 'bayi4@tahsilat.local');
    const ownLink = await created(own.token, { description: 'Bayi 1903 linki' });
    expect(ownLink.firmBranchNumber).toBe('1903');
    // A sub-firm cannot create for its parent.
    const [parent] = await t.ctx.db.select().from(firms).where(eq(firms.branchNumber, '1001'));
    expect((await create(own.token, { firmId: parent?.id })).status).toBe(404);
    // The main firm creates for a sub-firm and sees both.
    const forSub = await created(firmToken, { firmId: own.firmId, description: 'Ana firmadan bayiye' });
    const mainList = (await list(firmToken, { search: 'Bayi 1903 linki' })).answer.data;
    expect(mainList.items.map((i) => i.id)).toEqual([ownLink.id]);
    const subList = (await list(own.token, { pageSize: '100' })).answer.data;
    expect(new Set(subList.items.map((i) => i.firmBranchNumber))).toEqual(new Set(['1903']));
    expect(subList.items.map((i) => i.id)).toContain(forSub.id);
    // The sibling sees none of them and cannot touch them.
    expect((await list(sibling.token)).answer.data.items).toEqual([]);
    for (const path of ['Cancel', 'Send']) {
      const { status } = await post(path, sibling.token, {
        id: ownLink.id,
        ...(path === 'Send' ? { channel: 'email', to: 'x@example.com' } : {}),
      });
      expect(status, path).toBe(404);
    }
    expect(
      (await post('Extend', sibling.token, { id: ownLink.id, validityDate: isoDatePlusDays(3) })).status,
    ).toBe(404);
    // Another tenant: the same user signed in to tenant B.
    const tenantB = await login(
      t.app,
      DEMO.firmUser.email,
      DEMO.password,
      'http://ornek-sanayi.localhost:3000',
    );
    expect((await post('Cancel', tenantB.token, { id: ownLink.id })).status).toBe(404);
    expect((await list(tenantB.token)).answer.data.items.map((i) => i.id)).not.toContain(ownLink.id);
  });
});

describe('tracking', () => {
  it('pages with a stable cursor, sorts and filters on the server', async () => {
    // No long digit runs: the test tripwire reads 13+ digits that pass Luhn as a card number.
    const marker = `Sayfa testi ${crypto.randomUUID().slice(0, 8)}`;
    const amounts = ['10.00', '20.00', '30.00', '40.00', '50.00'];
    for (const amount of amounts) {
      await created(firmToken, { amount, description: `${marker} ${amount}` });
    }
    const first = (
      await list(firmToken, { search: marker, pageSize: '10', sortBy: 'amount', sortDir: 'asc' })
    ).answer.data;
    expect(first.items.map((i) => i.amount)).toEqual(amounts);
    expect(first).toMatchObject({ total: 5, totalIsCapped: false, nextCursor: null });

    const pageA = (
      await list(firmToken, { search: marker, pageSize: '10', sortBy: 'amount', sortDir: 'desc' })
    ).answer.data;
    expect(pageA.items.map((i) => i.amount)).toEqual([...amounts].reverse());
    // Keyset paging over created_at: pages join up with no gap and no repeat.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { search: marker, pageSize: '10' };
      if (cursor) {
        query.cursor = cursor;
      }
      const page = (await list(firmToken, query)).answer.data;
      seen.push(...page.items.map((i) => i.amount));
      cursor = page.nextCursor;
      if (seen.length > 10) {
        break;
      }
    } while (cursor);
    expect(seen).toEqual([...amounts].reverse());

    const ranged = (await list(firmToken, { search: marker, amountMin: '20', amountMax: '40' })).answer.data;
    expect(ranged.items.map((i) => i.amount).sort()).toEqual(['20.00', '30.00', '40.00']);
    const today = istanbulIsoDate();
    expect(
      (await list(firmToken, { search: marker, createdFrom: today, createdTo: today })).answer.data.total,
    ).toBe(5);
    expect(
      (await list(firmToken, { search: marker, createdTo: isoDatePlusDays(-1) })).answer.data.total,
    ).toBe(0);
    expect((await list(firmToken, { search: marker, status: 'paid' })).answer.data.total).toBe(0);
    // A search text is literal: % and _ match only themselves.
    expect(
      (await list(firmToken, { search: '%' })).answer.data.items.every((i) => i.description.includes('%')),
    ).toBe(true);
    expect((await list(firmToken, { cursor: 'not-a-cursor' })).status).toBe(406);
    // Impossible days and times: the catalogue's 406, never the database's error.
    const forged = (value: string) =>
      Buffer.from(JSON.stringify([value, crypto.randomUUID()]), 'utf8').toString('base64url');
    const impossible: Record<string, string>[] = [
      { createdFrom: '2026-13-01' },
      { createdTo: '2026-02-30' },
      { search: 'Fatura\u0000' },
      { cursor: forged('2026-02-30T10:00:00.000Z') },
      { cursor: forged('2026-11-20T24:00:00.000Z') },
      { sortBy: 'validityDate', cursor: forged('2026-11-31') },
    ];
    for (const query of impossible) {
      expect((await list(firmToken, query)).status, JSON.stringify(query)).toBe(406);
    }
  });

  it('finds a link by any part of its description, reference, customer name or e-mail, in any case', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const link = await created(firmToken, {
      description: `Arama ${tag} faturası`,
      referenceNumber: `REF-${tag}-77`,
      customerName: `Müşteri ${tag}`,
      customerEmail: `alici.${tag}@example.com.tr`,
    });
    const found = async (search: string) =>
      (await list(firmToken, { search })).answer.data.items.map((item) => item.id);
    for (const search of [
      `arama ${tag.toUpperCase()}`,
      `ref-${tag}-77`,
      `MÜŞTERİ ${tag}`.toLocaleLowerCase('tr'),
      `ALICI.${tag}@EXAMPLE`,
    ]) {
      expect(await found(search), search).toEqual([link.id]);
    }
    // The fields are searched one by one: a text spanning two of them matches neither.
    expect(await found(`faturası REF-${tag}`)).toEqual([]);
  });

  it('cancels (audit-logged) and extends; an expired link shows as expired until extended', async () => {
    const link = await created(firmToken, { description: 'İptal edilecek' });
    const cancelled = await post('Cancel', firmToken, { id: link.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.answer.data.status).toBe('cancelled');
    expect(cancelled.answer.message).toBe(messages.paymentRequestCancelledDone);
    expect((await post('Cancel', firmToken, { id: link.id })).answer.message).toBe(
      messages.paymentRequestNotOpen,
    );
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'payment-link.cancel'), eq(auditLog.objectId, link.id)));
    expect(audit).toHaveLength(1);
    expect((await byCode(link.code)).answer.data).toMatchObject({ status: 'cancelled', providers: [] });
    expect((await postLinkSale(t.baseUrl, link.code, { net: '1250.00' })).body.message).toBe(
      messages.paymentRequestCancelled,
    );

    const old = await created(firmToken, { description: 'Süresi geçecek' });
    await t.ctx.db
      .update(paymentRequests)
      .set({ validityDate: isoDatePlusDays(-2) })
      .where(eq(paymentRequests.id, old.id));
    expect((await list(firmToken, { search: 'Süresi geçecek', status: 'expired' })).answer.data.total).toBe(
      1,
    );
    const expired = await byCode(old.code);
    expect(expired.answer.data.status).toBe('expired');
    expect((await postLinkSale(t.baseUrl, old.code, { net: '1250.00' })).body.message).toBe(
      messages.paymentRequestExpired,
    );
    const extended = await post('Extend', firmToken, { id: old.id, validityDate: isoDatePlusDays(10) });
    expect(extended.answer.data).toMatchObject({ status: 'waiting', validityDate: isoDatePlusDays(10) });
  });

  it('sends the link by e-mail and SMS through the outbox', async () => {
    const link = await created(firmToken, {
      description: 'Gönderim testi',
      customerEmail: 'musteri@example.com',
      customerPhone: '0532 111 22 33',
      sendEmail: true,
      language: 'en',
    });
    expect(link.lastSentAt).not.toBeNull();
    const sms = await post('Send', firmToken, { id: link.id, channel: 'sms' });
    expect(sms.status).toBe(200);
    const mails = await t.ctx.outbox.latest(10);
    const mail = mails.find((m) => m.recipient === 'musteri@example.com');
    expect(mail?.textBody).toContain(link.link);
    expect(mail?.subject).toMatch(/1,250.00|1.250,00/);
    const text = mails.find((m) => m.channel === 'sms' && m.recipient === '0532 111 22 33');
    expect(text?.textBody).toContain(link.link);
  });

  it('exports exactly the filtered rows to Excel', async () => {
    const marker = `Excel ${crypto.randomUUID().slice(0, 8)}`;
    await created(firmToken, { amount: '75.50', description: `${marker} bir` });
    await created(firmToken, {
      amount: '80.25',
      description: `${marker} iki`,
      customerName: '=HYPERLINK("http://x")',
    });
    const response = await request(t.app, {
      method: 'GET',
      url: `/api/PaymentRequest/Export?${new URLSearchParams({ search: marker, sortBy: 'amount', sortDir: 'asc' })}`,
      token: firmToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsxRows(response.rawPayload);
    const listed = (await list(firmToken, { search: marker, sortBy: 'amount', sortDir: 'asc' })).answer.data
      .items;
    expect(rows.length).toBe(listed.length + 1);
    expect(rows[0]).toContain('Referans');
    expect(rows.slice(1).map((row) => row[1])).toEqual(listed.map((item) => item.referenceNumber));
    expect(rows.slice(1).map((row) => row[9])).toEqual(listed.map((item) => item.description));
    expect(rows[2]?.[4]).toBe('=HYPERLINK("http://x")');
  });
});

describe('paying a link', () => {
  it('is paid once through 3-D; the link shows paid and takes no second payment', async () => {
    const link = await created(firmToken, {
      amount: '1000.00',
      description: 'Tek ödeme',
      customerName: 'Ayşe Yılmaz',
      customerEmail: 'ayse@example.com.tr',
    });
    const page = await byCode(link.code);
    expect(page.answer.data).toMatchObject({
      isPaid: false,
      status: 'waiting',
      customerName: 'Ayşe Yılmaz',
      customerEmail: 'ayse@example.com.tr',
      amount: '1000.00',
      amountString: '1.000,00',
      firmName: 'Demo Bayi',
      paymentGuid: DEMO.tenantA.paymentGuid,
    });
    expect(page.answer.data.providers.length).toBeGreaterThan(0);
    const { transactionId, callback } = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '1000.00' });
    await postCallback(callback.action, callback.fields);
    const tx = await transactionOf(t.baseUrl, transactionId);
    expect(tx).toMatchObject({
      status: 'authorised',
      totalAmount: '1017.90',
      referenceNumber: link.referenceNumber,
    });
    const after = await byCode(link.code);
    // A paid link's page no longer tells who the customer was.
    expect(after.answer.data).toMatchObject({
      isPaid: true,
      status: 'paid',
      providers: [],
      customerName: null,
      customerEmail: null,
      customerPhone: null,
    });
    const tracked = (await list(firmToken, { search: 'Tek ödeme' })).answer.data.items[0];
    expect(tracked).toMatchObject({ status: 'paid', paidCount: 1, transactionId, paidAmount: '1017.90' });
    const again = await postLinkSale(t.baseUrl, link.code, { net: '1000.00' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.paymentRequestPaid);
  });

  it('charges the link amount, never the client’s; the currency is the link’s', async () => {
    const link = await created(firmToken, { amount: '500.00', description: 'Tutar kontrolü' });
    const cheaper = await postLinkSale(t.baseUrl, link.code, { net: '5.00' });
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.message).toBe(messages.amountMismatch);
    const otherCurrency = await postLinkSale(t.baseUrl, link.code, { net: '500.00', currency: 'USD' });
    expect(otherCurrency.status).toBe(400);
    expect((await postLinkSale(t.baseUrl, 'x'.repeat(24), { net: '500.00' })).status).toBe(404);
    expect((await byCode('nope')).status).toBe(404);
    // The payer's texts are stored with the payment: a card number, a NUL or an impossible day is refused.
    for (const [extra, message] of [
      [{ holderName: '4546 7112 3456 7894' }, messages.cardNumberInText],
      [{ customerInformation: 'kart 4546711234567894' }, messages.cardNumberInText],
      [{ holderName: 'Ayşe\u0000 Yılmaz' }, messages.nulCharacter],
      [{ policyDate: '2026-02-30' }, messages.policyDateInvalid],
    ] as const) {
      const refused = await postLinkSale(t.baseUrl, link.code, { net: '500.00', extra });
      expect(refused.status, JSON.stringify(extra)).toBe(406);
      expect(refused.body.data as unknown, JSON.stringify(extra)).toContain(message);
    }
  });

  it('a multi-use link counts every payment and shows what they collected together', async () => {
    const link = await created(firmToken, {
      amount: '100.00',
      description: 'Çoklu ödeme toplamı',
      maxPayments: 3,
    });
    for (let i = 0; i < 2; i += 1) {
      const sale = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '100.00' });
      await postCallback(sale.callback.action, sale.callback.fields);
      expect((await transactionOf(t.baseUrl, sale.transactionId)).totalAmount).toBe('101.79');
    }
    expect((await list(firmToken, { search: 'Çoklu ödeme toplamı' })).answer.data.items[0]).toMatchObject({
      status: 'waiting',
      paidCount: 2,
      paidAmount: '203.58',
    });
  });

  it('a declined card leaves the link open for another try', async () => {
    const link = await created(firmToken, { amount: '300.00', description: 'Red sonrası' });
    const declined = await linkSaleThroughThreeD(t.baseUrl, link.code, {
      net: '300.00',
      card: CARDS.declined,
    });
    await postCallback(declined.callback.action, declined.callback.fields);
    expect((await transactionOf(t.baseUrl, declined.transactionId)).status).toBe('failed');
    expect((await byCode(link.code)).answer.data.status).toBe('waiting');
    const paid = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '300.00' });
    await postCallback(paid.callback.action, paid.callback.fields);
    expect((await byCode(link.code)).answer.data.status).toBe('paid');
  });

  it('3d_pay with the callback lost: the reconciler records the charge, or voids it when the link was paid meanwhile', async () => {
    const tebBonus = { net: '300.00', cardName: 'TEB Bonus', card: '5571131234567890' };
    // The customer passes 3-D and the bank charges; the post back to us never arrives.
    const link = await created(firmToken, { amount: '300.00', description: 'Geri dönüş kayboldu' });
    const lostPost = await linkSaleThroughThreeD(t.baseUrl, link.code, tebBonus);
    // On a second link the same happens, and meanwhile another customer pays that link.
    const other = await created(firmToken, { amount: '300.00', description: 'Geri dönüş kayboldu, ödendi' });
    const lostOnPaid = await linkSaleThroughThreeD(t.baseUrl, other.code, tebBonus);
    const payer = await linkSaleThroughThreeD(t.baseUrl, other.code, { net: '300.00' });
    await postCallback(payer.callback.action, payer.callback.fields);
    expect((await byCode(other.code)).answer.data.status).toBe('paid');

    await t.ctx.db
      .update(posTransactions)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(inArray(posTransactions.id, [lostPost.transactionId, lostOnPaid.transactionId]));
    await t.reconciler.runOnce();

    const recorded = await transactionOf(t.baseUrl, lostPost.transactionId);
    expect(recorded.status).toBe('authorised');
    expect((await byCode(link.code)).answer.data).toMatchObject({ isPaid: true, status: 'paid' });
    expect(journal(String(recorded.orderId)).map((e) => e.type)).toEqual(['3d_pay']);
    const voided = await transactionOf(t.baseUrl, lostOnPaid.transactionId);
    expect(voided).toMatchObject({ status: 'failed', message: messages.paymentRequestTaken });
    expect(journal(String(voided.orderId)).map((e) => e.type)).toEqual(['3d_pay', 'Void']);
    const [row] = await t.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, other.id));
    expect(row).toMatchObject({ paidCount: 1, claimedCount: 1, lastTransactionId: payer.transactionId });
  });

  it.each([
    ['3d (authorisation after the callback)', 'Axess', CARDS.approved],
    ['3d_pay (charged before the callback)', 'TEB Bonus', '5571131234567890'],
  ])(
    'two customers paying one single-use link at once: one is charged — %s',
    async (_name, cardName, card) => {
      const link = await created(firmToken, { amount: '200.00', description: `Yarış ${cardName}` });
      const [a, b] = await Promise.all([
        linkSaleThroughThreeD(t.baseUrl, link.code, { net: '200.00', cardName, card }),
        linkSaleThroughThreeD(t.baseUrl, link.code, { net: '200.00', cardName, card }),
      ]);
      await Promise.all([
        postCallback(a.callback.action, a.callback.fields),
        postCallback(b.callback.action, b.callback.fields),
      ]);
      const results = await Promise.all([
        transactionOf(t.baseUrl, a.transactionId),
        transactionOf(t.baseUrl, b.transactionId),
      ]);
      const won = results.filter((tx) => tx.status === 'authorised');
      const lost = results.filter((tx) => tx.status === 'failed');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.message).toBe(messages.paymentRequestTaken);
      // The bank's journal: exactly one charge stands.
      const standing = results.flatMap((tx) => {
        const entries = journal(String(tx.orderId)).filter((e) => e.outcome === 'approved');
        const voided = entries.some((e) => e.type === 'Void');
        return voided ? [] : entries.filter((e) => e.type === 'Auth' || e.type === '3d_pay');
      });
      expect(standing).toHaveLength(1);
      const [row] = await t.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, link.id));
      expect(row).toMatchObject({
        state: 'paid',
        paidCount: 1,
        claimedCount: 1,
        lastTransactionId: won[0]?.id,
      });
    },
  );

  it('a pre-authorisation is held, then captured once; another is released', async () => {
    const link = await created(firmToken, { amount: '800.00', description: 'Ön provizyon', isPreAuth: true });
    expect((await byCode(link.code)).answer.data.isPreAuth).toBe(true);
    const sale = await linkSaleThroughThreeD(t.baseUrl, link.code, { net: '800.00' });
    await postCallback(sale.callback.action, sale.callback.fields);
    const tx = await transactionOf(t.baseUrl, sale.transactionId);
    expect(journal(String(tx.orderId)).map((e) => e.type)).toEqual(['PreAuth']);
    const held = (await list(firmToken, { search: 'Ön provizyon' })).answer.data.items[0];
    expect(held).toMatchObject({ status: 'paid', preAuthState: 'held' });
    const [first, second] = await Promise.all([
      post('CapturePreAuth', firmToken, { id: link.id }),
      post('CapturePreAuth', firmToken, { id: link.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(journal(String(tx.orderId)).filter((e) => e.type === 'PostAuth')).toHaveLength(1);
    expect((await list(firmToken, { search: 'Ön provizyon' })).answer.data.items[0]?.preAuthState).toBe(
      'captured',
    );
    expect((await post('ReleasePreAuth', firmToken, { id: link.id })).answer.message).toBe(
      messages.preAuthNotHeld,
    );

    const other = await created(firmToken, {
      amount: '90.00',
      description: 'Bırakılacak provizyon',
      isPreAuth: true,
    });
    const sale2 = await linkSaleThroughThreeD(t.baseUrl, other.code, { net: '90.00' });
    await postCallback(sale2.callback.action, sale2.callback.fields);
    const released = await post('ReleasePreAuth', firmToken, { id: other.id });
    expect(released.answer).toMatchObject({
      message: messages.preAuthReleased,
      data: { preAuthState: 'released' },
    });
    const tx2 = await transactionOf(t.baseUrl, sale2.transactionId);
    expect(journal(String(tx2.orderId)).map((e) => e.type)).toEqual(['PreAuth', 'Void']);
    // A released hold collected nothing: tracking and the export show no paid amount for it.
    expect((await list(firmToken, { search: 'Bırakılacak provizyon' })).answer.data.items[0]).toMatchObject({
      status: 'paid',
      preAuthState: 'released',
      paidAmount: null,
    });
    // An ordinary link has no hold to capture.
    const plain = await created(firmToken, { description: 'Provizyonsuz' });
    expect((await post('CapturePreAuth', firmToken, { id: plain.id })).answer.message).toBe(
      messages.preAuthNotHeld,
    );
  });
});
