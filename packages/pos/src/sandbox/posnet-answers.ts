import { randomInt } from 'node:crypto';
import { passesLuhn } from '@tahsilat/domain';
import { encodeLatin5 } from '../charset.js';
import { posnetResponseBytes } from '../posnet/transport.js';
import type { XmlNode } from '../xml.js';
import type { JournalEntry } from './journal.js';
import { POSNET_ISO_CURRENCY } from './posnet-sessions.js';

/** What a PosNet call did: the answer's bytes and the money movement it journaled, if any. */
export interface PosnetOutcome {
  body: Uint8Array;
  journaled: JournalEntry | null;
}

/** The sandbox's PosNet refusal codes (README: PosNet section; the ones marked "sandbox" are our own choice). */
export const POSNET_CODES = {
  unauthorised: ['0148', 'INVALID MID TID IP'],
  badMac: ['E216', 'MAC DOGRULAMA HATALI'],
  badXid: ['E189', 'XID GECERSIZ'],
  badPacket: ['E218', 'PAKET DOGRULANAMADI'], // sandbox
  threeDFailed: ['E227', '3D DOGRULAMASI BASARISIZ'], // sandbox
  badRequest: ['0012', 'GECERSIZ ISLEM'],
  badCard: ['0014', 'GECERSIZ KART NUMARASI'],
  expired: ['0054', 'KARTIN SURESI DOLMUS'],
  badAmount: ['0013', 'GECERSIZ TUTAR'],
  notFound: ['0123', 'ISLEM BULUNAMADI'],
  alreadyUsed: ['0127', 'ORDERID DAHA ONCE KULLANILMIS'],
  voidAfterDay: ['0057', 'GUN SONU ALINMIS ISLEM IPTAL EDILEMEZ, IADE YAPINIZ'], // sandbox
  refundSameDay: ['0057', 'GUN SONU ALINMADAN IADE YAPILAMAZ, IPTAL EDINIZ'], // sandbox
} as const satisfies Record<string, readonly [string, string]>;

/** A posnetResponse answer. */
export function answer(response: XmlNode, journaled: JournalEntry | null = null): PosnetOutcome {
  return { body: posnetResponseBytes(response), journaled };
}

/** A refusal: `approved` 0 (or 2 for "already done") with the code and its words. */
export function refusal(
  [code, text]: readonly [string, string],
  journaled: JournalEntry | null = null,
  approved = '0',
): PosnetOutcome {
  return answer({ approved, respCode: code, respText: text }, journaled);
}

/** A hostlogkey like PosNet's (18 digits) that never passes Luhn, so no card-number tripwire mistakes it. */
export function newHostLogKey(): string {
  const head = Array.from({ length: 17 }, () => randomInt(10)).join('');
  for (let last = 0; last < 10; last += 1) {
    if (!passesLuhn(`${head}${last}`)) {
      return `${head}${last}`;
    }
  }
  return `${head}0`;
}

/** Six digits of an authorisation code. */
export const newAuthCode = () => String(randomInt(1_000_000)).padStart(6, '0');

const STATE_NAMES: Record<JournalEntry['type'], string> = {
  Auth: 'Sale',
  '3d_pay': 'Sale',
  PreAuth: 'Auth',
  PostAuth: 'Capt',
  Void: 'Reverse',
  Credit: 'Return',
};

const LETTER_CURRENCY = Object.fromEntries(Object.entries(POSNET_ISO_CURRENCY).map(([k, v]) => [v, k]));

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** "1015.00" → "1.015,00": status replies show major units with a decimal comma. */
function commaAmount(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction.padEnd(2, '0')}`;
}

/** "450634***4637" → "4506 34** **** 4637", as the agreement reply masks a card. */
function spacedMask(masked: string | null): string {
  return masked ? `${masked.slice(0, 4)} ${masked.slice(4, 6)}** **** ${masked.slice(-4)}` : '';
}

/** The agreement reply: one `transaction` per journaled movement, oldest first (txnStatus 1 approved, 0 not). */
export function agreementAnswer(orderID: string, entries: readonly JournalEntry[]): PosnetOutcome {
  const card = entries.find((entry) => entry.maskedPan)?.maskedPan ?? null;
  const lines = entries.map((entry) => {
    const fields: Record<string, string> = {
      orderID,
      ccno: spacedMask(card),
      amount: commaAmount(entry.amount),
      currencyCode: LETTER_CURRENCY[entry.currency] ?? entry.currency,
      authCode: entry.authCode ?? '',
      tranDate: entry.at.replace('T', ' ').replace('Z', ''),
      state: STATE_NAMES[entry.type],
      txnStatus: entry.outcome === 'approved' ? '1' : '0',
      hostlogkey: entry.hostRefNum ?? '',
    };
    const inner = Object.entries(fields)
      .map(([name, value]) => `<${name}>${escapeText(value)}</${name}>`)
      .join('');
    return `<transaction>${inner}</transaction>`;
  });
  const xml = `<?xml version="1.0" encoding="ISO-8859-9"?>\n<posnetResponse><approved>1</approved><respCode></respCode><respText></respText><transactions>${lines.join('')}</transactions></posnetResponse>`;
  return { body: encodeLatin5(xml), journaled: null };
}
