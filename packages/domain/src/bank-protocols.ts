import { messages } from './messages.js';

/**
 * What each bank protocol asks of a POS account (issue 16), in one place for the schema, the API and the console
 * form: the credential columns it uses and what the bank calls them, its endpoints and their test and production
 * addresses, the 3-D models it supports, and where its API password goes.
 */

export const BANK_PROTOCOLS = ['nestpay', 'garanti', 'posnet', 'kuveyt', 'payflex'] as const;
export type BankProtocol = (typeof BANK_PROTOCOLS)[number];
export const BANK_MODELS = ['3d', '3d_pay'] as const;
export type BankModel = (typeof BANK_MODELS)[number];

/** The shared credential columns (the table above `PosCredentials` in packages/pos says which holds what). */
export const BANK_CREDENTIAL_FIELDS = [
  'storeId',
  'terminalId',
  'apiUser',
  'apiPassword',
  'refundUser',
  'refundPassword',
  'storeKey',
] as const;
export type BankCredentialField = (typeof BANK_CREDENTIAL_FIELDS)[number];
export const BANK_SECRET_FIELDS = ['apiPassword', 'storeKey', 'refundPassword'] as const;
export type BankSecretField = (typeof BANK_SECRET_FIELDS)[number];
export const BANK_ENDPOINT_FIELDS = ['gateUrl', 'apiUrl', 'queryUrl'] as const;
export type BankEndpointField = (typeof BANK_ENDPOINT_FIELDS)[number];

/** A field's label, in the bank's own words: the key under `banks.labels` of the console's texts. */
export type BankFieldLabel =
  | 'clientId'
  | 'merchantId'
  | 'terminalId'
  | 'mid'
  | 'tid'
  | 'customerId'
  | 'terminalNo'
  | 'apiUser'
  | 'apiPassword'
  | 'provisionUser'
  | 'provisionPassword'
  | 'refundUser'
  | 'refundPassword'
  | 'posnetId'
  | 'merchantPassword'
  | 'storeKey'
  | 'encKey'
  | 'nestpayGate'
  | 'nestpayApi'
  | 'garantiGate'
  | 'garantiApi'
  | 'posnetGate'
  | 'posnetApi'
  | 'kuveytGate'
  | 'kuveytApi'
  | 'kuveytQuery'
  | 'payflexGate'
  | 'payflexApi'
  | 'payflexQuery';

export interface BankCredentialSpec {
  label: BankFieldLabel;
  required: boolean;
}

export interface BankEndpointSpec {
  label: BankFieldLabel;
  /** The bank's public test address (the form's hint). */
  test: string;
  /** The production address where one is known for every bank of the protocol (the form's placeholder). */
  production?: string;
}

export interface BankProtocolSpec {
  /** The platform's name as the banks write it (not translated). */
  name: string;
  models: readonly BankModel[];
  /** The credential columns the protocol uses; the others are stored empty. */
  credentials: Partial<Record<BankCredentialField, BankCredentialSpec>>;
  /** The endpoints; `queryUrl` only where the protocol has a separate query service (then it is required). */
  endpoints: Partial<Record<BankEndpointField, BankEndpointSpec>> &
    Record<'gateUrl' | 'apiUrl', BankEndpointSpec>;
  /** The addresses our server sends the API password (or what is made of it) to; empty when it sends none. */
  passwordAddresses: readonly BankEndpointField[];
  /** The payer's browser posts to gateUrl (so the page policy allows its host); else gateUrl is a server call. */
  browserGate: boolean;
  /** The refusal of a new account without the protocol's secrets. */
  secretsRequired: string;
}

const required = (label: BankFieldLabel): BankCredentialSpec => ({ label, required: true });

const NESTPAY_TEST = 'https://entegrasyon.asseco-see.com.tr/fim';
const GARANTI_TEST = 'https://sanalposprovtest.garantibbva.com.tr';
const POSNET_TEST = 'https://setmpos.ykb.com';
const POSNET = 'https://posnet.yapikredi.com.tr';
const KUVEYT_TEST = 'https://boatest.kuveytturk.com.tr';
const KUVEYT_SOAP = 'BOA.Integration.WCFService/BOA.Integration.VirtualPos/VirtualPosService.svc/Basic';
const VAKIF_TEST = 'https://onlineodemetest.vakifbank.com.tr:4443';
const VAKIF = 'https://onlineodeme.vakifbank.com.tr:4443';

