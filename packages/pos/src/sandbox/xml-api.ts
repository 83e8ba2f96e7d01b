import { randomBytes, randomInt } from 'node:crypto';
import { istanbulIsoDate } from '@tahsilat/domain';
import { childOf, textOf, type XmlNode } from '../xml.js';
import type { JournalEntry, SandboxJournal } from './journal.js';
import type { SandboxMerchant } from './merchants.js';

type MoneyType = 'Auth' | 'PreAuth' | 'PostAuth' | 'Void' | 'Credit';

/** What the XML API needs of a 3-D session: the md the callback gave, who passed it, for which order. */
export interface AuthenticatedSession {
  status: 'pending' | 'authenticated' | 'failed';
  merchant: SandboxMerchant;
  echoed: Record<string, string>;
  card: { pan: string };
}

export interface XmlApiDeps {
  journal: SandboxJournal;
  merchants: ReadonlyMap<string, SandboxMerchant>;
  sessionByMd(md: string): AuthenticatedSession | undefined;
  outcomeFor(pan: string): { approved: boolean; code: string; message: string | null };
  authDelayMs?: number | undefined;
}

export const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/**
 * A bank reference like NestPay's ("20307JqHB05115"): five digits, a letter, then hex. The letter keeps
 * digit runs short, so no reference ever looks like a card number to the card-data tripwires.
 */
export const newTransId = () => `${digits(5)}T${randomBytes(4).toString('hex')}`;
export const maskedPan = (pan: string) => `${pan.slice(0, 6)}***${pan.slice(-4)}`;

const minorUnits = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};

/** The journal's standing as the live bank's CHARGE_TYPE_CD and TRANS_STAT (a sale, A, keeps the older answer). */
const REAL_STAT: Record<string, [string, string]> = {
  PA: ['S', 'A'],
  C: ['S', 'C'],
  V: ['S', 'V'],
  R: ['C', 'C'],
  D: ['S', 'D'],
};

export function errorAnswer(orderId: string, message: string, code: string): XmlNode {
  return {
    OrderId: orderId,
    Response: 'Error',
    ProcReturnCode: '99',
    ErrMsg: message,
    Extra: { ERRORCODE: code },
  };
}

/**
 * The bank's XML API (CC5Request): authorisation after 3-D, capture, void, refund, the status and history
 * queries, journaling every money movement. Like a NestPay bank it settles at the end of the day: a sale can be
 * voided until then and refunded only after (CORE-2508), refunds never exceed what was taken.
 */
export class SandboxXmlApi {
  /** When each merchant last closed its day (tests close it instead of waiting for midnight). */
  private readonly dayClosedAt = new Map<string, string>();
  /** The last end of day for every merchant, whatever its protocol. */
  private allClosedAt: string | undefined;
  /** Operations whose next answer is lost after the bank has done them (the lost-answer tests). */
  private readonly dropped = new Map<string, number>();

  constructor(private readonly deps: XmlApiDeps) {}

  /** End of day: everything journaled so far is settled — no longer voidable, now refundable. */
  closeDay(): void {
    const now = new Date(Date.now() + 1).toISOString();
    this.allClosedAt = now;
    for (const clientId of this.deps.merchants.keys()) {
      this.dayClosedAt.set(clientId, now);
    }
  }

  /** The next `type` call is carried out and journaled, but its answer never reaches the caller. */
  dropNextAnswer(type: MoneyType): void {
    this.dropped.set(type, (this.dropped.get(type) ?? 0) + 1);
  }

  /** Whether the answer of a call just made should be lost (counted down once per call). */
  takeDropped(type: string): boolean {
    const left = this.dropped.get(type) ?? 0;
    if (left <= 0) {
      return false;
    }
    this.dropped.set(type, left - 1);
    return true;
  }

  /** A sale journaled before its merchant's day closed (or before today) is settled. */
  settled(entry: JournalEntry): boolean {
    const closed = this.dayClosedAt.get(entry.clientId) ?? this.allClosedAt;
    return (
      (closed !== undefined && entry.at < closed) ||
      (this.allClosedAt !== undefined && entry.at < this.allClosedAt) ||
      istanbulIsoDate(new Date(entry.at)) < istanbulIsoDate(new Date())
    );
  }

  async handle(request: XmlNode): Promise<XmlNode> {
    const clientId = textOf(request, 'ClientId');
    const orderId = textOf(request, 'OrderId');
    const merchant = this.deps.merchants.get(clientId);
    if (
      !merchant ||
      textOf(request, 'Name') !== merchant.apiUser ||
      textOf(request, 'Password') !== merchant.apiPassword
    ) {
      return errorAnswer(orderId, 'Kullanıcı adı veya şifre hatalı.', 'CORE-2001');
    }
    const extra = childOf(request, 'Extra');
    if (textOf(extra, 'ORDERSTATUS').toUpperCase() === 'QUERY') {
      return this.status(clientId, orderId);
    }
    if (textOf(extra, 'ORDERHISTORY').toUpperCase() === 'QUERY') {
      return this.history(clientId, orderId);
    }
    return this.money(request, clientId, orderId);
  }

