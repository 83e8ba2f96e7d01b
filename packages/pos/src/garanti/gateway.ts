import { type HttpClient, postToBank } from '../http-client.js';
import { signedWithStoreKey } from '../store-key.js';
import {
  type BankRefs,
  type BankResult,
  type CallbackCheck,
  type Card,
  type CurrencyCode,
  type ExpectedCallback,
  type Gateway,
  NUMERIC_CURRENCY,
  type Order,
  type PosAccount,
  type ReversalHistory,
  type StatusResult,
  type ThreeDStart,
  UNANSWERED_REVERSALS,
} from '../types.js';
import { childOf, parseXml, serializeXmlUtf8, textOf, type XmlNode } from '../xml.js';
import { garantiCallbackHash, garantiFormHash, garantiXmlHash } from './hash.js';

const TYPE: Record<Order['type'], string> = { Auth: 'sales', PreAuth: 'preauth' };
const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);
const installmentsOf = (count: number) => (count > 1 ? String(count) : '');

/** The 3-D form fields of Garanti BBVA GVP (amounts in minor units). */
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

/** A GVPSRequest for a stored order: the provisioning after 3-D, or an inquiry, capture, void or refund. */
export function garantiRequest(
  account: PosAccount,
  input: {
    orderId: string;
    type: string;
    amount: bigint;
    currency: CurrencyCode;
    installments: number;
    customerIp: string;
    secure3d?: XmlNode;
  },
): string {
  const terminalId = account.credentials.terminalId ?? '';
  const amount = input.amount.toString();
  const currencyCode = NUMERIC_CURRENCY[input.currency];
  return serializeXmlUtf8('GVPSRequest', {
    Mode: account.testMode ? 'TEST' : 'PROD',
    Version: '512',
    Terminal: {
      ProvUserID: account.credentials.apiUser,
      HashData: garantiXmlHash(
        { orderId: input.orderId, terminalId, cardNumber: '', amount, currencyCode },
        account.credentials.apiPassword,
      ),
      UserID: account.credentials.apiUser,
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
      Secure3D: input.secure3d,
    },
  });
}

/** GVPSResponse in our words: Transaction/Response/Code 00 is approval. */
export function mapGarantiResponse(orderId: string, document: XmlNode): BankResult {
  const transaction = childOf(childOf(document, 'GVPSResponse'), 'Transaction');
  const response = childOf(transaction, 'Response');
  const code = textOf(response, 'Code');
  const reason = textOf(response, 'ReasonCode');
  return {
    outcome: code === '00' ? 'approved' : reason === '99' || code === '' ? 'error' : 'declined',
    orderId: textOf(childOf(childOf(document, 'GVPSResponse'), 'Order'), 'OrderID') || orderId,
    authCode: blank(textOf(transaction, 'AuthCode')),
    hostRefNum: blank(textOf(transaction, 'RetrefNum')),
    transId: blank(textOf(transaction, 'RetrefNum')),
    returnCode: blank(reason || code),
    errorCode: blank(textOf(response, 'SysErrMsg')),
    message: blank(textOf(response, 'ErrorMsg')) ?? blank(textOf(response, 'Message')),
  };
}

/** Garanti BBVA GVP: 3-D form with secure3dhash, then a provisioning GVPSRequest. */
export class GarantiGateway implements Gateway {
  constructor(
    private readonly account: PosAccount,
    private readonly http: HttpClient,
    private readonly timeoutMs = 30_000,
  ) {}

  async start3d(order: Order, card: Card): Promise<ThreeDStart> {
    return {
      kind: 'form',
      action: this.account.endpoints.gateUrl,
      fields: garantiFormFields(this.account, order, card),
    };
  }

