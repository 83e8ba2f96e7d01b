import {
  type Card,
  type CurrencyCode,
  majorUnits,
  NUMERIC_CURRENCY,
  type Order,
  type PosAccount,
} from '../types.js';
import type { XmlNode } from '../xml.js';
import { nestpayVer3Hash } from './hash.js';

/** NestPay's instalment field: empty for a single payment. */
export function taksitOf(installments: number): string {
  return installments > 1 ? String(installments) : '';
}

/** The fields our page posts to the 3-D gate, signed with the ver3 hash (card fields are not hashed). */
export function threeDFormFields(
  account: PosAccount,
  order: Order,
  card: Card,
  rnd: string,
): Record<string, string> {
  const signed: Record<string, string> = {
    clientid: account.credentials.storeId,
    storetype: account.model,
    amount: majorUnits(order.amount),
    oid: order.orderId,
    okUrl: order.okUrl,
    failUrl: order.failUrl,
    rnd,
    lang: order.language,
    currency: NUMERIC_CURRENCY[order.currency],
    taksit: taksitOf(order.installments),
    TranType: order.type,
    hashAlgorithm: 'ver3',
  };
  return {
    ...signed,
    hash: nestpayVer3Hash(signed, account.credentials.storeKey),
    pan: card.number,
    Ecom_Payment_Card_ExpDate_Month: card.expireMonth,
    Ecom_Payment_Card_ExpDate_Year: card.expireYear,
    cv2: card.cvv,
  };
}

function envelope(account: PosAccount): XmlNode {
  return {
    Name: account.credentials.apiUser,
    Password: account.credentials.apiPassword,
    ClientId: account.credentials.storeId,
  };
}

/** CC5Request Auth/PreAuth after 3-D: the md as the card, the 3-D proof from the callback, our stored amount. */
export function authorisationRequest(
  account: PosAccount,
  order: Order,
  callback: Readonly<Record<string, string>>,
): XmlNode {
  return {
    ...envelope(account),
    Type: order.type,
    IPAddress: order.customerIp,
    OrderId: order.orderId,
    Total: majorUnits(order.amount),
    Currency: NUMERIC_CURRENCY[order.currency],
    Taksit: taksitOf(order.installments),
    Number: callback.md ?? '',
    PayerTxnId: callback.xid ?? '',
    PayerSecurityLevel: callback.eci ?? '',
    PayerAuthenticationCode: callback.cavv ?? '',
    Mode: 'P',
  };
}

export function statusRequest(account: PosAccount, orderId: string): XmlNode {
  return { ...envelope(account), OrderId: orderId, Extra: { ORDERSTATUS: 'QUERY' } };
}

/** Every transaction the bank holds for the order: the sale, its void, its refunds. */
export function historyRequest(account: PosAccount, orderId: string): XmlNode {
  return { ...envelope(account), OrderId: orderId, Extra: { ORDERHISTORY: 'QUERY' } };
}

/** PostAuth (capture a pre-authorisation) and Credit (refund) carry an amount for an existing order. */
export function amountRequest(
  account: PosAccount,
  type: 'PostAuth' | 'Credit',
  orderId: string,
  amount: bigint,
  currency: CurrencyCode,
): XmlNode {
  return {
    ...envelope(account),
    Type: type,
    OrderId: orderId,
    Total: majorUnits(amount),
    Currency: NUMERIC_CURRENCY[currency],
    Mode: 'P',
  };
}

export function voidRequest(account: PosAccount, orderId: string): XmlNode {
  return { ...envelope(account), Type: 'Void', OrderId: orderId, Mode: 'P' };
}
