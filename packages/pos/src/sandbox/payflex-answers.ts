import { randomBytes } from 'node:crypto';
import { textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import type { JournalEntry } from './journal.js';
import type { SandboxMerchant } from './merchants.js';
import { digits } from './xml-api.js';

/** What the VPOS did with a request: its answer, and the journal type when money moved (for lost answers). */
export interface VposOutcome {
  answer: XmlNode;
  journaled: JournalEntry['type'] | null;
}

/** PayFlex's names of our journal types. */
const VPOS_TYPES: Record<JournalEntry['type'], string> = {
  Auth: 'Sale',
  PreAuth: 'Auth',
  PostAuth: 'Capture',
  Void: 'Cancel',
  Credit: 'Refund',
  '3d_pay': 'Sale',
};

/** Minor units as the VPOS writes amounts: major with a dot. */
export const majorOf = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

/** The bank's clock as `HostDate` (YYYYMMDDhhmmss). */
export const hostDate = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** "Çağrı Şükrü Öztürk" → "Ç**** Ş**** Ö*****": the masked holder name the VPOS answers in CustomItems. */
export const maskHolder = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0] ?? ''}${'*'.repeat(Math.max([...word].length - 1, 0))}`)
    .join(' ');

/** A name mangled on the way (UTF-8 read as Latin-1, or a replacement character): the charset did not survive. */
export const mangled = (name: string) => /[\uFFFD]|Ã|Ä|Å/.test(name);

/** The declined card's host code as a PayFlex ResultCode ("05" → "0005"). */
export const resultCodeOf = (hostCode: string) => (hostCode === '00' ? '0000' : hostCode.padStart(4, '0'));

/** A refusal that moved no money: not journaled. */
export function vposRefusal(request: XmlNode, code: string, detail: string): VposOutcome {
  return {
    answer: {
      ResultCode: code,
      ResultDetail: detail,
      OrderId: textOf(request, 'OrderId'),
      HostDate: hostDate(),
    },
    journaled: null,
  };
}

/** Journals a money movement under our order id; approvals get an auth code, an RRN and a TransactionId. */
export function recordMovement(
  context: SandboxContext,
  merchant: SandboxMerchant,
  entry: Pick<JournalEntry, 'orderId' | 'type' | 'amount' | 'currency' | 'maskedPan'>,
  code: string,
  transId?: string,
): JournalEntry {
  const ok = code === '0000';
  return context.journal.add({
    ...entry,
    clientId: merchant.clientId,
    outcome: ok ? 'approved' : 'declined',
    returnCode: code,
    authCode: ok ? digits(6) : null,
    hostRefNum: ok ? digits(12) : null,
    transId: ok ? (transId ?? randomBytes(10).toString('hex')) : null,
  });
}

/** The `VposResponse` of a journaled movement (never the card number). */
export function vposAnswer(
  entry: JournalEntry,
  request: XmlNode,
  detail: string,
  extra: XmlNode = {},
): VposOutcome {
  return {
    answer: {
      MerchantId: entry.clientId,
      TerminalNo: textOf(request, 'TerminalNo'),
      TransactionType: VPOS_TYPES[entry.type],
      TransactionId: entry.transId ?? '',
      ResultCode: entry.returnCode,
      ResultDetail: detail,
      AuthCode: entry.authCode ?? '',
      HostDate: hostDate(),
      Rrn: entry.hostRefNum ?? '',
      HostResultCode: entry.returnCode.slice(-2),
      CurrencyAmount: entry.amount,
      CurrencyCode: entry.currency,
      OrderId: entry.orderId,
      ThreeDSecureType: '2',
      BatchNo: '1',
      ...extra,
    },
    journaled: entry.type,
  };
}
