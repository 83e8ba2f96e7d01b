import type { Card, CurrencyCode, Order, PosAccount, ThreeDForm } from '../types.js';
import type { XmlNode } from '../xml.js';
import { type MacKey, requestMac } from './mac.js';

/** PosNet's letter currency codes. */
export const POSNET_CURRENCY: Record<CurrencyCode, string> = { TRY: 'TL', USD: 'US', EUR: 'EU' };

/** PosNet's transaction types for our order types: `Sale` pays, `Auth` pre-authorises. */
export const POSNET_TRAN_TYPE: Record<Order['type'], string> = { Auth: 'Sale', PreAuth: 'Auth' };

/** XID and the MAC use the order id left-padded with zeros to exactly 20 characters. */
export function paddedXid(orderId: string): string {
  return orderId.padStart(20, '0');
}

/** The 24-character order id of a 3-D order for status, void and refund: `TDSC` and the padded XID. */
export function threeDOrderId(orderId: string): string {
  return `TDSC${paddedXid(orderId)}`;
}

/** Two digits: `00` for a single payment, `02`–`12` for instalments. */
export function installmentOf(installments: number): string {
  return installments > 1 ? String(installments).padStart(2, '0') : '00';
}

/** The account's MAC key: encKey (storeKey column) and terminal id. */
export function macKeyOf(account: PosAccount): MacKey {
  return { encKey: account.credentials.storeKey, terminalId: account.credentials.terminalId ?? '' };
}

/** The request MAC for an order: padded id, minor-unit amount, letter currency, our mid. */
export function orderMac(
  account: PosAccount,
  order: { orderId: string; amount: bigint; currency: CurrencyCode },
) {
  return requestMac(
    {
      xid: paddedXid(order.orderId),
      amount: order.amount.toString(),
      currency: POSNET_CURRENCY[order.currency],
      mid: account.credentials.storeId,
    },
    macKeyOf(account),
  );
}

/** Every posnetRequest starts with mid and tid. */
function envelope(account: PosAccount): XmlNode {
  return { mid: account.credentials.storeId, tid: account.credentials.terminalId ?? '' };
}

/** oosRequestData: the card and the order, sent server to server to open the 3-D session (no MAC). */
export function oosRequestData(account: PosAccount, order: Order, card: Card): XmlNode {
  return {
    ...envelope(account),
    oosRequestData: {
      posnetid: account.credentials.apiUser,
      ccno: card.number,
      expDate: `${card.expireYear}${card.expireMonth}`,
      cvc: card.cvv,
      amount: order.amount.toString(),
      currencyCode: POSNET_CURRENCY[order.currency],
      installment: installmentOf(order.installments),
      XID: paddedXid(order.orderId),
      cardHolderName: order.cardHolderName ?? card.holderName,
      tranType: POSNET_TRAN_TYPE[order.type],
    },
  };
}

/** The bank's session data from oosRequestDataResponse, carried to the browser form. */
export interface PosnetSessionData {
  data1: string;
  data2: string;
  sign: string;
}

/** The browser form to YKBPaymentService: no hash of ours, `digest` is the bank's own sign. */
export function threeDForm(account: PosAccount, order: Order, data: PosnetSessionData): ThreeDForm {
  return {
    kind: 'form',
    action: account.endpoints.gateUrl,
    fields: {
      mid: account.credentials.storeId,
      posnetID: account.credentials.apiUser,
      posnetData: data.data1,
      posnetData2: data.data2,
      digest: data.sign,
      merchantReturnURL: order.okUrl,
      lang: order.language,
      url: '',
    },
  };
}

/** The three values of the bank's post back that the resolve and finalisation calls carry. */
export interface PosnetPackets {
  bankData: string;
  merchantData: string;
  sign: string;
}

/** MerchantPacket, BankPacket and Sign of the post back; null when one is missing. */
export function packetsOf(fields: Readonly<Record<string, string>>): PosnetPackets | null {
  const bankData = fields.BankPacket ?? '';
  const merchantData = fields.MerchantPacket ?? '';
  const sign = fields.Sign ?? '';
  return bankData && merchantData && sign ? { bankData, merchantData, sign } : null;
}

/** oosResolveMerchantData: the bank reads its packets back to us, signed for our order. */
export function resolveRequest(account: PosAccount, packets: PosnetPackets, mac: string): XmlNode {
  return { ...envelope(account), oosResolveMerchantData: { ...packets, mac } };
}

/** oosTranData: the finalisation that takes the money (wpAmount: no loyalty points spent). */
export function tranDataRequest(account: PosAccount, packets: PosnetPackets, mac: string): XmlNode {
  return { ...envelope(account), oosTranData: { ...packets, wpAmount: '0', mac } };
}

/** How an operation names the original: its hostLogKey when we stored one, else the 24-character order id. */
function referenceOf(refs: { orderId: string; hostRefNum: string | null }): XmlNode {
  return refs.hostRefNum ? { hostLogKey: refs.hostRefNum } : { orderID: threeDOrderId(refs.orderId) };
}

/** capt: capture a pre-authorisation by its hostLogKey. */
export function captureRequest(
  account: PosAccount,
  refs: { orderId: string; hostRefNum: string | null; installments: number },
  amount: bigint,
  currency: CurrencyCode,
): XmlNode {
  return {
    ...envelope(account),
    tranDateRequired: '1',
    capt: {
      ...referenceOf(refs),
      amount: amount.toString(),
      currencyCode: POSNET_CURRENCY[currency],
      // The bank's capture names the instalments the pre-authorisation was made with (its PosNet XML guide).
      installment: installmentOf(refs.installments),
    },
  };
}

/** reverse: void the same day, `transaction` sale, with the auth code when we know it. */
export function reverseRequest(
  account: PosAccount,
  refs: { orderId: string; hostRefNum: string | null; authCode: string | null },
): XmlNode {
  return {
    ...envelope(account),
    tranDateRequired: '1',
    reverse: {
      transaction: 'sale',
      ...referenceOf(refs),
      ...(refs.authCode ? { authCode: refs.authCode } : {}),
    },
  };
}

/** return: refund after the end of day, full or partial. */
export function returnRequest(
  account: PosAccount,
  refs: { orderId: string; hostRefNum: string | null },
  amount: bigint,
  currency: CurrencyCode,
): XmlNode {
  return {
    ...envelope(account),
    tranDateRequired: '1',
    return: { amount: amount.toString(), currencyCode: POSNET_CURRENCY[currency], ...referenceOf(refs) },
  };
}

/** agreement: the status of an order, by its 24-character order id. */
export function agreementRequest(account: PosAccount, orderId: string): XmlNode {
  return { ...envelope(account), agreement: { orderID: threeDOrderId(orderId) } };
}
