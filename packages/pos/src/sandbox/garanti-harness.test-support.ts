import { createHash } from 'node:crypto';
import { encodeFormBody } from '../form-body.js';
import { garantiFormHash, garantiXmlHash } from '../garanti/hash.js';
import { childOf, parseXml, serializeXmlUtf8, textOf, type XmlNode } from '../xml.js';
import { DEMO_SANDBOX_PROTOCOL_MERCHANTS, type SandboxMerchant } from './merchants.js';
import type { startSandboxBank } from './sandbox-bank.js';
import { walkSandboxThreeD } from './walk.js';

/** The demo Garanti store (PROVAUT / PROVRFN). */
export const GARANTI = DEMO_SANDBOX_PROTOCOL_MERCHANTS.garanti;
/** The demo's Garanti Bonus card (Mastercard): 3-D passes, approved. */
export const BONUS_CARD = '5406675406675403';

export type GarantiSandbox = Awaited<ReturnType<typeof startSandboxBank>>;

let sequence = 0;
/** An order id like ours, unique per call. */
export const newOrderId = () => {
  sequence += 1;
  return `T2611GA${Date.now().toString(36).toUpperCase()}${String(sequence).padStart(3, '0')}`;
};

export interface FormInput {
  orderId: string;
  level?: '3D' | '3D_PAY';
  type?: 'sales' | 'preauth';
  amount?: string;
  currency?: string;
  installments?: string;
  pan?: string;
}

/** A hand-made gt3dengine form of the demo store, signed with its store key and PROVAUT's password. */
export function threeDForm(sandbox: GarantiSandbox, input: FormInput) {
  const fields: Record<string, string> = {
    mode: 'TEST',
    apiversion: '512',
    secure3dsecuritylevel: input.level ?? '3D',
    terminalprovuserid: GARANTI.apiUser,
    terminaluserid: GARANTI.apiUser,
    terminalmerchantid: GARANTI.clientId,
    terminalid: GARANTI.terminalId,
    txntype: input.type ?? 'sales',
    txnamount: input.amount ?? '10025',
    txncurrencycode: input.currency ?? '949',
    txninstallmentcount: input.installments ?? '',
    orderid: input.orderId,
    successurl: 'https://merchant.test/ok',
    errorurl: 'https://merchant.test/fail',
    customeripaddress: '10.0.0.1',
    lang: 'tr',
    cardnumber: input.pan ?? BONUS_CARD,
    cardexpiredatemonth: '12',
    cardexpiredateyear: '29',
    cardcvv2: '000',
  };
  fields.secure3dhash = garantiFormHash(
    {
      terminalId: fields.terminalid ?? '',
      orderId: input.orderId,
      amount: fields.txnamount ?? '',
      currencyCode: fields.txncurrencycode ?? '',
      successUrl: fields.successurl ?? '',
      errorUrl: fields.errorurl ?? '',
      type: fields.txntype ?? '',
      installments: fields.txninstallmentcount ?? '',
    },
    GARANTI.storeKey,
    GARANTI.apiPassword,
  );
  return { action: `${sandbox.url}/garanti/servlet/gt3dengine`, fields };
}

/** What the bank's signature over a post back must be: SHA-512 of the named values and the store key. */
export function expectedPostBackHash(fields: Readonly<Record<string, string>>, storeKey = GARANTI.storeKey) {
  const names = (fields.hashparams ?? '').split(':').filter(Boolean);
  const joined = names.map((name) => fields[name] ?? '').join('');
  return {
    joined,
    hash: createHash('sha512')
      .update(joined + storeKey)
      .digest('hex')
      .toUpperCase(),
  };
}

/** Walks a 3-D form through the card-holder page; the post back's action and fields. */
export const walk = (sandbox: GarantiSandbox, input: FormInput, options: { cancel?: boolean } = {}) =>
  walkSandboxThreeD(threeDForm(sandbox, input), options);

export interface RequestInput {
  orderId: string;
  type: string;
  amount?: string;
  currency?: string;
  installments?: string;
  user?: 'PROVAUT' | 'PROVRFN';
  /** The password HashData is made with (the user's own unless given). */
  password?: string;
  secure3d?: XmlNode;
  originalRetrefNum?: string;
  /** The demo store unless given. */
  merchant?: SandboxMerchant;
}

/** A GVPSRequest of the demo store, HashData made with the existing pure hash function. */
export function gvpsRequest(input: RequestInput): string {
  const merchant = input.merchant ?? GARANTI;
  const terminalId = merchant.terminalId ?? '';
  const user = input.user ?? 'PROVAUT';
  const password =
    input.password ?? (user === 'PROVRFN' ? (merchant.refundPassword ?? '') : merchant.apiPassword);
  const amount = input.amount ?? '100';
  const currency = input.currency ?? '949';
  return serializeXmlUtf8('GVPSRequest', {
    Mode: 'TEST',
    Version: '512',
    Terminal: {
      ProvUserID: user,
      HashData: garantiXmlHash(
        { orderId: input.orderId, terminalId, cardNumber: '', amount, currencyCode: currency },
        password,
      ),
      UserID: user,
      ID: terminalId,
      MerchantID: merchant.clientId,
    },
    Customer: { IPAddress: '10.0.0.1', EmailAddress: null },
    Order: { OrderID: input.orderId, GroupID: null },
    Transaction: {
      Type: input.type,
      InstallmentCnt: input.installments ?? '',
      Amount: amount,
      CurrencyCode: currency,
      CardholderPresentCode: input.secure3d ? '13' : '0',
      MotoInd: 'N',
      Secure3D: input.secure3d,
      OriginalRetrefNum: input.originalRetrefNum,
    },
  });
}

/** The Secure3D block our gateway builds from a post back. */
export const secure3dOf = (fields: Readonly<Record<string, string>>): XmlNode => ({
  AuthenticationCode: fields.cavv ?? '',
  SecurityLevel: fields.eci ?? '',
  TxnID: fields.xid ?? '',
  Md: fields.md ?? '',
});

/** Posts to VPServlet (raw XML, or as the `data` field of a form) and reads the GVPSResponse. */
export async function callGvps(sandbox: GarantiSandbox, xml: string, asForm = false) {
  const answer = await fetch(`${sandbox.url}/garanti/VPServlet`, {
    method: 'POST',
    headers: {
      'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/xml; charset=UTF-8',
    },
    body: asForm ? encodeFormBody({ data: xml }) : xml,
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const document = childOf(parseXml(body), 'GVPSResponse');
  const transaction = childOf(document, 'Transaction');
  const response = childOf(transaction, 'Response');
  return {
    status: answer.status,
    text: body.toString('utf8'),
    document,
    code: textOf(response, 'Code'),
    reason: textOf(response, 'ReasonCode'),
    errorMsg: textOf(response, 'ErrorMsg'),
    retref: textOf(transaction, 'RetrefNum'),
    authCode: textOf(transaction, 'AuthCode'),
    order: childOf(document, 'Order'),
  };
}

/** Walks a model 3D form and provisions it with the post back's Secure3D block. */
export async function provisioned(sandbox: GarantiSandbox, input: FormInput) {
  const back = await walk(sandbox, input);
  const answer = await callGvps(
    sandbox,
    gvpsRequest({
      orderId: input.orderId,
      type: input.type ?? 'sales',
      amount: input.amount ?? '10025',
      currency: input.currency ?? '949',
      installments: input.installments ?? '',
      secure3d: secure3dOf(back.fields),
    }),
  );
  return { back, answer };
}
