import { isoDatePlusDays, istanbulIsoDate, messages } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type TestApp } from '../../../test/helpers.js';
import { linkApi, startLinkApp } from '../../../test/payment-links.js';
import { postLinkSale } from '../../../test/payments.js';
import { auditLog, paymentRequests } from '../../db/schema.js';
import { readXlsxRows } from '../../lib/xlsx.js';

let t: TestApp;
let firmToken: string;
const { created, list, post, byCode } = linkApi(() => t);

beforeAll(async () => {
  ({ t, firmToken } = await startLinkApp());
});
afterAll(async () => t.close());

describe('tracking', () => {
  it('pages with a stable cursor, sorts and filters on the server', async () => {
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
