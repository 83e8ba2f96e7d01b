import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../http-client.js';
import type { PosAccount } from '../types.js';
import { parseXml } from '../xml.js';
import { GarantiGateway, garantiFormFields, garantiRequest, mapGarantiResponse } from './gateway.js';
import { garantiCallbackHash } from './hash.js';

const account: PosAccount = {
  protocol: 'garanti',
  model: '3d',
  endpoints: { gateUrl: 'https://garanti.test/servlet/gt3dengine', apiUrl: 'https://garanti.test/VPServlet' },
  credentials: {
    storeId: '7000679',
    terminalId: '30691298',
    apiUser: 'PROVAUT',
    apiPassword: '123qweASD/',
    storeKey: '12345678',
  },
  acceptedMdStatus: ['1', '2', '3', '4'],
  testMode: true,
};
const order = {
  orderId: 'order222',
  amount: 10_025n,
  currency: 'TRY' as const,
  installments: 1,
  type: 'Auth' as const,
  okUrl: 'https://domain.com/success',
  failUrl: 'https://domain.com/fail_url',
  language: 'tr' as const,
  customerIp: '10.0.0.1',
};

describe('Garanti request mapping', () => {
  it('posts minor units, the numeric currency and the vector form hash', async () => {
    const fields = garantiFormFields(account, order, {
      number: '4282209004348015',
      expireMonth: '08',
      expireYear: '30',
      cvv: '123',
      holderName: 'Ali Veli',
    });
    expect(fields).toMatchObject({
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
    expect(xml).toContain('<Secure3D><Md>MD</Md></Secure3D>');
  });
});

describe('Garanti response mapping', () => {
  const answer = (code: string, reason: string, message = '') =>
    new TextEncoder().encode(
      `<?xml version="1.0" encoding="UTF-8"?><GVPSResponse><Order><OrderID>order222</OrderID></Order><Transaction><Response><Source>HOST</Source><Code>${code}</Code><ReasonCode>${reason}</ReasonCode><Message>${code === '00' ? 'Approved' : 'Declined'}</Message><ErrorMsg>${message}</ErrorMsg><SysErrMsg></SysErrMsg></Response><RetrefNum>302910000456</RetrefNum><AuthCode>304919</AuthCode></Transaction></GVPSResponse>`,
    );
  it('Code 00 approves; other codes decline with the bank message', () => {
    expect(mapGarantiResponse('x', parseXml(answer('00', '00')))).toMatchObject({
      outcome: 'approved',
      authCode: '304919',
      hostRefNum: '302910000456',
    });
    expect(mapGarantiResponse('x', parseXml(answer('92', '51', 'Limit yetersiz')))).toMatchObject({
      outcome: 'declined',
      message: 'Limit yetersiz',
      returnCode: '51',
    });
  });

  it('checks the callback hash, terminal, order and amount', async () => {
    const gateway = new GarantiGateway(account, async () => ({
      status: 200,
      headers: {},
      body: answer('00', '00'),
    }));
    const fields: Record<string, string> = {
      clientid: '30691298',
      oid: 'order222',
      mdstatus: '1',
      txnamount: '10025',
      txncurrencycode: '949',
      hashparams: 'clientid:oid:mdstatus:txnamount:',
    };
    fields.hash = garantiCallbackHash(fields, '12345678');
    const expected = { orderId: 'order222', amount: 10_025n, currency: 'TRY' as const };
    expect(await gateway.checkCallback(fields, expected)).toMatchObject({ valid: true, authenticated: true });
    expect((await gateway.checkCallback({ ...fields, mdstatus: '2' }, expected)).problem).toBe('hash');
    expect((await gateway.checkCallback(fields, { ...expected, amount: 1n })).problem).toBe('amount');
    expect(
      (await gateway.checkCallback({ ...fields, hash: (fields.hash ?? '').toLowerCase() }, expected)).valid,
    ).toBe(true);
    const rotated = (until: number) =>
      new GarantiGateway(
        {
          ...account,
          credentials: {
            ...account.credentials,
            storeKey: 'NEWKEY',
            previousStoreKey: { key: '12345678', until },
          },
        },
        async () => ({ status: 200, headers: {}, body: answer('00', '00') }),
      );
    expect((await rotated(Date.now() + 60_000).checkCallback(fields, expected)).valid).toBe(true);
    expect((await rotated(Date.now() - 1).checkCallback(fields, expected)).problem).toBe('hash');
  });

  it('turns a dead line into unknown', async () => {
    const down: HttpClient = async () => {
      throw new Error('timeout');
    };
    expect((await new GarantiGateway(account, down).authorise(order, {})).outcome).toBe('unknown');
  });
});
