import type { CurrencyCode, PosAccount } from '../types.js';
import type { XmlNode } from '../xml.js';
import { kuveytRequestHash } from './hash.js';
import { KUVEYT_API_VERSION, KUVEYT_CURRENCY } from './request-mapper.js';
import type { KuveytSoapOperation } from './soap.js';

/** The bank's references of an order, as a money operation on it names them. */
export interface KuveytOrderRefs {
  merchantOrderId: string;
  /** The bank's order number. */
  orderId: string;
  rrn: string;
  stan: string;
  provisionNumber: string;
}

/** The inner VPosMessage every SOAP request carries, signed like a provision (no URLs). */
function vposMessage(
  account: PosAccount,
  input: {
    transactionType: string;
    merchantOrderId: string;
    amount: string;
    displayAmount: string;
    cancelAmount: string;
    currency: string;
  },
): XmlNode {
  const { storeId, apiUser, apiPassword, terminalId } = account.credentials;
  return {
    APIVersion: KUVEYT_API_VERSION,
    InstallmentMaturityCommisionFlag: '0',
    HashData: kuveytRequestHash(
      {
        MerchantId: storeId,
        MerchantOrderId: input.merchantOrderId,
        Amount: input.amount,
        UserName: apiUser,
      },
      apiPassword,
    ),
    MerchantId: storeId,
    SubMerchantId: '0',
    CustomerId: terminalId ?? '',
    UserName: apiUser,
    CardType: 'Visa',
    BatchID: '0',
    TransactionType: input.transactionType,
    InstallmentCount: '0',
    Amount: input.amount,
    DisplayAmount: input.displayAmount,
    CancelAmount: input.cancelAmount,
    MerchantOrderId: input.merchantOrderId,
    FECAmount: '0',
    CurrencyCode: input.currency,
    QeryId: '0',
    DebtId: '0',
    SurchargeAmount: '0',
    SGKDebtAmount: '0',
    TransactionSecurity: '1',
  };
}

/** The fixed head of every request (booleans as 1). */
function requestHead(customerId: string): XmlNode {
  return {
    IsFromExternalNetwork: '1',
    BusinessKey: '0',
    ResourceId: '0',
    ActionId: '0',
    LanguageId: '0',
    CustomerId: customerId,
    MailOrTelephoneOrder: '1',
  };
}

/**
 * SaleReversal (void, amount = the sale), DrawBack / PartialDrawback (refund) and PreAuthorizationClose (capture):
 * the bank's four references and the amount in minor units.
 */
export function moneyRequest(
  account: PosAccount,
  operation: Exclude<KuveytSoapOperation, 'GetMerchantOrderDetail'>,
  refs: KuveytOrderRefs,
  amount: bigint,
  currency: CurrencyCode,
): XmlNode {
  const minor = amount.toString();
  const refund = operation === 'DrawBack' || operation === 'PartialDrawback';
  return {
    ...requestHead(account.credentials.terminalId ?? ''),
    Amount: minor,
    MerchantId: account.credentials.storeId,
    OrderId: refs.orderId,
    RRN: refs.rrn,
    Stan: refs.stan,
    ProvisionNumber: refs.provisionNumber,
    VPosMessage: vposMessage(account, {
      transactionType: operation,
      merchantOrderId: refs.merchantOrderId,
      amount: minor,
      displayAmount: refund ? '0' : minor,
      cancelAmount: minor,
      currency: KUVEYT_CURRENCY[currency],
    }),
  };
}

/** YYYY-MM-DDTHH:MM:SS (UTC; the window is wide enough that the bank's time zone does not matter). */
export function soapDateTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GetMerchantOrderDetail by our order id: Amount 0 and OrderId 0 (every bank order with that MerchantOrderId),
 * dates from a year back to a day ahead (the service faults without valid dates).
 */
export function statusRequest(account: PosAccount, merchantOrderId: string, now: Date = new Date()): XmlNode {
  return {
    ...requestHead(account.credentials.terminalId ?? ''),
    Amount: '0',
    MerchantId: account.credentials.storeId,
    MerchantOrderId: merchantOrderId,
    OrderId: '0',
    StartDate: soapDateTime(new Date(now.getTime() - 365 * DAY_MS)),
    EndDate: soapDateTime(new Date(now.getTime() + DAY_MS)),
    TransactionType: '0',
    VPosMessage: vposMessage(account, {
      transactionType: 'GetMerchantOrderDetail',
      merchantOrderId,
      amount: '0',
      displayAmount: '0',
      cancelAmount: '0',
      currency: KUVEYT_CURRENCY.TRY,
    }),
  };
}
