import { isoDatePlusDays, messages } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { linkApi, startLinkApp } from '../../../test/payment-links.js';
import { auditLog, firms, paymentRequests } from '../../db/schema.js';

let t: TestApp;
let firmToken: string;
let tenantAId: string;
const { addSubFirmUser, create, created, list, post } = linkApi(() => t);

beforeAll(async () => {
  ({ t, firmToken, tenantAId } = await startLinkApp());
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

  it('takes a description with a Luhn-valid order number that is no card; a card number stays refused', async () => {
    // 1732812345673 passes Luhn, but no card scheme starts with 1; the answer carries it back unmasked.
    const item = await created(firmToken, { description: 'Kabul POS 1732812345673' });
    expect(item.description).toBe('Kabul POS 1732812345673');
    const refused = await create(firmToken, {
      description: 'Kabul POS 1732812345673, kart 5406675406675403',
    });
    expect(refused.status).toBe(406);
    expect(refused.answer.data).toContain(messages.cardNumberInText);
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
