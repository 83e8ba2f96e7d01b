import { kuveytCallbackHash, kuveytHashedPassword, kuveytProvisionHash } from '../kuveyt/hash.js';
import { serializeXmlUtf8, type XmlNode } from '../xml.js';
import type { KuveytSession } from './kuveyt-sessions.js';

/** How the bank writes a masked card: first 6, six stars, last 4. */
export const kuveytMasked = (pan: string) => `${pan.slice(0, 6)}******${pan.slice(-4)}`;

/** The three-digit currency of replies ("0949" → "949"). */
export const threeDigitCurrency = (currency: string) => currency.replace(/^0(?=\d{3}$)/, '');

/** URL-encoding as the bank's .NET writes it (spaces as '+'): AuthenticationResponse is sent this way. */
export function bankUrlEncode(text: string): string {
  return encodeURIComponent(text).replaceAll('%20', '+');
}

/** The request echo inside a contract (masked card; the hashed password, as the real bank echoes it). */
function vposEcho(session: KuveytSession): XmlNode {
  return {
    OrderId: session.bankOrderId,
    OkUrl: session.okUrl,
    FailUrl: session.failUrl,
    MerchantId: session.merchant.clientId,
    SubMerchantId: '0',
    CustomerId: session.merchant.terminalId ?? '',
    UserName: session.merchant.apiUser,
    HashPassword: kuveytHashedPassword(session.merchant.apiPassword),
    CardNumber: kuveytMasked(session.pan),
    CardHolderName: session.holderName,
    BatchID: '0',
    InstallmentCount: session.installments,
    Amount: session.amount.toString(),
    CancelAmount: '0',
    MerchantOrderId: session.merchantOrderId,
    FECAmount: '0',
    CurrencyCode: threeDigitCurrency(session.currency),
    TransactionSecurity: '3',
  };
}

/** A contract as XML text (UTF-8). */
export const contractXml = (contract: XmlNode) =>
  serializeXmlUtf8('VPosTransactionResponseContract', contract);

/**
 * The 3-D result the browser posts back: ResponseCode 00 "Kart doğrulandı." with the request echo, or a failure
 * code without the echo (as failure posts often are); signed by the callback formula.
 */
export function callbackContract(session: KuveytSession, passed: boolean, failure: string): XmlNode {
  const responseCode = passed ? '00' : 'ThreeDAuthenticationFailed';
  return {
    ...(passed ? { VPosMessage: vposEcho(session) } : {}),
    IsEnrolled: 'true',
    IsVirtual: 'false',
    ResponseCode: responseCode,
    ResponseMessage: passed ? 'Kart doğrulandı.' : failure,
    OrderId: session.bankOrderId,
    TransactionTime: new Date().toISOString().slice(0, 19),
    MerchantOrderId: session.merchantOrderId,
    HashData: kuveytCallbackHash(
      { MerchantOrderId: session.merchantOrderId, ResponseCode: responseCode, OrderId: session.bankOrderId },
      kuveytHashedPassword(session.merchant.apiPassword),
    ),
    MD: passed ? session.md : '',
    ReferenceId: session.token.slice(0, 16),
    BusinessKey: '0',
  };
}

/** An early refusal (HashDataError, ApiUserNotDefined, …): no 3-D context, nothing signed. */
export function errorContract(code: string, message: string, merchantOrderId: string): XmlNode {
  return {
    IsEnrolled: 'false',
    IsVirtual: 'false',
    ResponseCode: code,
    ResponseMessage: message,
    OrderId: '0',
    MerchantOrderId: merchantOrderId,
    BusinessKey: '0',
  };
}

/** The provision reply of an attempt: the bank's numbers, the echo, HashData by the provision formula. */
export function provisionContract(
  session: KuveytSession,
  answer: { code: string; message: string; provisionNumber: string; rrn: string },
): XmlNode {
  const stan = answer.rrn.slice(-6);
  return {
    VPosMessage: vposEcho(session),
    IsEnrolled: 'true',
    IsVirtual: 'false',
    ProvisionNumber: answer.provisionNumber,
    RRN: answer.rrn,
    Stan: stan,
    ResponseCode: answer.code,
    ResponseMessage: answer.message,
    OrderId: session.bankOrderId,
    TransactionTime: new Date().toISOString().slice(0, 19),
    MerchantOrderId: session.merchantOrderId,
    HashData: kuveytProvisionHash(
      {
        MerchantOrderId: session.merchantOrderId,
        RRN: answer.rrn,
        ResponseCode: answer.code,
        OrderId: session.bankOrderId,
      },
      kuveytHashedPassword(session.merchant.apiPassword),
    ),
    BusinessKey: '0',
  };
}
