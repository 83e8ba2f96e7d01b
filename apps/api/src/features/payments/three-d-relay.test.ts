import { messages } from '@tahsilat/domain';
import { encodeFormBody, readForm } from '@tahsilat/pos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNumbersIn } from '../../../test/card-canary.js';
import type { TestApp } from '../../../test/helpers.js';
import { buildPaymentApp, postSale } from '../../../test/payments.js';
import { PROTOCOL_CASES } from '../../../test/protocol-cases.js';
import { posTransactions } from '../../db/schema.js';
import { RELAY_PATH } from './three-d-relay.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildPaymentApp();
});
afterAll(async () => t.close());

const relay = (fields: Record<string, string>) =>
  fetch(`${t.baseUrl}${RELAY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeFormBody(fields),
  });

const relayed = PROTOCOL_CASES.filter((c) => c.protocol === 'kuveyt' || c.protocol === 'payflex');

describe.each(relayed)('the 3-D relay ($protocol: the bank names the 3-D page)', (c) => {
  async function start() {
    const sale = await postSale(t.baseUrl, { cardName: c.cardName, card: c.card });
    expect(sale.status).toBe(200);
    const data = sale.body.data;
    if (!data) {
      throw new Error('no sale');
    }
    return { transactionId: data.transactionId, form: readForm(data.content) };
  }

  it("posts the sealed bank form to us; the relay page may post only to the bank's origin", async () => {
    const { form } = await start();
    expect(form.action).toBe(RELAY_PATH);
    expect(Object.keys(form.fields)).toEqual(['relay']);
    const answer = await relay(form.fields);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    const target = readForm(page);
    const origin = new URL(target.action).origin;
    expect(answer.headers.get('content-security-policy')).toContain(`form-action ${origin};`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(cardNumbersIn(page)).toEqual([]);
  });

  it('refuses a seal it did not make, and one for a payment past its 3-D step', async () => {
    const { transactionId, form } = await start();
    const sealed = form.fields.relay ?? '';
    const altered = flipByte(sealed);
    const forged = await relay({ relay: altered });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe(messages.badRequest);

    await t.ctx.db
      .update(posTransactions)
      .set({ status: 'expired' })
      .where(eq(posTransactions.id, transactionId));
    const late = await relay(form.fields);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe(messages.paymentExpired);
  });
});

/** The seal with one byte of its ciphertext changed for certain (a changed base64 tail can decode to the same bytes). */
function flipByte(sealed: string): string {
  const parts = sealed.split(':');
  const body = Buffer.from(parts[3] ?? '', 'base64');
  body[0] = (body[0] ?? 0) ^ 1;
  return [parts[0], parts[1], parts[2], body.toString('base64')].join(':');
}