  private async money(request: XmlNode, clientId: string, orderId: string): Promise<XmlNode> {
    const { journal } = this.deps;
    const type = textOf(request, 'Type');
    const total = textOf(request, 'Total');
    const history = journal.forOrder(clientId, orderId);
    const approved = (kind: string) =>
      history.find((entry) => entry.type === kind && entry.outcome === 'approved');
    const record = (kind: MoneyType, amount: string, ok: boolean, code: string, pan: string | null) =>
      journal.add({
        orderId,
        clientId,
        type: kind,
        amount,
        currency: textOf(request, 'Currency'),
        outcome: ok ? 'approved' : 'declined',
        returnCode: code,
        authCode: ok ? digits(6) : null,
        hostRefNum: ok ? digits(12) : null,
        transId: ok ? newTransId() : null,
        maskedPan: pan ? maskedPan(pan) : null,
      });
    const answer = (entry: JournalEntry, message: string | null): XmlNode => ({
      OrderId: orderId,
      GroupId: orderId,
      Response: entry.outcome === 'approved' ? 'Approved' : 'Declined',
      AuthCode: entry.authCode ?? '',
      HostRefNum: entry.hostRefNum ?? '',
      ProcReturnCode: entry.returnCode,
      TransId: entry.transId ?? '',
      ErrMsg: message ?? '',
      Extra: {
        SETTLEID: '',
        TRXDATE: entry.at,
        ERRORCODE: '',
        CARDBRAND: 'VISA',
        CARDISSUER: 'SANDBOX BANK',
      },
    });
    const sale = approved('PostAuth') ?? approved('Auth') ?? approved('3d_pay');

    switch (type) {
      case 'Auth':
      case 'PreAuth': {
        const session = this.deps.sessionByMd(textOf(request, 'Number'));
        if (session?.status !== 'authenticated' || session.merchant.clientId !== clientId) {
          return errorAnswer(orderId, '3D doğrulama verisi geçersiz.', 'CORE-2507');
        }
        if (session.echoed.oid !== orderId || session.echoed.amount !== total) {
          return errorAnswer(orderId, 'Sipariş bilgileri 3D doğrulama ile uyuşmuyor.', 'CORE-2511');
        }
        if (approved('Auth') || approved('PreAuth') || approved('3d_pay')) {
          return errorAnswer(orderId, 'Mükerrer sipariş numarası.', 'CORE-2009');
        }
        const outcome = this.deps.outcomeFor(session.card.pan);
        const entry = record(type, total, outcome.approved, outcome.code, session.card.pan);
        if (this.deps.authDelayMs) {
          await new Promise((resolve) => setTimeout(resolve, this.deps.authDelayMs));
        }
        return answer(entry, outcome.message);
      }
      case 'PostAuth': {
        const pre = approved('PreAuth');
        if (!pre || approved('PostAuth') || approved('Void')) {
          return errorAnswer(orderId, 'Kapatılacak ön provizyon bulunamadı.', 'CORE-2010');
        }
        if (Number(total || pre.amount) > Number(pre.amount)) {
          return errorAnswer(orderId, 'Tutar ön provizyondan büyük olamaz.', 'CORE-2011');
        }
        return answer(record('PostAuth', total || pre.amount, true, '00', null), null);
      }
      case 'Void': {
        const original = sale ?? approved('PreAuth');
        if (!original || approved('Void')) {
          return errorAnswer(orderId, 'İptal edilecek işlem bulunamadı.', 'CORE-2008');
        }
        if (approved('Credit') || this.settled(original)) {
          return errorAnswer(orderId, 'Gün sonu alınmış işlem iptal edilemez; iade yapın.', 'CORE-2509');
        }
        return answer(record('Void', original.amount, true, '00', null), null);
      }
      case 'Credit': {
        if (!sale || approved('Void')) {
          return errorAnswer(orderId, 'İade edilecek işlem bulunamadı.', 'CORE-2008');
        }
        if (!this.settled(sale)) {
          return errorAnswer(orderId, 'Gün sonu alınmadan iade yapılamaz; işlemi iptal edin.', 'CORE-2508');
        }
        const refunded = history
          .filter((entry) => entry.type === 'Credit' && entry.outcome === 'approved')
          .reduce((sum, entry) => sum + minorUnits(entry.amount), 0n);
        const amount = total || sale.amount;
        if (minorUnits(amount) <= 0n || refunded + minorUnits(amount) > minorUnits(sale.amount)) {
          return errorAnswer(orderId, 'İade tutarı işlem tutarını aşıyor.', 'CORE-2011');
        }
        return answer(record('Credit', amount, true, '00', null), null);
      }
      default:
        return errorAnswer(orderId, `Bilinmeyen işlem tipi: ${type}`, 'CORE-2000');
    }
  }

