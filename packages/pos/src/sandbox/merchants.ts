import type { Protocol } from '../types.js';

/**
 * A store the sandbox bank knows: its credentials, in the columns `PosCredentials` names for its protocol
 * (clientId is the store id), and the name it shows on the 3-D page.
 */
export interface SandboxMerchant {
  /** NestPay when absent. */
  protocol?: Protocol;
  clientId: string;
  terminalId?: string;
  storeKey: string;
  apiUser: string;
  apiPassword: string;
  /** Garanti's refund user (PROVRFN) and its password: voids and refunds are taken from it only. */
  refundUser?: string;
  refundPassword?: string;
  name: string;
}

/**
 * The demo stores of DESIGN 8. The demo seed gives each sandbox POS account one of these, so the
 * sandbox mounted at /sandbox-bank recognises them. They are public test values, never real ones.
 */
export const DEMO_SANDBOX_MERCHANTS: readonly SandboxMerchant[] = [
  {
    clientId: '700100000001',
    storeKey: 'SANDBOXKEY01',
    apiUser: 'DEMOAPI01',
    apiPassword: 'DemoApi.2026-01',
    name: 'Demo Ticaret A.Ş. (Akbank Axess)',
  },
  {
    clientId: '700100000003',
    storeKey: 'SANDBOXKEY03',
    apiUser: 'DEMOAPI03',
    apiPassword: 'DemoApi.2026-03',
    name: 'Demo Ticaret A.Ş. (İşbank Maximum)',
  },
  {
    clientId: '700100000004',
    storeKey: 'SANDBOXKEY04',
    apiUser: 'DEMOAPI04',
    apiPassword: 'DemoApi.2026-04',
    name: 'Demo Ticaret A.Ş. (TEB Bonus)',
  },
  {
    clientId: '700100000005',
    storeKey: 'SANDBOXKEY05',
    apiUser: 'DEMOAPI05',
    apiPassword: 'DemoApi.2026-05',
    name: 'Demo Ticaret A.Ş. (Halkbank Paraf)',
  },
  {
    clientId: '700100000006',
    storeKey: 'SANDBOXKEY06',
    apiUser: 'DEMOAPI06',
    apiPassword: 'DemoApi.2026-06',
    name: 'Demo Ticaret A.Ş. (QNB CardFinans)',
  },
  {
    clientId: '700100000007',
    storeKey: 'SANDBOXKEY07',
    apiUser: 'DEMOAPI07',
    apiPassword: 'DemoApi.2026-07',
    name: 'Örnek Sanayi Ltd. Şti. (Akbank Axess)',
  },
];

/**
 * One sandbox store per newer protocol (issue 16), with its card programme: Yapı Kredi World on PosNet, KuveytTürk
 * Sağlam Kart on TDV2, VakıfBank Worldcard on PayFlex, Garanti BBVA Bonus on GVP. Public test values.
 */
export const DEMO_SANDBOX_PROTOCOL_MERCHANTS = {
  posnet: {
    protocol: 'posnet',
    clientId: '6700000101',
    terminalId: '67000101',
    apiUser: '27101',
    apiPassword: '',
    storeKey: '10,10,10,10,10,10,10,10',
    name: 'Demo Ticaret A.Ş. (Yapı Kredi World)',
  },
  kuveyt: {
    protocol: 'kuveyt',
    clientId: '4960101',
    terminalId: '400101',
    apiUser: 'sandboxapi',
    apiPassword: 'KuveytApi.2026',
    storeKey: '',
    name: 'Demo Ticaret A.Ş. (KuveytTürk Sağlam Kart)',
  },
  payflex: {
    protocol: 'payflex',
    clientId: '000100000101001',
    terminalId: 'VP000101',
    apiUser: '',
    apiPassword: 'PayflexPw.2026',
    storeKey: '',
    name: 'Demo Ticaret A.Ş. (VakıfBank Worldcard)',
  },
  garanti: {
    protocol: 'garanti',
    clientId: '7000101',
    terminalId: '30000101',
    apiUser: 'PROVAUT',
    apiPassword: 'GarantiProv.2026',
    refundUser: 'PROVRFN',
    refundPassword: 'GarantiRfn.2026',
    storeKey: 'GARANTIKEY01',
    name: 'Demo Ticaret A.Ş. (Garanti BBVA Bonus)',
  },
} as const satisfies Record<'posnet' | 'kuveyt' | 'payflex' | 'garanti', SandboxMerchant>;

/** The SMS code that passes the sandbox's 3-D page. */
export const SANDBOX_SMS_CODE = '123456';

/** Card outcomes of DESIGN 7. */
export const SANDBOX_CARDS = {
  declined: '4000000000000002',
  threeDFails: '4000000000003220',
} as const;

/** Every demo store, whatever its protocol: what the demo server's and the standalone sandbox bank know. */
export const ALL_DEMO_SANDBOX_MERCHANTS: readonly SandboxMerchant[] = [
  ...DEMO_SANDBOX_MERCHANTS,
  ...Object.values(DEMO_SANDBOX_PROTOCOL_MERCHANTS),
];
