import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import { encodeFormBody } from '../form-body.js';
import {
  BONUS_CARD,
  expectedPostBackHash,
  GARANTI,
  type GarantiSandbox,
  newOrderId,
  threeDForm,
  walk,
} from './garanti-harness.test-support.js';
import { GARANTI_HASH_PARAMS, signGarantiPostBack } from './garanti-postback.js';
import { SANDBOX_CARDS } from './merchants.js';
import { startSandboxBank } from './sandbox-bank.js';

let sandbox: GarantiSandbox;
beforeAll(async () => {
  sandbox = await startSandboxBank({ merchants: [GARANTI] });
});
afterAll(async () => sandbox.close());

const journal = (orderId: string) =>
  sandbox.bank.journal.list(orderId).map((entry) => `${entry.type}:${entry.outcome}:${entry.returnCode}`);
const post = (action: string, fields: Record<string, string>) =>
  fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeFormBody(fields),
  });
/** The post back is signed the way the bank signs: over exactly GARANTI_HASH_PARAMS, with the store key. */
function expectSigned(fields: Record<string, string>) {
  expect(fields.hashparams).toBe('clientid:oid:authcode:procreturncode:response:mdstatus:cavv:eci:md:rnd:');
  const { joined, hash } = expectedPostBackHash(fields);
  expect(fields.hashparamsval).toBe(joined);
  expect(fields.hash).toBe(hash);
}

describe('the sandbox signs Garanti post backs', () => {
  it('reproduces vectors.json garanti.callbackHash', () => {
    const { hashparams, ...values } = vectors.garanti.callbackHash.fields;
    expect(hashparams).toBe(GARANTI_HASH_PARAMS);
    const signed = signGarantiPostBack(values, vectors.garanti.storeKey);
    expect(signed.hash).toBe(vectors.garanti.callbackHash.expected);
    expect(signed.hashparamsval).toBe(
      `${values.clientid}${values.oid}${values.mdstatus}${values.cavv}${values.eci}${values.md}${values.rnd}`,
    );
  });
});

