import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import type { Order, PosAccount } from '../types.js';
import {
  agreementRequest,
  captureRequest,
  installmentOf,
  oosRequestData,
  orderMac,
  packetsOf,
  paddedXid,
  resolveRequest,
  returnRequest,
  reverseRequest,
  threeDForm,
  threeDOrderId,
  tranDataRequest,
} from './request-mapper.js';

const { posnet } = vectors;
const account: PosAccount = {
  protocol: 'posnet',
  model: '3d',
  endpoints: {
    gateUrl: 'https://setmpos.ykb.com/3DSWebService/YKBPaymentService',
    apiUrl: 'https://setmpos.ykb.com/PosnetWebService/XML',
  },
  credentials: {
    storeId: posnet.account.mid,
    terminalId: posnet.account.tid,
    apiUser: posnet.account.posnetId,
    apiPassword: '',
    storeKey: posnet.account.encKey,
  },
  acceptedMdStatus: ['1'],
};
const order: Order = {
  orderId: '2020110828BC',
  amount: 10_001n,
  currency: 'TRY',
  installments: 1,
  type: 'Auth',
  okUrl: 'https://shop.test/posnet/return',
  failUrl: 'https://shop.test/posnet/fail',
  language: 'tr',
  customerIp: '10.0.0.1',
  cardHolderName: 'Çağrı Şükrü Öztürk',
};
const card = { number: '4048095010857528', expireMonth: '05', expireYear: '28', cvv: '454', holderName: 'X' };

describe('PosNet request mapping', () => {
  it('pads the order id to 20 for XID and prefixes TDSC for status, void and refund', () => {
    expect(paddedXid('2020110828BC')).toBe('000000002020110828BC');
    expect(paddedXid('T261125ABCDEFGHJK')).toBe('000T261125ABCDEFGHJK');
    expect(threeDOrderId('T261125ABCDEFGHJK')).toBe('TDSC000T261125ABCDEFGHJK');
    expect(threeDOrderId('T261125ABCDEFGHJK')).toHaveLength(24);
  });

  it('writes instalments as two digits, 00 for a single payment', () => {
    expect([1, 2, 3, 9, 12].map(installmentOf)).toEqual(['00', '02', '03', '09', '12']);
  });

  it('the order MAC is vector B', () => {
    expect(orderMac(account, order)).toBe(posnet.requestMac[1]?.expected);
  });

  it('oosRequestData carries the card (YYMM), minor units, letter currency, padded XID and tranType', () => {
    expect(oosRequestData(account, order, card)).toEqual({
      mid: '6706598320',
      tid: '67005551',
      oosRequestData: {
        posnetid: '27426',
        ccno: '4048095010857528',
        expDate: '2805',
        cvc: '454',
        amount: '10001',
        currencyCode: 'TL',
        installment: '00',
        XID: '000000002020110828BC',
        cardHolderName: 'Çağrı Şükrü Öztürk',
        tranType: 'Sale',
      },
    });
    const pre = oosRequestData(
      account,
      { ...order, type: 'PreAuth', currency: 'EUR', installments: 6 },
      card,
    );
    expect(pre.oosRequestData).toMatchObject({ tranType: 'Auth', currencyCode: 'EU', installment: '06' });
    const noName = oosRequestData(account, { ...order, cardHolderName: undefined }, card);
    expect(noName.oosRequestData).toMatchObject({ cardHolderName: 'X' });
  });

  it('the browser form carries the bank data and our single return URL, never the card', () => {
    const form = threeDForm(account, order, { data1: 'D1', data2: 'D2', sign: 'S' });
    expect(form).toEqual({
      kind: 'form',
      action: account.endpoints.gateUrl,
      fields: {
        mid: '6706598320',
        posnetID: '27426',
        posnetData: 'D1',
        posnetData2: 'D2',
        digest: 'S',
        merchantReturnURL: order.okUrl,
        lang: 'tr',
        url: '',
      },
    });
    expect(JSON.stringify(form)).not.toContain(card.number);
  });

  it('resolve and finalisation carry the three packets and the MAC; finalisation spends no points', () => {
    const packets = packetsOf({ MerchantPacket: 'M', BankPacket: 'B', Sign: 'S', Xid: 'x' });
    expect(packets).toEqual({ bankData: 'B', merchantData: 'M', sign: 'S' });
    expect(packetsOf({ MerchantPacket: 'M', BankPacket: '', Sign: 'S' })).toBeNull();
    if (packets) {
      expect(resolveRequest(account, packets, 'MAC')).toEqual({
        mid: '6706598320',
        tid: '67005551',
        oosResolveMerchantData: { bankData: 'B', merchantData: 'M', sign: 'S', mac: 'MAC' },
      });
      expect(tranDataRequest(account, packets, 'MAC').oosTranData).toEqual({
        bankData: 'B',
        merchantData: 'M',
        sign: 'S',
        wpAmount: '0',
        mac: 'MAC',
      });
    }
  });

  it('void, refund and capture name the order by hostLogKey, or by the 24-character order id', () => {
    const byKey = {
      orderId: 'T261125ABCDEFGHJK',
      installments: 1,
      hostRefNum: '021450428990000191',
      authCode: '504289',
    };
    const byId = { orderId: 'T261125ABCDEFGHJK', installments: 1, hostRefNum: null, authCode: null };
    expect(reverseRequest(account, byKey)).toMatchObject({
      tranDateRequired: '1',
      reverse: { transaction: 'sale', hostLogKey: '021450428990000191', authCode: '504289' },
    });
    expect(reverseRequest(account, byId).reverse).toEqual({
      transaction: 'sale',
      orderID: 'TDSC000T261125ABCDEFGHJK',
    });
    expect(returnRequest(account, byId, 175n, 'USD')).toMatchObject({
      tranDateRequired: '1',
      return: { amount: '175', currencyCode: 'US', orderID: 'TDSC000T261125ABCDEFGHJK' },
    });
    expect(captureRequest(account, byKey, 10_001n, 'TRY')).toMatchObject({
      tranDateRequired: '1',
      capt: { hostLogKey: '021450428990000191', amount: '10001', currencyCode: 'TL', installment: '00' },
    });
    // A capture names the instalments the pre-authorisation was made with (PosNet's XML guide), not always 00.
    expect(captureRequest(account, { ...byKey, installments: 6 }, 10_001n, 'TRY').capt).toMatchObject({
      installment: '06',
    });
    expect(agreementRequest(account, 'T261125ABCDEFGHJK')).toEqual({
      mid: '6706598320',
      tid: '67005551',
      agreement: { orderID: 'TDSC000T261125ABCDEFGHJK' },
    });
  });
});
