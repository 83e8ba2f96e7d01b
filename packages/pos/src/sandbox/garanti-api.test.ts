import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callGvps,
  GARANTI,
  type GarantiSandbox,
  gvpsRequest,
  newOrderId,
  provisioned,
  secure3dOf,
  walk,
} from './garanti-harness.test-support.js';
import { SANDBOX_CARDS } from './merchants.js';
import { startSandboxBank } from './sandbox-bank.js';

let sandbox: GarantiSandbox;
beforeAll(async () => {
  sandbox = await startSandboxBank({ merchants: [GARANTI] });
});
afterAll(async () => sandbox.close());

const journal = (orderId: string) =>
  sandbox.bank.journal.list(orderId).map((entry) => `${entry.type}:${entry.outcome}:${entry.returnCode}`);

describe('VPServlet provisioning after 3-D', () => {
  it("approves the session's Md once and refuses the second provision", async () => {
    const orderId = newOrderId();
    const { back, answer } = await provisioned(sandbox, { orderId });
    expect(answer).toMatchObject({ status: 200, code: '00', reason: '00' });
    expect(answer.retref).toMatch(/^\d{12}$/);
    expect(answer.authCode).toMatch(/^\d{6}$/);
    expect(answer.document).toMatchObject({
      Terminal: { ProvUserID: 'PROVAUT', ID: GARANTI.terminalId, MerchantID: GARANTI.clientId },
      Order: { OrderID: orderId },
      Transaction: {
        Response: { Source: 'HOST', Message: 'Approved' },
        CardNumberMasked: '540667******5403',
      },
    });
    expect(journal(orderId)).toEqual(['Auth:approved:00']);
    const again = await callGvps(
      sandbox,
      gvpsRequest({ orderId, type: 'sales', amount: '10025', secure3d: secure3dOf(back.fields) }),
    );
    expect(again).toMatchObject({ code: '92', reason: '0703', retref: '' });
    expect(journal(orderId)).toEqual(['Auth:approved:00']);
  });

  it("refuses another order's Md, another amount, currency or type, and a forged CAVV", async () => {
    const first = newOrderId();
    const second = newOrderId();
    const back = await walk(sandbox, { orderId: first });
    const secure3d = secure3dOf(back.fields);
    const refused = async (input: Parameters<typeof gvpsRequest>[0]) =>
      (await callGvps(sandbox, gvpsRequest(input))).reason;
    expect(await refused({ orderId: second, type: 'sales', amount: '10025', secure3d })).toBe('0701');
    expect(await refused({ orderId: first, type: 'sales', amount: '10026', secure3d })).toBe('0702');
    expect(await refused({ orderId: first, type: 'sales', amount: '10025', currency: '840', secure3d })).toBe(
      '0702',
    );
    expect(await refused({ orderId: first, type: 'preauth', amount: '10025', secure3d })).toBe('0702');
    expect(
      await refused({ orderId: first, type: 'sales', amount: '10025', installments: '3', secure3d }),
    ).toBe('0702');
    expect(
      await refused({
        orderId: first,
        type: 'sales',
        amount: '10025',
        secure3d: { ...secure3d, AuthenticationCode: 'x' },
      }),
    ).toBe('0701');
    expect(await refused({ orderId: first, type: 'sales', amount: '10025' })).toBe('0701');
    expect(journal(first)).toEqual([]);
    // The refusals did not use the Md up.
    const answer = await callGvps(
      sandbox,
      gvpsRequest({ orderId: first, type: 'sales', amount: '10025', secure3d }),
    );
    expect(answer.code).toBe('00');
  });

  it('declines the declined card at the host (05) and journals it', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, { orderId, pan: SANDBOX_CARDS.declined });
    expect(answer).toMatchObject({
      code: '05',
      reason: '05',
      errorMsg: 'Red-Onaylanmadı',
      retref: '',
      authCode: '',
    });
    expect(journal(orderId)).toEqual(['Auth:declined:05']);
  });

  it('refuses a wrong HashData, an unknown terminal, an unknown type and bad XML, in GVPSResponse shape', async () => {
    const orderId = newOrderId();
    const wrongHash = await callGvps(sandbox, gvpsRequest({ orderId, type: 'orderinq', password: 'nope' }));
    expect(wrongHash).toMatchObject({ status: 200, code: '92', reason: '0603' });
    const stranger = await callGvps(
      sandbox,
      gvpsRequest({ orderId, type: 'orderinq', merchant: { ...GARANTI, clientId: '7000102' } }),
    );
    expect(stranger.reason).toBe('0601');
    expect((await callGvps(sandbox, gvpsRequest({ orderId, type: 'salesx' }))).reason).toBe('0604');
    const garbage = await callGvps(sandbox, '<GVPSRequest><Terminal>');
    expect(garbage).toMatchObject({ status: 200, code: '92', reason: '0001' });
    // Garanti's PHP samples post the XML as a form's data field.
    const asForm = await callGvps(sandbox, gvpsRequest({ orderId, type: 'orderinq' }), true);
    expect(asForm).toMatchObject({ status: 200, code: '92', reason: '0110' });
  });

  it('a lost provision answer is journaled but never answered', async () => {
    const orderId = newOrderId();
    const back = await walk(sandbox, { orderId });
    sandbox.bank.api.dropNextAnswer('Auth');
    await expect(
      callGvps(
        sandbox,
        gvpsRequest({ orderId, type: 'sales', amount: '10025', secure3d: secure3dOf(back.fields) }),
      ),
    ).rejects.toThrow();
    expect(journal(orderId)).toEqual(['Auth:approved:00']);
  });
});

