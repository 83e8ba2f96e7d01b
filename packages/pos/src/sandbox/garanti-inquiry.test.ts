import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childOf, textOf, type XmlNode, type XmlValue } from '../xml.js';
import {
  callGvps,
  GARANTI,
  type GarantiSandbox,
  gvpsRequest,
  newOrderId,
  provisioned,
  walk,
} from './garanti-harness.test-support.js';
import { SANDBOX_CARDS, type SandboxMerchant } from './merchants.js';
import { startSandboxBank } from './sandbox-bank.js';

/** A second Garanti store of the same bank: order ids are per merchant. */
const OTHER: SandboxMerchant = {
  ...GARANTI,
  clientId: '7000102',
  terminalId: '30000102',
  apiPassword: 'OtherProv.2026',
  storeKey: 'GARANTIKEY02',
};

let sandbox: GarantiSandbox;
beforeAll(async () => {
  sandbox = await startSandboxBank({ merchants: [GARANTI, OTHER] });
});
afterAll(async () => sandbox.close());

/** orderinq for an order: the transaction's Code and ReasonCode, and OrderInqResult. */
async function inquire(orderId: string, merchant: SandboxMerchant = GARANTI) {
  const answer = await callGvps(sandbox, gvpsRequest({ orderId, type: 'orderinq', merchant }));
  return { code: answer.code, reason: answer.reason, result: childOf(answer.order, 'OrderInqResult') };
}

/** orderhistoryinq: the OrderTxn entries (one element or many). */
async function history(orderId: string) {
  const answer = await callGvps(sandbox, gvpsRequest({ orderId, type: 'orderhistoryinq' }));
  const list: XmlValue = childOf(childOf(answer.order, 'OrderHistInqResult'), 'OrderTxnList').OrderTxn;
  const txns = (Array.isArray(list) ? list : list ? [list] : []) as XmlNode[];
  return { code: answer.code, reason: answer.reason, answer, txns };
}

const retrefOf = (orderId: string, type: string) =>
  sandbox.bank.journal.list(orderId).find((entry) => entry.type === type)?.hostRefNum ?? '';

