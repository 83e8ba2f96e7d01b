import { type CardBrand, cardBrandOf } from '../card-brand.js';
import {
  type Card,
  type CurrencyCode,
  majorUnits,
  NUMERIC_CURRENCY,
  type Order,
  type PosAccount,
} from '../types.js';
import type { XmlNode } from '../xml.js';

/** PayFlex's `BrandName` codes: the MPI needs the scheme before the card holder sees any page. */
const BRAND_NAMES: Record<CardBrand, string> = { visa: '100', mastercard: '200', troy: '300', amex: '400' };

/** The card's `BrandName`, or null when its scheme is none PayFlex takes (the start is refused locally). */
export function brandNameOf(cardNumber: string): string | null {
  const brand = cardBrandOf(cardNumber);
  return brand ? BRAND_NAMES[brand] : null;
}

/** The MPI's expiry, YYMM, from our card's MM and YY. */
export function mpiExpiry(card: Pick<Card, 'expireMonth' | 'expireYear'>): string {
  return `${card.expireYear.padStart(2, '0').slice(-2)}${card.expireMonth.padStart(2, '0')}`;
}

/**
 * The VPOS expiry, YYYYMM, from the MPI's YYMM as the callback posts it back (a six-digit value is taken as it
 * is); null when it is neither, so no provision is sent with a made-up date.
 */
export function vposExpiry(callbackExpiry: string | undefined): string | null {
  if (callbackExpiry === undefined) {
    return null;
  }
  if (/^\d{4}$/.test(callbackExpiry)) {
    return `20${callbackExpiry}`;
  }
  return /^\d{6}$/.test(callbackExpiry) ? callbackExpiry : null;
}

/**
 * The MPI enrolment form (server to server): our order id as `VerifyEnrollmentRequestId`, so the callback names
 * our order directly; null when the card's brand has no `BrandName`.
 */
export function enrolmentFields(
  account: PosAccount,
  order: Order,
  card: Card,
): Record<string, string> | null {
  const brandName = brandNameOf(card.number);
  if (brandName === null) {
    return null;
  }
  const fields: Record<string, string> = {
    MerchantId: account.credentials.storeId,
    MerchantPassword: account.credentials.apiPassword,
    MerchantType: '0',
    PurchaseAmount: majorUnits(order.amount),
    Currency: NUMERIC_CURRENCY[order.currency],
    VerifyEnrollmentRequestId: order.orderId,
    SuccessUrl: order.okUrl,
    FailureUrl: order.failUrl,
    Pan: card.number,
    ExpiryDate: mpiExpiry(card),
    BrandName: brandName,
    IsRecurring: 'false',
  };
  if (order.installments > 1) {
    fields.InstallmentCount = String(order.installments);
  }
  return fields;
}

/** MerchantId and Password: how every VPOS request authenticates (PayFlex has no hash). */
function credentialsOf(account: PosAccount): XmlNode {
  return { MerchantId: account.credentials.storeId, Password: account.credentials.apiPassword };
}

/**
 * The 3-D provision (`Sale` for our Auth, `Auth` for our PreAuth) with our stored amount and the callback's 3-D
 * proof; the card number and expiry come from the callback post (we keep no card between the two calls), no
 * CVV. Null when the post carries no card.
 */
export function provisionRequest(
  account: PosAccount,
  order: Order,
  callback: Readonly<Record<string, string>>,
): XmlNode | null {
  const pan = callback.Pan ?? '';
  const expiry = vposExpiry(callback.Expiry);
  if (!/^\d{12,19}$/.test(pan) || expiry === null) {
    return null;
  }
  const request: XmlNode = {
    ...credentialsOf(account),
    TerminalNo: account.credentials.terminalId ?? '',
    TransactionType: order.type === 'PreAuth' ? 'Auth' : 'Sale',
    TransactionId: order.orderId,
    OrderId: order.orderId,
    CurrencyAmount: majorUnits(order.amount),
    CurrencyCode: NUMERIC_CURRENCY[order.currency],
    ECI: callback.Eci ?? '',
    CAVV: callback.Cavv ?? '',
    MpiTransactionId: order.orderId,
    ClientIp: order.customerIp,
    TransactionDeviceSource: '0',
    CardHoldersName: order.cardHolderName ?? '',
    Pan: pan,
    Expiry: expiry,
  };
  if (order.installments > 1) {
    request.NumberOfInstallments = String(order.installments);
  }
  return request;
}

/** Capture of a pre-authorisation, named by its VPOS TransactionId. */
export function captureRequest(
  account: PosAccount,
  referenceTransactionId: string,
  amount: bigint,
  currency: CurrencyCode,
): XmlNode {
  return {
    ...credentialsOf(account),
    TerminalNo: account.credentials.terminalId ?? '',
    TransactionType: 'Capture',
    ReferenceTransactionId: referenceTransactionId,
    CurrencyAmount: majorUnits(amount),
    CurrencyCode: NUMERIC_CURRENCY[currency],
  };
}

/** Cancel (void, before the bank's end of day), named by the sale's TransactionId. */
export function cancelRequest(account: PosAccount, referenceTransactionId: string): XmlNode {
  return {
    ...credentialsOf(account),
    TransactionType: 'Cancel',
    ReferenceTransactionId: referenceTransactionId,
  };
}

/** Refund, full or partial (after the end of day), of the sale with that TransactionId. */
export function refundRequest(account: PosAccount, referenceTransactionId: string, amount: bigint): XmlNode {
  return {
    ...credentialsOf(account),
    TransactionType: 'Refund',
    ReferenceTransactionId: referenceTransactionId,
    CurrencyAmount: majorUnits(amount),
  };
}

/** The search service's query by our order id: the successful transaction if any, else the last attempt. */
export function searchRequest(account: PosAccount, orderId: string): XmlNode {
  return {
    MerchantCriteria: {
      HostMerchantId: account.credentials.storeId,
      MerchantPassword: account.credentials.apiPassword,
    },
    TransactionCriteria: { TransactionId: '', OrderId: orderId, AuthCode: '' },
  };
}
