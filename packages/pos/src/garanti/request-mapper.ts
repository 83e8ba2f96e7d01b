import { type Card, type CurrencyCode, NUMERIC_CURRENCY, type Order, type PosAccount } from '../types.js';
import { serializeXmlUtf8, type XmlNode } from '../xml.js';
import { garantiFormHash, garantiXmlHash } from './hash.js';

const TYPE: Record<Order['type'], string> = { Auth: 'sales', PreAuth: 'preauth' };
export const installmentsOf = (count: number) => (count > 1 ? String(count) : '');

/** GVP's transaction types for what we send server to server. */
export type GarantiType =
  | 'sales'
  | 'preauth'
  | 'postauth'
  | 'void'
  | 'refund'
  | 'orderinq'
  | 'orderhistoryinq';

export const garantiTypeOf = (type: Order['type']): GarantiType =>
  TYPE[type] === 'preauth' ? 'preauth' : 'sales';

/** The 3-D form fields of Garanti BBVA GVP (amounts in minor units); the model picks 3D or 3D_PAY. */
export function garantiFormFields(account: PosAccount, order: Order, card: Card): Record<string, string> {
  const terminalId = account.credentials.terminalId ?? '';
  const amount = order.amount.toString();
  const currencyCode = NUMERIC_CURRENCY[order.currency];
  const installments = installmentsOf(order.installments);
  return {
    mode: account.testMode ? 'TEST' : 'PROD',
    apiversion: '512',
    secure3dsecuritylevel: account.model === '3d_pay' ? '3D_PAY' : '3D',
    terminalprovuserid: account.credentials.apiUser,
    terminaluserid: account.credentials.apiUser,
    terminalmerchantid: account.credentials.storeId,
    terminalid: terminalId,
    txntype: TYPE[order.type],
    txnamount: amount,
    txncurrencycode: currencyCode,
    txninstallmentcount: installments,
    orderid: order.orderId,
    successurl: order.okUrl,
    errorurl: order.failUrl,
    customeripaddress: order.customerIp,
    lang: order.language,
    cardnumber: card.number,
    cardexpiredatemonth: card.expireMonth,
    cardexpiredateyear: card.expireYear,
    cardcvv2: card.cvv,
    secure3dhash: garantiFormHash(
      {
        terminalId,
        orderId: order.orderId,
        amount,
        currencyCode,
        successUrl: order.okUrl,
        errorUrl: order.failUrl,
        type: TYPE[order.type],
        installments,
      },
      account.credentials.storeKey,
      account.credentials.apiPassword,
    ),
  };
}

export interface GarantiRequestInput {
  orderId: string;
  type: GarantiType;
  amount: bigint;
  currency: CurrencyCode;
  installments: number;
  customerIp: string;
  /** The sale a capture, void or refund acts on: its RetrefNum (our hostRefNum). */
  originalRetrefNum?: string;
  secure3d?: XmlNode;
}

/** Voids and refunds go with the refund user (PROVRFN) and its password; everything else with the provision user. */
const REFUND_TYPES: ReadonlySet<GarantiType> = new Set(['void', 'refund']);

export function userOf(account: PosAccount, type: GarantiType): { user: string; password: string } {
  const { credentials } = account;
  return REFUND_TYPES.has(type)
    ? { user: credentials.refundUser ?? '', password: credentials.refundPassword ?? '' }
    : { user: credentials.apiUser, password: credentials.apiPassword };
}

/** A GVPSRequest: the provisioning after 3-D, or a capture, void, refund, inquiry or history inquiry. */
export function garantiRequest(account: PosAccount, input: GarantiRequestInput): string {
  const terminalId = account.credentials.terminalId ?? '';
  const amount = input.amount.toString();
  const currencyCode = NUMERIC_CURRENCY[input.currency];
  const { user, password } = userOf(account, input.type);
  return serializeXmlUtf8('GVPSRequest', {
    Mode: account.testMode ? 'TEST' : 'PROD',
    Version: '512',
    Terminal: {
      ProvUserID: user,
      HashData: garantiXmlHash(
        { orderId: input.orderId, terminalId, cardNumber: '', amount, currencyCode },
        password,
      ),
      UserID: user,
      ID: terminalId,
      MerchantID: account.credentials.storeId,
    },
    Customer: { IPAddress: input.customerIp, EmailAddress: null },
    Card: { Number: null, ExpireDate: null, CVV2: null },
    Order: { OrderID: input.orderId, GroupID: null },
    Transaction: {
      Type: input.type,
      InstallmentCnt: installmentsOf(input.installments),
      Amount: amount,
      CurrencyCode: currencyCode,
      CardholderPresentCode: input.secure3d ? '13' : '0',
      MotoInd: 'N',
      OriginalRetrefNum: input.originalRetrefNum,
      Secure3D: input.secure3d,
    },
  });
}
