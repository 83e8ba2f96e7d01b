import { describe, expect, it } from 'vitest';
import { childOf, parseXml, textOf } from '../xml.js';
import { GARANTI_ACCOUNT as account, GARANTI_ORDER as order } from './garanti.test-support.js';
import { garantiXmlHash } from './hash.js';
import { garantiFormFields, garantiRequest } from './request-mapper.js';

const card = {
  number: '4282209004348015',
  expireMonth: '08',
  expireYear: '30',
  cvv: '123',
  holderName: 'Ali Veli',
};

describe('Garanti request mapping', () => {
  it('posts minor units, the numeric currency and the vector form hash', () => {
    expect(garantiFormFields(account, order, card)).toMatchObject({
      mode: 'TEST',
      apiversion: '512',
      secure3dsecuritylevel: '3D',
      txntype: 'sales',
      txnamount: '10025',
      txncurrencycode: '949',
      txninstallmentcount: '',
      terminalid: '30691298',
      secure3dhash:
        '372D6CB20B2B699D0A6667DFF46E3AA8CF3F9D8C2BB69A7C411895151FFCFAAB5277CCFE3B3A06035FEEFBFBFD40C79DBE51DBF867D0A24B37335A28F0CEFDE2',
    });
  });

  it('asks for 3D_PAY when the account charges at 3-D', () => {
    const fields = garantiFormFields({ ...account, model: '3d_pay' }, { ...order, installments: 3 }, card);
    expect(fields).toMatchObject({ secure3dsecuritylevel: '3D_PAY', txninstallmentcount: '3' });
  });

  it('provisions with the 3-D block and the vector HashData', () => {
    const xml = garantiRequest(account, {
      orderId: 'order222',
      type: 'sales',
      amount: 10_025n,
      currency: 'TRY',
      installments: 1,
      customerIp: '1.1.1.1',
      secure3d: { Md: 'MD' },
    });
    expect(xml).toContain(
      '<HashData>0CFE09F107274C6A07292DA061A4EECAB0F5F0CF87F831F2D3626A3346A941126C52D1D95A3B77ADF5AC348B3D25C76BA5D8D98A29557D087D3367BFFACCD25C</HashData>',
    );
    expect(xml).toContain('<ProvUserID>PROVAUT</ProvUserID>');
    expect(xml).toContain('<Secure3D><Md>MD</Md></Secure3D>');
  });

  it('voids and refunds with the refund user, its password and the sale RetrefNum', () => {
    const rfn = { ...account, credentials: { ...account.credentials, refundPassword: 'Rfn.Pass.1' } };
    for (const type of ['void', 'refund'] as const) {
      const terminal = childOf(
        childOf(
          parseXml(
            new TextEncoder().encode(
              garantiRequest(rfn, {
                orderId: 'o1',
                type,
                amount: 500n,
                currency: 'TRY',
                installments: 1,
                customerIp: '1.1.1.1',
                originalRetrefNum: '230508300434',
              }),
            ),
          ),
          'GVPSRequest',
        ),
        'Terminal',
      );
      expect(textOf(terminal, 'ProvUserID')).toBe('PROVRFN');
      expect(textOf(terminal, 'UserID')).toBe('PROVRFN');
      expect(textOf(terminal, 'HashData')).toBe(
        garantiXmlHash(
          { orderId: 'o1', terminalId: '30691298', cardNumber: '', amount: '500', currencyCode: '949' },
          'Rfn.Pass.1',
        ),
      );
    }
    const refund = garantiRequest(rfn, {
      orderId: 'o1',
      type: 'refund',
      amount: 500n,
      currency: 'TRY',
      installments: 1,
      customerIp: '1.1.1.1',
      originalRetrefNum: '230508300434',
    });
    expect(refund).toContain('<OriginalRetrefNum>230508300434</OriginalRetrefNum>');
  });
});