export const BANK_PROTOCOL_SPECS: Readonly<Record<BankProtocol, BankProtocolSpec>> = {
  nestpay: {
    name: 'NestPay (Asseco)',
    models: ['3d', '3d_pay'],
    credentials: {
      storeId: required('clientId'),
      apiUser: required('apiUser'),
      apiPassword: required('apiPassword'),
      storeKey: required('storeKey'),
    },
    endpoints: {
      gateUrl: { label: 'nestpayGate', test: `${NESTPAY_TEST}/est3Dgate` },
      apiUrl: { label: 'nestpayApi', test: `${NESTPAY_TEST}/api` },
    },
    passwordAddresses: ['apiUrl'],
    browserGate: true,
    secretsRequired: messages.bankSecretsRequired,
  },
  garanti: {
    name: 'Garanti BBVA',
    models: ['3d', '3d_pay'],
    credentials: {
      storeId: required('merchantId'),
      terminalId: required('terminalId'),
      apiUser: required('provisionUser'),
      apiPassword: required('provisionPassword'),
      // Voids and refunds are taken only from the refund user (PROVRFN), with its own password: required for a
      // new account; an older account without one keeps working for payments and is flagged in the console.
      refundUser: required('refundUser'),
      refundPassword: required('refundPassword'),
      storeKey: required('storeKey'),
    },
    endpoints: {
      gateUrl: { label: 'garantiGate', test: `${GARANTI_TEST}/servlet/gt3dengine` },
      apiUrl: { label: 'garantiApi', test: `${GARANTI_TEST}/VPServlet` },
    },
    passwordAddresses: ['apiUrl'],
    browserGate: true,
    secretsRequired: messages.bankSecretsRequiredGaranti,
  },
  posnet: {
    name: 'PosNet (Yapı Kredi)',
    models: ['3d'],
    credentials: {
      storeId: required('mid'),
      terminalId: required('tid'),
      apiUser: required('posnetId'),
      storeKey: required('encKey'),
    },
    endpoints: {
      gateUrl: {
        label: 'posnetGate',
        test: `${POSNET_TEST}/3DSWebService/YKBPaymentService`,
        production: `${POSNET}/3DSWebService/YKBPaymentService`,
      },
      apiUrl: {
        label: 'posnetApi',
        test: `${POSNET_TEST}/PosnetWebService/XML`,
        production: `${POSNET}/PosnetWebService/XML`,
      },
    },
    // The encKey is never sent: it only makes the MACs.
    passwordAddresses: [],
    browserGate: true,
    secretsRequired: messages.bankSecretsRequiredPosnet,
  },
  kuveyt: {
    name: 'KuveytTürk TDV2',
    models: ['3d'],
    credentials: {
      storeId: required('merchantId'),
      terminalId: required('customerId'),
      apiUser: required('apiUser'),
      apiPassword: required('apiPassword'),
    },
    endpoints: {
      gateUrl: {
        label: 'kuveytGate',
        test: `${KUVEYT_TEST}/boa.virtualpos.services/Home/ThreeDModelPayGate`,
        production: 'https://sanalpos.kuveytturk.com.tr/ServiceGateWay/Home/ThreeDModelPayGate',
      },
      apiUrl: {
        label: 'kuveytApi',
        test: `${KUVEYT_TEST}/boa.virtualpos.services/Home/ThreeDModelProvisionGate`,
        production: 'https://sanalpos.kuveytturk.com.tr/ServiceGateWay/Home/ThreeDModelProvisionGate',
      },
      queryUrl: {
        label: 'kuveytQuery',
        test: `${KUVEYT_TEST}/${KUVEYT_SOAP}`,
        production: `https://boa.kuveytturk.com.tr/${KUVEYT_SOAP}`,
      },
    },
    passwordAddresses: ['gateUrl', 'apiUrl', 'queryUrl'],
    browserGate: false,
    secretsRequired: messages.bankSecretsRequiredKuveyt,
  },
  payflex: {
    name: 'PayFlex (VakıfBank)',
    models: ['3d'],
    credentials: {
      storeId: required('merchantId'),
      terminalId: required('terminalNo'),
      apiPassword: required('merchantPassword'),
    },
    endpoints: {
      gateUrl: {
        label: 'payflexGate',
        test: 'https://3dsecuretest.vakifbank.com.tr:4443/MPIAPI/MPI_Enrollment.aspx',
        production: 'https://3dsecure.vakifbank.com.tr:4443/MPIAPI/MPI_Enrollment.aspx',
      },
      apiUrl: {
        label: 'payflexApi',
        test: `${VAKIF_TEST}/VposService/v3/Vposreq.aspx`,
        production: `${VAKIF}/VposService/v3/Vposreq.aspx`,
      },
      queryUrl: {
        label: 'payflexQuery',
        test: `${VAKIF_TEST}/UIService/Search.aspx`,
        production: `${VAKIF}/UIService/Search.aspx`,
      },
    },
    passwordAddresses: ['gateUrl', 'apiUrl', 'queryUrl'],
    browserGate: false,
    secretsRequired: messages.bankSecretsRequiredPayflex,
  },
};

/** Whether the protocol uses a credential column (an unused one is stored empty). */
export function usesCredential(protocol: BankProtocol, field: BankCredentialField): boolean {
  return BANK_PROTOCOL_SPECS[protocol].credentials[field] !== undefined;
}

/** Whether the protocol has a separate query service (then its address is required). */
export function usesQueryUrl(protocol: BankProtocol): boolean {
  return BANK_PROTOCOL_SPECS[protocol].endpoints.queryUrl !== undefined;
}

/** The secrets a new account of the protocol must be given. */
export function secretsOf(protocol: BankProtocol): BankSecretField[] {
  return BANK_SECRET_FIELDS.filter((field) => usesCredential(protocol, field));
}