describe('VPServlet money after the sale', () => {
  it('void takes PROVRFN only, the sale RetrefNum, before the end of day', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, { orderId });
    const voidWith = (input: Partial<Parameters<typeof gvpsRequest>[0]>) =>
      callGvps(sandbox, gvpsRequest({ orderId, type: 'void', originalRetrefNum: answer.retref, ...input }));
    expect((await voidWith({ user: 'PROVAUT' })).reason).toBe('0602');
    expect((await voidWith({ user: 'PROVRFN', password: GARANTI.apiPassword })).reason).toBe('0603');
    expect((await voidWith({ user: 'PROVRFN', originalRetrefNum: '000000000000' })).reason).toBe('0110');
    const voided = await voidWith({ user: 'PROVRFN' });
    expect(voided).toMatchObject({ code: '00', reason: '00' });
    expect(voided.document).toMatchObject({ Terminal: { ProvUserID: 'PROVRFN' } });
    expect(voided.retref).toMatch(/^\d{12}$/);
    expect(voided.retref).not.toBe(answer.retref);
    expect((await voidWith({ user: 'PROVRFN' })).reason).toBe('0110');
    expect(journal(orderId)).toEqual(['Auth:approved:00', 'Void:approved:00']);
  });

  it('refund takes PROVRFN only, after the end of day, never more than is left; void is refused then', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, { orderId, amount: '20000' });
    const refund = (amount: string, user: 'PROVAUT' | 'PROVRFN' = 'PROVRFN') =>
      callGvps(
        sandbox,
        gvpsRequest({ orderId, type: 'refund', amount, user, originalRetrefNum: answer.retref }),
      );
    expect((await refund('5000')).reason).toBe('0902');
    await fetch(`${sandbox.url}/control/end-of-day`, { method: 'POST' });
    expect((await refund('5000', 'PROVAUT')).reason).toBe('0602');
    expect((await refund('5000')).code).toBe('00');
    expect((await refund('15001')).reason).toBe('0903');
    expect((await refund('15000')).code).toBe('00');
    expect((await refund('1')).reason).toBe('0903');
    const voided = await callGvps(
      sandbox,
      gvpsRequest({ orderId, type: 'void', user: 'PROVRFN', originalRetrefNum: answer.retref }),
    );
    expect(voided.reason).toBe('0901');
    const wrongRef = await callGvps(
      sandbox,
      gvpsRequest({ orderId, type: 'refund', amount: '1', user: 'PROVRFN', originalRetrefNum: '1' }),
    );
    expect(wrongRef.reason).toBe('0208');
    expect(journal(orderId)).toEqual(['Auth:approved:00', 'Credit:approved:00', 'Credit:approved:00']);
    expect(sandbox.bank.journal.list(orderId).map((entry) => entry.amount)).toEqual([
      '200.00',
      '50.00',
      '150.00',
    ]);
  });

  it('postauth captures at most the pre-authorised amount, naming the pre-auth; a lost void is still done', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, {
      orderId,
      type: 'preauth',
      amount: '30000',
      installments: '3',
    });
    expect(answer.code).toBe('00');
    const capture = (amount: string, originalRetrefNum = answer.retref) =>
      callGvps(
        sandbox,
        gvpsRequest({ orderId, type: 'postauth', amount, installments: '3', originalRetrefNum }),
      );
    expect((await capture('30000', '999999999999')).reason).toBe('0801');
    expect((await capture('30001')).reason).toBe('0802');
    expect((await capture('25000')).code).toBe('00');
    expect((await capture('25000')).reason).toBe('0801');
    sandbox.bank.api.dropNextAnswer('Void');
    await expect(
      callGvps(
        sandbox,
        gvpsRequest({ orderId, type: 'void', user: 'PROVRFN', originalRetrefNum: answer.retref }),
      ),
    ).rejects.toThrow();
    expect(journal(orderId)).toEqual(['PreAuth:approved:00', 'PostAuth:approved:00', 'Void:approved:00']);
    expect(sandbox.bank.journal.list(orderId).map((entry) => entry.amount)).toEqual([
      '300.00',
      '250.00',
      '250.00',
    ]);
  });
});