describe('orderinq on the sandbox bank', () => {
  it('APPROVED after a sale, with amounts in minor units and the masked card', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, { orderId });
    const { code, result } = await inquire(orderId);
    expect(code).toBe('00');
    expect(result).toMatchObject({
      ChargeType: 'S',
      Status: 'APPROVED',
      AuthAmount: '10025',
      PreAuthAmount: '0',
      Code: '00',
      ReasonCode: '00',
      RetrefNum: answer.retref,
      AuthCode: answer.authCode,
      CardNumberMasked: '540667******5403',
      InstallmentCnt: '0',
    });
    expect(textOf(result, 'AuthDate')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
  });

  it('WAITINGPOSTAUTH after a pre-auth, APPROVED once captured, VOID once voided', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, {
      orderId,
      type: 'preauth',
      amount: '30000',
      installments: '3',
    });
    expect((await inquire(orderId)).result).toMatchObject({
      Status: 'WAITINGPOSTAUTH',
      PreAuthAmount: '30000',
      AuthAmount: '0',
      AuthDate: '',
      InstallmentCnt: '3',
      RetrefNum: answer.retref,
    });
    const capture = await callGvps(
      sandbox,
      gvpsRequest({
        orderId,
        type: 'postauth',
        amount: '28000',
        installments: '3',
        originalRetrefNum: answer.retref,
      }),
    );
    expect(capture.code).toBe('00');
    expect((await inquire(orderId)).result).toMatchObject({
      Status: 'APPROVED',
      PreAuthAmount: '30000',
      AuthAmount: '28000',
    });
    const voided = await callGvps(
      sandbox,
      gvpsRequest({ orderId, type: 'void', user: 'PROVRFN', originalRetrefNum: capture.retref }),
    );
    expect(voided.code).toBe('00');
    expect((await inquire(orderId)).result).toMatchObject({ Status: 'VOID' });
  });

  it('92/0110 with the empty result for an order never authorised, or passed 3-D but never provisioned', async () => {
    const unknown = await inquire(newOrderId());
    expect(unknown).toMatchObject({ code: '92', reason: '0110' });
    expect(unknown.result).toMatchObject({ Status: '', CardNumberMasked: 'null', AuthAmount: '0' });
    const orderId = newOrderId();
    expect((await walk(sandbox, { orderId })).fields.mdstatus).toBe('1');
    expect(await inquire(orderId)).toMatchObject({ code: '92', reason: '0110' });
  });

  it('DECLINED for a 3D_PAY order declined or failing 3-D; order ids are per merchant', async () => {
    const declined = newOrderId();
    await walk(sandbox, { orderId: declined, level: '3D_PAY', pan: SANDBOX_CARDS.declined });
    expect(await inquire(declined)).toMatchObject({
      code: '00',
      result: { Status: 'DECLINED', Code: '05', ReasonCode: '05', AuthAmount: '0' },
    });
    const failed = newOrderId();
    await walk(sandbox, { orderId: failed, level: '3D_PAY', pan: SANDBOX_CARDS.threeDFails });
    expect(await inquire(failed)).toMatchObject({
      code: '00',
      result: { Status: 'DECLINED', Code: '', SysErrMsg: 'Kart doğrulaması başarısız.' },
    });
    const sold = newOrderId();
    await provisioned(sandbox, { orderId: sold });
    expect((await inquire(sold)).result).toMatchObject({ Status: 'APPROVED' });
    expect(await inquire(sold, OTHER)).toMatchObject({ code: '92', reason: '0110' });
  });

  it('REFUNDED or PARTIALLYREFUNDED after refunds', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, { orderId, amount: '20000' });
    await fetch(`${sandbox.url}/control/end-of-day`, { method: 'POST' });
    const refund = (amount: string) =>
      callGvps(
        sandbox,
        gvpsRequest({ orderId, type: 'refund', amount, user: 'PROVRFN', originalRetrefNum: answer.retref }),
      );
    expect((await refund('5000')).code).toBe('00');
    expect((await inquire(orderId)).result).toMatchObject({
      Status: 'PARTIALLYREFUNDED',
      AuthAmount: '20000',
    });
    expect((await refund('15000')).code).toBe('00');
    expect((await inquire(orderId)).result).toMatchObject({ Status: 'REFUNDED' });
  });
});

describe('orderhistoryinq on the sandbox bank', () => {
  it('lists every movement of the order, oldest first', async () => {
    const orderId = newOrderId();
    const { answer } = await provisioned(sandbox, { orderId });
    await callGvps(
      sandbox,
      gvpsRequest({ orderId, type: 'void', user: 'PROVRFN', originalRetrefNum: answer.retref }),
    );
    const { code, txns } = await history(orderId);
    expect(code).toBe('00');
    expect(txns).toHaveLength(2);
    expect(txns[0]).toMatchObject({
      Type: 'sales',
      Status: '00',
      AuthAmount: '10025',
      RetrefNum: answer.retref,
      AuthCode: answer.authCode,
      ReturnCode: '00',
      CurrencyCode: '949',
      Settlement: 'N',
    });
    expect(txns[0]?.VoidDate).toMatch(/^\d{8}$/);
    expect(txns[1]).toMatchObject({ Type: 'void', Status: '00', RetrefNum: retrefOf(orderId, 'Void') });
  });

  it('a declined sale is Status 01; an unknown order is 92/0108 with an empty list', async () => {
    const orderId = newOrderId();
    await provisioned(sandbox, { orderId, pan: SANDBOX_CARDS.declined });
    const { txns } = await history(orderId);
    expect(txns).toEqual([
      expect.objectContaining({ Type: 'sales', Status: '01', ReturnCode: '05', RetrefNum: '' }),
    ]);
    const unknown = await history(newOrderId());
    expect(unknown).toMatchObject({ code: '92', reason: '0108', txns: [] });
    expect(unknown.answer.errorMsg).toBe('Gönderilen sipariş numarasına ait kayıt bulunmamaktadır');
  });
});