  /**
   * ORDERSTATUS in the live bank's shape (mews EstPos status samples): the last movement's CHARGE_TYPE_CD (S sale,
   * C credit) and TRANS_STAT (A authorised with CAPTURE_AMT empty for a waiting pre-authorisation, C captured,
   * V voided, D declined), amounts in minor units, and "No record found" when the bank holds nothing. A sale keeps
   * the older answer (TRANS_STAT A, no CAPTURE_AMT): the live bank shows it as S/C, read as captured.
   */
  private status(clientId: string, orderId: string): XmlNode {
    const { state, entry } = this.deps.journal.standing(clientId, orderId);
    if (!entry) {
      const empty =
        'ORD_ID:\tCHARGE_TYPE_CD:\tORIG_TRANS_AMT:\tCAPTURE_AMT:\tTRANS_STAT:\tAUTH_DTTM:\tCAPTURE_DTTM:\tAUTH_CODE:';
      return {
        ErrMsg: `No record found for ${orderId}`,
        ProcReturnCode: '99',
        Response: 'Declined',
        OrderId: '',
        TransId: '',
        Extra: { NUMCODE: '0', ORDERSTATUS: empty },
      };
    }
    const approved = this.deps.journal
      .forOrder(clientId, orderId)
      .filter((item) => item.outcome === 'approved');
    const credit = state === 'R' ? approved.filter((item) => item.type === 'Credit').at(-1) : undefined;
    const captured =
      approved.find((item) => item.type === 'PostAuth') ?? (entry.type === 'PreAuth' ? null : entry);
    const shown = credit ?? entry;
    const minor = (item: JournalEntry | null | undefined) => (item ? minorUnits(item.amount).toString() : '');
    const [charge, stat] = REAL_STAT[state] ?? ['', state];
    const fields: Record<string, string> = {
      ORD_ID: orderId,
      CHARGE_TYPE_CD: charge,
      ORIG_TRANS_AMT: minor(shown),
      CAPTURE_AMT: credit ? minor(credit) : state === 'D' ? '' : minor(captured),
      TRANS_STAT: stat,
      AUTH_DTTM: shown.at,
      CAPTURE_DTTM: credit?.at ?? captured?.at ?? '',
      AUTH_CODE: shown.authCode ?? '',
      TRANS_ID: shown.transId ?? '',
    };
    if (charge === '') {
      // The sale's older answer: no charge type and no captured amount.
      delete fields.CHARGE_TYPE_CD;
      delete fields.CAPTURE_AMT;
    }
    const line = Object.entries(fields)
      .map(([name, value]) => `${name}:${value}`)
      .join('\t');
    return {
      ErrMsg: `Record(s) found for ${orderId}`,
      ProcReturnCode: '00',
      Response: 'Approved',
      OrderId: orderId,
      TransId: shown.transId ?? '',
      Extra: {
        ...fields,
        HOST_REF_NUM: shown.hostRefNum ?? '',
        ORDERSTATUS: line,
        PAN: shown.maskedPan ?? entry.maskedPan ?? '',
        PROC_RET_CD: shown.returnCode,
      },
    };
  }

  /** ORDERHISTORY: one tab-separated TRXn line per sale or credit, newest first, as NestPay answers it. */
  private history(clientId: string, orderId: string): XmlNode {
    const entries = this.deps.journal.forOrder(clientId, orderId);
    if (entries.length === 0) {
      // The live bank's words for an order it does not hold (mews EstPos order history sample 'fail1').
      const extra = { NUMCODE: '0', TRXCOUNT: '0' };
      return {
        ErrMsg: `No record found for ${orderId}`,
        ProcReturnCode: '05',
        Response: 'Declined',
        OrderId: orderId,
        Extra: extra,
      };
    }
    const voided = entries.some((entry) => entry.type === 'Void' && entry.outcome === 'approved');
    const lines = entries
      .filter((entry) => entry.type !== 'Void')
      .map((entry) => {
        const charge = entry.type === 'Credit' ? 'C' : 'S';
        const status = voided && charge === 'S' ? 'V' : entry.outcome === 'approved' ? 'A' : 'D';
        const minor = minorUnits(entry.amount).toString();
        return [
          charge,
          status,
          minor,
          minor,
          entry.at,
          '',
          '',
          entry.hostRefNum ?? '',
          entry.authCode ?? '',
          entry.returnCode,
          entry.transId ?? '',
        ].join('\t');
      })
      .reverse();
    const extra: XmlNode = { TRXCOUNT: String(lines.length) };
    lines.forEach((line, index) => {
      extra[`TRX${index + 1}`] = line;
    });
    return { OrderId: orderId, Response: 'Approved', ProcReturnCode: '00', ErrMsg: '', Extra: extra };
  }
}