  async checkCallback(
    fields: Readonly<Record<string, string>>,
    expected: ExpectedCallback,
  ): Promise<CallbackCheck> {
    const mdStatus = blank(fields.mdstatus);
    const base: CallbackCheck = {
      valid: false,
      problem: null,
      mdStatus,
      authenticated: false,
      mdErrorMessage: blank(fields.mderrormessage) ?? blank(fields.errmsg),
      maskedPan: blank(fields.MaskedPan) ?? blank(fields.maskedpan),
      payResult: null,
    };
    if (!fields.hash || !fields.hashparams) {
      return { ...base, problem: 'malformed' };
    }
    // Garanti's hashes are hex: the case of the posted one does not matter.
    const posted = (fields.hash ?? '').toUpperCase();
    if (!signedWithStoreKey(this.account.credentials, (key) => garantiCallbackHash(fields, key), posted)) {
      return { ...base, problem: 'hash' };
    }
    if ((fields.clientid ?? fields.terminalid) !== this.account.credentials.terminalId) {
      return { ...base, problem: 'store' };
    }
    if (fields.oid !== expected.orderId && fields.orderid !== expected.orderId) {
      return { ...base, problem: 'order' };
    }
    if (fields.txnamount !== undefined && fields.txnamount !== expected.amount.toString()) {
      return { ...base, problem: 'amount' };
    }
    if (
      fields.txncurrencycode !== undefined &&
      fields.txncurrencycode !== NUMERIC_CURRENCY[expected.currency]
    ) {
      return { ...base, problem: 'currency' };
    }
    // Garanti's convention: mdStatus 1–4 pass unless the account narrows it.
    return {
      ...base,
      valid: true,
      authenticated: mdStatus !== null && this.account.acceptedMdStatus.includes(mdStatus),
    };
  }

  private async send(orderId: string, xml: string): Promise<BankResult> {
    const answer = await postToBank(
      this.http,
      {
        url: this.account.endpoints.apiUrl,
        headers: { 'content-type': 'application/xml; charset=UTF-8' },
        body: xml,
        timeoutMs: this.timeoutMs,
      },
      orderId,
    );
    return answer.ok ? mapGarantiResponse(orderId, parseXml(answer.body)) : answer.result;
  }

  authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult> {
    return this.send(
      order.orderId,
      garantiRequest(this.account, {
        orderId: order.orderId,
        type: TYPE[order.type],
        amount: order.amount,
        currency: order.currency,
        installments: order.installments,
        customerIp: order.customerIp,
        secure3d: {
          AuthenticationCode: callback.cavv ?? '',
          SecurityLevel: callback.eci ?? '',
          TxnID: callback.xid ?? '',
          Md: callback.md ?? '',
        },
      }),
    );
  }

  async status(orderId: string): Promise<StatusResult> {
    const result = await this.send(
      orderId,
      garantiRequest(this.account, {
        orderId,
        type: 'orderinq',
        amount: 100n,
        currency: 'TRY',
        installments: 1,
        customerIp: '127.0.0.1',
      }),
    );
    if (result.outcome === 'unknown') {
      return { answered: false, state: 'unknown', result };
    }
    return { answered: true, state: result.outcome === 'approved' ? 'authorised' : 'not_found', result };
  }

  capture({ orderId }: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.send(
      orderId,
      garantiRequest(this.account, {
        orderId,
        type: 'postauth',
        amount,
        currency,
        installments: 1,
        customerIp: '127.0.0.1',
      }),
    );
  }

  void({ orderId }: BankRefs): Promise<BankResult> {
    return this.send(
      orderId,
      garantiRequest(this.account, {
        orderId,
        type: 'void',
        amount: 100n,
        currency: 'TRY',
        installments: 1,
        customerIp: '127.0.0.1',
      }),
    );
  }

  refund({ orderId }: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.send(
      orderId,
      garantiRequest(this.account, {
        orderId,
        type: 'refund',
        amount,
        currency,
        installments: 1,
        customerIp: '127.0.0.1',
      }),
    );
  }

  /**
   * Garanti's order history inquiry is not mapped yet (its reply format is not verified, protocols/README.md):
   * a refund whose answer was lost stays 'bankada işleniyor' for a person to check (docs/payments.md).
   */
  reversals(_orderId: string): Promise<ReversalHistory> {
    return Promise.resolve(UNANSWERED_REVERSALS);
  }
}
