import type { CallbackWord } from './callback-word.js';

/** What every bank gateway speaks, whatever its protocol (protocols/README.md). */

export type CurrencyCode = 'TRY' | 'USD' | 'EUR';

/** ISO 4217 numeric codes the banks use. */
export const NUMERIC_CURRENCY: Record<CurrencyCode, string> = { TRY: '949', USD: '840', EUR: '978' };

export type PaymentModel = '3d' | '3d_pay';
export type TransactionType = 'Auth' | 'PreAuth';

/** The bank platforms we speak (protocols/README.md); a bank is configured by protocol plus endpoints. */
export type Protocol = 'nestpay' | 'garanti' | 'posnet' | 'kuveyt' | 'payflex';

export interface PosEndpoints {
  /**
   * The 3-D start: the gate the browser posts to (NestPay, Garanti, PosNet's YKBPaymentService), or the
   * server-side enrolment (KuveytTürk's ThreeDModelPayGate, PayFlex's MPI_Enrollment.aspx).
   */
  gateUrl: string;
  /**
   * Server-to-server API: the authorisation and, where the protocol has no separate query service, status,
   * void and refund (NestPay, Garanti, PosNet XML; KuveytTürk's ThreeDModelProvisionGate; PayFlex Vposreq.aspx).
   */
  apiUrl: string;
  /** The protocol's separate query service: KuveytTürk's SOAP VirtualPosService, PayFlex's Search.aspx. */
  queryUrl?: string;
}

/**
 * An account's credentials. The columns are shared by the protocols:
 *
 * | field | NestPay | Garanti | PosNet | KuveytTürk | PayFlex |
 * |---|---|---|---|---|---|
 * | storeId | clientid | merchant id | mid | MerchantId | MerchantId |
 * | terminalId | – | terminal id | tid | CustomerId | TerminalNo |
 * | apiUser | API user | provision user | POSNET ID | UserName | – |
 * | apiPassword | API password | provision password | – | password | MerchantPassword |
 * | storeKey | store key | store key | encKey | – | – |
 * | refundUser | – | refund user (PROVRFN) | – | – | – |
 * | refundPassword | – | refund user's password | – | – | – |
 *
 * An unused secret is the empty string.
 */
export interface PosCredentials {
  storeId: string;
  apiUser: string;
  apiPassword: string;
  storeKey: string;
  /**
   * The store key this one replaced, still accepted on callbacks until `until` (epoch ms), so payments already on
   * the bank's page finish while a key is rotated.
   */
  previousStoreKey?: { key: string; until: number };
  /**
   * For a payment already started: the keys its callback may be signed with, in place of `storeKey` and
   * `previousStoreKey` (the account's live keys: a key retired by a rotation no longer signs anything). Requests are
   * always signed with `storeKey`, the key the payment started with.
   */
  callbackKeys?: readonly string[];
  /** Garanti terminal id, PosNet tid, KuveytTürk CustomerId, PayFlex TerminalNo. */
  terminalId?: string;
  /** Garanti: voids and refunds go with the refund user (PROVRFN), not the provision user. */
  refundUser?: string;
  refundPassword?: string;
}

export interface PosAccount {
  protocol: Protocol;
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
  /** The name on the card, as the payer typed it (PayFlex's provision sends it again). */
  cardHolderName?: string;
}

/** Card data lives only in memory while the 3-D start is built and sent. */
export interface Card {
  number: string;
  /** MM */
  expireMonth: string;
  /** YY */
  expireYear: string;
  cvv: string;
  holderName: string;
}

/** A form the browser auto-submits to the bank. */
export interface ThreeDForm {
  kind: 'form';
  action: string;
  fields: Record<string, string>;
}

/**
 * The bank would not start the 3-D check (PosNet's oosRequestData, KuveytTürk's pay gate or PayFlex's enrolment
 * refused or did not answer): nothing was authorised, the payment fails with the bank's words.
 */
export interface ThreeDRefused {
  kind: 'refused';
  result: BankResult;
}

/**
 * What a 3-D start gives: a form for the browser (a protocol whose bank answers a ready HTML page has it read
 * into a form, so our page policy and nonce still apply), or the bank's refusal.
 */
export type ThreeDStart = ThreeDForm | ThreeDRefused;

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

/**
 * The bank's references of an order as we stored them from its authorisation answer: what void, refund and
 * capture name the order by (PosNet hostlogkey, PayFlex TransactionId, KuveytTürk's order number).
 */
export interface BankRefs {
  orderId: string;
  /** The instalment count the sale was authorised with (PosNet's capture names it again). */
  installments: number;
  authCode: string | null;
  hostRefNum: string | null;
  transId: string | null;
}

export interface ExpectedCallback {
  orderId: string;
  amount: bigint;
  currency: CurrencyCode;
}

export interface Gateway {
  /** Never throws for a bank's refusal or silence: that is a `refused` start. */
  start3d(order: Order, card: Card): Promise<ThreeDStart>;
  /**
   * Reads the bank's post to okUrl/failUrl into the shared vocabulary (callback-word.ts); may ask the bank to
   * verify it (PosNet). Decides nothing about the payment. Never throws.
   */
  readCallback(fields: Readonly<Record<string, string>>, expected: ExpectedCallback): Promise<CallbackWord>;
  /** Model 3d: the authorisation (or pre-authorisation) with the 3-D proof of the callback. */
  authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult>;
  status(orderId: string): Promise<StatusResult>;
  capture(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult>;
  void(refs: BankRefs): Promise<BankResult>;
  refund(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult>;
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

/** A refusal made on our side before or instead of a bank call (a post back without its proof, no card brand). */
export function localErrorResult(
  orderId: string,
  message: string,
  errorCode: string | null = null,
): BankResult {
  return { ...unknownResult(orderId, message), outcome: 'error', errorCode };
}
