/** What every bank gateway speaks, whatever its protocol (protocols/README.md). */

export type CurrencyCode = 'TRY' | 'USD' | 'EUR';

/** ISO 4217 numeric codes the banks use. */
export const NUMERIC_CURRENCY: Record<CurrencyCode, string> = { TRY: '949', USD: '840', EUR: '978' };

export type PaymentModel = '3d' | '3d_pay';
export type TransactionType = 'Auth' | 'PreAuth';

export interface PosEndpoints {
  /** The browser posts the 3-D form here. */
  gateUrl: string;
  /** Server-to-server API (authorisation, status, void, refund). */
  apiUrl: string;
}

export interface PosCredentials {
  /** NestPay clientid / Garanti merchant id. */
  storeId: string;
  /** NestPay API user / Garanti provision user. */
  apiUser: string;
  apiPassword: string;
  storeKey: string;
  /**
   * The store key this one replaced, still accepted on callbacks until `until` (epoch ms), so payments already on
   * the bank's page finish while a key is rotated.
   */
  previousStoreKey?: { key: string; until: number };
  /** Garanti terminal id. */
  terminalId?: string;
}

export interface PosAccount {
  protocol: 'nestpay' | 'garanti';
  model: PaymentModel;
  endpoints: PosEndpoints;
  credentials: PosCredentials;
  /** mdStatus values that count as a passed 3-D check (NestPay: only "1" by default). */
  acceptedMdStatus: readonly string[];
  /** Garanti's mode field. */
  testMode?: boolean;
}

export interface Order {
  orderId: string;
  /** Minor units (kuruş). */
  amount: bigint;
  currency: CurrencyCode;
  /** 1 = single payment. */
  installments: number;
  type: TransactionType;
  okUrl: string;
  failUrl: string;
  language: 'tr' | 'en';
  customerIp: string;
}

/** Card data lives only in memory while the 3-D form is built. */
export interface Card {
  number: string;
  expireMonth: string;
  expireYear: string;
  cvv: string;
}

/** A form the browser auto-submits to the bank. */
export interface ThreeDForm {
  kind: 'form';
  action: string;
  fields: Record<string, string>;
}

export type Outcome = 'approved' | 'declined' | 'error' | 'unknown';

/** A bank answer turned into our words; `unknown` means no answer came (the outcome must be asked later). */
export interface BankResult {
  outcome: Outcome;
  orderId: string;
  authCode: string | null;
  hostRefNum: string | null;
  transId: string | null;
  returnCode: string | null;
  errorCode: string | null;
  message: string | null;
}

/** What the callback said about the card holder's 3-D check. */
export interface CallbackCheck {
  /** The hash, store id, order id, amount and currency all match what we sent. */
  valid: boolean;
  /** Why a callback is not valid. */
  problem: 'hash' | 'store' | 'order' | 'amount' | 'currency' | 'malformed' | null;
  mdStatus: string | null;
  /** The 3-D check passed under the account's accepted mdStatus set. */
  authenticated: boolean;
  mdErrorMessage: string | null;
  /** First 6 and last 4 digits as the bank masked them. */
  maskedPan: string | null;
  /** 3d_pay: the bank already charged; this is its answer. */
  payResult: BankResult | null;
}

export interface StatusResult {
  /** Reached the bank and it answered. */
  answered: boolean;
  state:
    | 'authorised'
    | 'preauthorised'
    | 'captured'
    | 'voided'
    | 'refunded'
    | 'declined'
    | 'not_found'
    | 'unknown';
  result: BankResult;
}

/**
 * The reversals the bank holds for an order (NestPay's order history query): whether the sale was voided and what
 * was refunded so far. A refund whose answer was lost is settled by comparing this with our own records.
 */
export interface ReversalHistory {
  /** Reached the bank and it answered. */
  answered: boolean;
  voided: boolean;
  /** Sum of the approved refunds, minor units. */
  refunded: bigint;
  refundCount: number;
}

export interface ExpectedCallback {
  orderId: string;
  amount: bigint;
  currency: CurrencyCode;
}

export interface Gateway {
  start3d(order: Order, card: Card): ThreeDForm;
  checkCallback(fields: Readonly<Record<string, string>>, expected: ExpectedCallback): CallbackCheck;
  /** Model 3d: the authorisation (or pre-authorisation) with the 3-D proof of the callback. */
  authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult>;
  status(orderId: string): Promise<StatusResult>;
  capture(orderId: string, amount: bigint, currency: CurrencyCode): Promise<BankResult>;
  void(orderId: string): Promise<BankResult>;
  refund(orderId: string, amount: bigint, currency: CurrencyCode): Promise<BankResult>;
  reversals(orderId: string): Promise<ReversalHistory>;
}

/** A history the bank did not give: nothing can be settled from it. */
export const UNANSWERED_REVERSALS: ReversalHistory = {
  answered: false,
  voided: false,
  refunded: 0n,
  refundCount: 0,
};

/** Major units with a dot: 10025n → "100.25" (NestPay). */
export function majorUnits(amount: bigint): string {
  return `${amount / 100n}.${(amount % 100n).toString().padStart(2, '0')}`;
}

export function unknownResult(orderId: string, message: string): BankResult {
  return {
    outcome: 'unknown',
    orderId,
    authCode: null,
    hostRefNum: null,
    transId: null,
    returnCode: null,
    errorCode: null,
    message,
  };
}