describe('gt3dengine on the sandbox bank', () => {
  it('model 3D: a signed post back to successurl with mdstatus 1 and empty charge fields', async () => {
    const orderId = newOrderId();
    const back = await walk(sandbox, { orderId });
    expect(back.action).toBe('https://merchant.test/ok');
    expect(back.fields).toMatchObject({
      mdstatus: '1',
      mderrormessage: 'Authenticated',
      txnstatus: 'Y',
      eci: '02',
      oid: orderId,
      orderid: orderId,
      transid: orderId,
      clientid: GARANTI.terminalId,
      terminalid: GARANTI.terminalId,
      MaskedPan: '540667***5403',
      authcode: '',
      response: '',
      procreturncode: '',
      hostrefnum: '',
      txnamount: '10025',
      txncurrencycode: '949',
      secure3dsecuritylevel: '3D',
    });
    expect(back.fields.secure3dhash).toMatch(/^[0-9A-F]{128}$/);
    expect(back.fields.cavv).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(back.fields.md?.length).toBeGreaterThan(100);
    expect(back.fields.xid).toBeTruthy();
    expect(back.fields.rnd).toHaveLength(20);
    for (const cardField of ['cardnumber', 'cardexpiredatemonth', 'cardexpiredateyear', 'cardcvv2']) {
      expect(back.fields).not.toHaveProperty(cardField);
    }
    expect(JSON.stringify(back.fields)).not.toContain(BONUS_CARD);
    expectSigned(back.fields);
    expect(journal(orderId)).toEqual([]);
  });

  it('model 3D_PAY: charges once and posts procreturncode 00; a second start for the order is refused', async () => {
    const orderId = newOrderId();
    const back = await walk(sandbox, { orderId, level: '3D_PAY', pan: '4242424242424242' });
    expect(back.action).toBe('https://merchant.test/ok');
    expect(back.fields).toMatchObject({
      mdstatus: '1',
      eci: '05',
      response: 'Approved',
      procreturncode: '00',
    });
    expect(back.fields.authcode).toMatch(/^\d{6}$/);
    expect(back.fields.hostrefnum).toMatch(/^\d{12}$/);
    expect(back.fields.transid).toBe(orderId);
    expectSigned(back.fields);
    expect(journal(orderId)).toEqual(['3d_pay:approved:00']);
    expect(sandbox.bank.journal.list(orderId)[0]).toMatchObject({
      amount: '100.25',
      currency: '949',
      clientId: GARANTI.clientId,
      hostRefNum: back.fields.hostrefnum,
    });
    const again = await post(
      threeDForm(sandbox, { orderId, level: '3D_PAY' }).action,
      threeDForm(sandbox, { orderId, level: '3D_PAY' }).fields,
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('0703');
    expect(journal(orderId)).toEqual(['3d_pay:approved:00']);
  });

  it('model 3D_PAY: the declined card posts 05 Declined; a preauth journals PreAuth', async () => {
    const declined = newOrderId();
    const back = await walk(sandbox, { orderId: declined, level: '3D_PAY', pan: SANDBOX_CARDS.declined });
    expect(back.action).toBe('https://merchant.test/ok');
    expect(back.fields).toMatchObject({
      mdstatus: '1',
      response: 'Declined',
      procreturncode: '05',
      errmsg: 'Red-Onaylanmadı',
      authcode: '',
      hostrefnum: '',
    });
    expectSigned(back.fields);
    expect(journal(declined)).toEqual(['3d_pay:declined:05']);
    const held = newOrderId();
    const pre = await walk(sandbox, { orderId: held, level: '3D_PAY', type: 'preauth' });
    expect(pre.fields).toMatchObject({ procreturncode: '00', txntype: 'preauth' });
    expect(journal(held)).toEqual(['PreAuth:approved:00']);
  });

  it('a failed or cancelled check posts a signed mdstatus 0 to errorurl and charges nothing', async () => {
    const failed = newOrderId();
    const back = await walk(sandbox, { orderId: failed, level: '3D_PAY', pan: SANDBOX_CARDS.threeDFails });
    expect(back.action).toBe('https://merchant.test/fail');
    expect(back.fields).toMatchObject({
      mdstatus: '0',
      txnstatus: 'N',
      eci: '',
      cavv: '',
      procreturncode: '',
    });
    expect(back.fields.mderrormessage).toBe('Kart doğrulaması başarısız.');
    expectSigned(back.fields);
    expect(journal(failed)).toEqual([]);
    const cancelled = newOrderId();
    const gone = await walk(sandbox, { orderId: cancelled }, { cancel: true });
    expect(gone.action).toBe('https://merchant.test/fail');
    expect(gone.fields).toMatchObject({
      mdstatus: '0',
      mderrormessage: 'İşlem kart sahibi tarafından iptal edildi.',
    });
    expectSigned(gone.fields);
  });

  it('refuses a wrong secure3dhash, a lower-case one, an unknown terminal and a bad card with the error page', async () => {
    const form = threeDForm(sandbox, { orderId: newOrderId() });
    const cases: [Record<string, string>, string][] = [
      [{ ...form.fields, txnamount: '10026' }, '0603'],
      [{ ...form.fields, secure3dhash: (form.fields.secure3dhash ?? '').toLowerCase() }, '0603'],
      [{ ...form.fields, terminalid: '30000102' }, '0601'],
      [{ ...form.fields, terminalprovuserid: 'PROVRFN' }, '0602'],
      [{ ...form.fields, cardnumber: '5406675406675404' }, '0605'],
      [{ ...form.fields, cardcvv2: '' }, '0605'],
    ];
    for (const [fields, code] of cases) {
      const answer = await post(form.action, fields);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(code);
    }
    expect((await post(form.action, form.fields)).status).toBe(200);
  });

  it('the test switch makes the next post back the unsigned system error, once', async () => {
    await fetch(`${sandbox.url}/garanti/control/unsigned-next-post-back`, { method: 'POST' });
    const orderId = newOrderId();
    const back = await walk(sandbox, { orderId, level: '3D_PAY' });
    expect(back.action).toBe('https://merchant.test/fail');
    expect(back.fields).toMatchObject({
      mdstatus: '7',
      mderrormessage: 'Sistem Hatasi',
      errmsg: 'Sistem Hatasi',
      response: 'Error',
      procreturncode: '99',
      oid: orderId,
      clientid: GARANTI.terminalId,
    });
    for (const signature of ['hash', 'hashparams', 'hashparamsval']) {
      expect(back.fields).not.toHaveProperty(signature);
    }
    expect(journal(orderId)).toEqual([]);
    expectSigned((await walk(sandbox, { orderId: newOrderId() })).fields);
  });
});
