import type { Order, PosAccount } from '../types.js';

/** Garanti's published test terminal (protocols/README.md): the values the vectors were made with. */
export const GARANTI_ACCOUNT: PosAccount = {
  protocol: 'garanti',
  model: '3d',
  endpoints: { gateUrl: 'https://garanti.test/servlet/gt3dengine', apiUrl: 'https://garanti.test/VPServlet' },
  credentials: {
    storeId: '7000679',
    terminalId: '30691298',
    apiUser: 'PROVAUT',
    apiPassword: '123qweASD/',
    storeKey: '12345678',
    refundUser: 'PROVRFN',
    refundPassword: '123qweASD/',
  },
  acceptedMdStatus: ['1'],
  testMode: true,
};

export const GARANTI_ORDER: Order = {
  orderId: 'order222',
  amount: 10_025n,
  currency: 'TRY',
  installments: 1,
  type: 'Auth',
  okUrl: 'https://domain.com/success',
  failUrl: 'https://domain.com/fail_url',
  language: 'tr',
  customerIp: '10.0.0.1',
};
