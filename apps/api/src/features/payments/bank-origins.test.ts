import { describe, expect, it } from 'vitest';
import { browserOriginsOf, originOf } from './bank-origins.js';

describe('the page policy of the banks’ 3-D hosts', () => {
  it('takes the origin of an absolute gate, nothing of a relative one (this server)', () => {
    expect(originOf('https://sanalpos.akbank.example/fim/est3Dgate')).toBe('https://sanalpos.akbank.example');
    expect(originOf('/sandbox-bank/fim/est3Dgate')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });

  it('lets the browser post to the NestPay, Garanti and PosNet gates, once each, sorted', () => {
    expect(
      browserOriginsOf([
        { protocol: 'posnet', gateUrl: 'https://setmpos.ykb.com/3DSWebService/YKBPaymentService' },
        { protocol: 'nestpay', gateUrl: 'https://entegrasyon.asseco-see.com.tr/fim/est3Dgate' },
        { protocol: 'garanti', gateUrl: 'https://sanalposprovtest.garantibbva.com.tr/servlet/gt3dengine' },
        { protocol: 'nestpay', gateUrl: 'https://entegrasyon.asseco-see.com.tr/fim/est3Dgate' },
      ]),
    ).toEqual([
      'https://entegrasyon.asseco-see.com.tr',
      'https://sanalposprovtest.garantibbva.com.tr',
      'https://setmpos.ykb.com',
    ]);
  });

  it('leaves out the KuveytTürk and PayFlex gates: our server calls them, the browser never goes there', () => {
    expect(
      browserOriginsOf([
        {
          protocol: 'kuveyt',
          gateUrl: 'https://boatest.kuveytturk.com.tr/boa.virtualpos.services/Home/ThreeDModelPayGate',
        },
        {
          protocol: 'payflex',
          gateUrl: 'https://3dsecuretest.vakifbank.com.tr:4443/MPIAPI/MPI_Enrollment.aspx',
        },
        { protocol: 'posnet', gateUrl: '/sandbox-bank/posnet/3DSWebService/YKBPaymentService' },
      ]),
    ).toEqual([]);
  });
});
