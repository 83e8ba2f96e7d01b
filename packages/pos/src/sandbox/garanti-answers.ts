import { createHash, randomInt } from 'node:crypto';
import { childOf, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import type { GarantiRefusal } from './garanti-codes.js';
import type { JournalEntry } from './journal.js';
import type { SandboxMerchant } from './merchants.js';

/** A GVPSResponse element: text, children, or a list of same-named children (OrderTxn). */
export type GvpsValue = string | GvpsNode | readonly GvpsNode[];
export interface GvpsNode {
  readonly [name: string]: GvpsValue;
}

/** What a VPServlet call did: its answer and, when money moved, the journal type (for lost answers). */
export interface GvpsOutcome {
  answer: GvpsNode;
  journaled: JournalEntry['type'] | null;
}

/** Transaction/Response of an answer. */
export interface GvpsResponse {
  source: 'HOST' | 'GVPS';
  code: string;
  reason: string;
  message: 'Approved' | 'Declined';
  errorMsg: string;
  sysErrMsg: string;
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const isList = (value: GvpsValue): value is readonly GvpsNode[] => Array.isArray(value);

function render(node: GvpsNode): string {
  return Object.entries(node)
    .map(([name, value]) => {
      if (typeof value === 'string') {
        return `<${name}>${escapeXml(value)}</${name}>`;
      }
      const items = isList(value) ? value : [value];
      return items.map((item) => `<${name}>${render(item)}</${name}>`).join('');
    })
    .join('');
}

/** The answer document, UTF-8 like the requests. */
export function gvpsXml(answer: GvpsNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<GVPSResponse>${render(answer)}</GVPSResponse>`;
}

const istanbul = (at: Date) => new Date(at.getTime() + 3 * 3600_000).toISOString();

/** "20221101 13:14:19": Transaction/ProvDate, Istanbul time. */
export const provDate = (at = new Date()) => {
  const iso = istanbul(at);
  return `${iso.slice(0, 10).replaceAll('-', '')} ${iso.slice(11, 19)}`;
};

/** "2023-01-07 21:27:59.271": the dates of OrderInqResult. */
export const inquiryDate = (at: string) => istanbul(new Date(at)).slice(0, 23).replace('T', ' ');

/** "20221101": the dates of OrderTxn. */
export const historyDate = (at: string) => istanbul(new Date(at)).slice(0, 10).replaceAll('-', '');

/** "428220******8015", as GVPS masks a card in its XML answers (the post back's MaskedPan has three stars). */
export const gvpsMasked = (pan: string) =>
  `${pan.slice(0, 6)}${'*'.repeat(Math.max(pan.length - 10, 0))}${pan.slice(-4)}`;

/** Minor units of a journal amount ("1015.00" → "101500"). */
export const minorText = (amount: string) => BigInt(amount.replace('.', '')).toString();

let sequence = 0;
/** A batch's running number, six digits like Transaction/SequenceNum. */
const nextSequence = () => {
  sequence = (sequence % 999_999) + 1;
  return String(sequence).padStart(6, '0');
};

/** The sandbox's batch: one per Istanbul day (the real one closes at the merchant's end of day). */
export const batchNum = (at = new Date()) =>
  String(Math.floor((at.getTime() + 3 * 3600_000) / 86_400_000) % 10_000).padStart(6, '0');

/** Twelve digits, like RetrefNum ("230508300434"): never a card number (13–19 digits). */
export const newRetrefNum = () => Array.from({ length: 12 }, () => randomInt(10)).join('');

/** Six digits of an authorisation code. */
export const newAuthCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** Journals a movement under our order id; an approval ('00') gets an AuthCode and a RetrefNum (also its transId). */
export function journalMovement(
  context: SandboxContext,
  merchant: SandboxMerchant,
  entry: Pick<JournalEntry, 'orderId' | 'type' | 'amount' | 'currency' | 'maskedPan'>,
  code: string,
): JournalEntry {
  const ok = code === '00';
  const retref = ok ? newRetrefNum() : null;
  return context.journal.add({
    ...entry,
    clientId: merchant.clientId,
    outcome: ok ? 'approved' : 'declined',
    returnCode: code,
    authCode: ok ? newAuthCode() : null,
    hostRefNum: retref,
    transId: retref,
  });
}

export const approvedResponse = (source: 'HOST' | 'GVPS', reason = '00'): GvpsResponse => ({
  source,
  code: '00',
  reason,
  message: 'Approved',
  errorMsg: '',
  sysErrMsg: '',
});

export const refusedResponse = (refusal: GarantiRefusal): GvpsResponse => ({
  source: 'GVPS',
  code: refusal.code,
  reason: refusal.reason,
  message: 'Declined',
  errorMsg: refusal.message,
  sysErrMsg: refusal.system,
});

export interface GvpsAnswerParts {
  response: GvpsResponse;
  /** The movement it made, if any: its RetrefNum and AuthCode. */
  entry?: JournalEntry | null;
  cardMasked?: string;
  /** OrderInqResult or OrderHistInqResult, for the inquiries. */
  order?: GvpsNode;
}

/**
 * A GVPSResponse shaped like the recorded ones: the request's terminal and customer echoed, the order, and the
 * transaction. HashData here is the sandbox's own digest of the answer (the bank's formula is not public): a client
 * must not verify it.
 */
export function gvpsAnswer(request: XmlNode, parts: GvpsAnswerParts): GvpsNode {
  const terminal = childOf(request, 'Terminal');
  const customer = childOf(request, 'Customer');
  const orderId = textOf(childOf(request, 'Order'), 'OrderID');
  const { response, entry } = parts;
  const retref = entry?.hostRefNum ?? '';
  const authCode = entry?.authCode ?? '';
  const date = provDate();
  const moved = entry !== undefined && entry !== null;
  return {
    Mode: '',
    Terminal: {
      ProvUserID: textOf(terminal, 'ProvUserID'),
      UserID: textOf(terminal, 'UserID'),
      ID: textOf(terminal, 'ID'),
      MerchantID: textOf(terminal, 'MerchantID'),
    },
    Customer: { IPAddress: textOf(customer, 'IPAddress'), EmailAddress: textOf(customer, 'EmailAddress') },
    Order: { OrderID: orderId, GroupID: '', ...(parts.order ?? {}) },
    Transaction: {
      Response: {
        Source: response.source,
        Code: response.code,
        ReasonCode: response.reason,
        Message: response.message,
        ErrorMsg: response.errorMsg,
        SysErrMsg: response.sysErrMsg,
      },
      RetrefNum: retref,
      AuthCode: authCode,
      BatchNum: moved ? batchNum() : '',
      SequenceNum: moved ? nextSequence() : '',
      ProvDate: date,
      CardNumberMasked: parts.cardMasked ?? '',
      CardHolderName: '',
      CardType: '',
      HashData: createHash('sha512')
        .update([orderId, retref, authCode, response.code, response.reason, date].join('|'))
        .digest('hex')
        .toUpperCase(),
      HostMsgList: '',
      RewardInqResult: { RewardList: '', ChequeList: '' },
    },
  };
}

/** A refusal that moved no money. */
export function gvpsRefusal(request: XmlNode, refusal: GarantiRefusal, order?: GvpsNode): GvpsOutcome {
  return { answer: gvpsAnswer(request, { response: refusedResponse(refusal), order }), journaled: null };
}
