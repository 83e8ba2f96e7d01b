import { requestMac } from '../posnet/mac.js';
import { majorUnits } from '../types.js';
import { textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import type { JournalEntry } from './journal.js';
import type { SandboxMerchant } from './merchants.js';
import {
  agreementAnswer,
  answer,
  newAuthCode,
  newHostLogKey,
  POSNET_CODES,
  type PosnetOutcome,
  refusal,
} from './posnet-answers.js';
import { POSNET_ISO_CURRENCY, type PosnetSessions, sameText } from './posnet-sessions.js';
import { maskedPan } from './xml-api.js';

type MoneyType = 'Auth' | 'PreAuth' | 'PostAuth' | 'Void' | 'Credit';

/** "1015.00" (the journal's major units) → 101500n. */
const minorOf = (amount: string) => BigInt(amount.replace('.', ''));

/** The 24-character order id the XML service names a 3-D order by. */
const tdsc = (orderId: string) => `TDSC${orderId.padStart(20, '0')}`;

/**
 * The money side of the sandbox's PosNet XML service: oosTranData authorises exactly once, capt, reverse (until
 * the end of day) and return (after it, never beyond the sale) work on the journal, agreement reads it.
 */
export class PosnetMoney {
  /** The instalment field each authorised order was made with: a capture must name it again. */
  private readonly installments = new Map<string, string>();

  constructor(
    private readonly context: SandboxContext,
    private readonly sessions: PosnetSessions,
  ) {}

  private record(
    merchant: SandboxMerchant,
    orderId: string,
    type: MoneyType,
    amount: string,
    currency: string,
    code: string,
    pan: string | null,
  ): JournalEntry {
    const ok = code === '00';
    const hostLogKey = ok ? newHostLogKey() : null;
    return this.context.journal.add({
      orderId,
      clientId: merchant.clientId,
      type,
      amount,
      currency,
      outcome: ok ? 'approved' : 'declined',
      returnCode: code,
      authCode: ok ? newAuthCode() : null,
      hostRefNum: hostLogKey,
      transId: hostLogKey,
      maskedPan: pan ? maskedPan(pan) : null,
    });
  }

  /** oosTranData: the packets as issued, the MAC of their order, a passed 3-D check; then one authorisation. */
  async tranData(merchant: SandboxMerchant, call: XmlNode): Promise<PosnetOutcome> {
    const session = this.sessions.forPackets(
      textOf(call, 'bankData'),
      textOf(call, 'merchantData'),
      textOf(call, 'sign'),
    );
    if (!session || session.merchant.clientId !== merchant.clientId) {
      return refusal(POSNET_CODES.badPacket);
    }
    const mac = requestMac(
      { xid: session.xid, amount: session.amount, currency: session.currency, mid: merchant.clientId },
      { encKey: merchant.storeKey, terminalId: merchant.terminalId ?? '' },
    );
    if (!sameText(mac, textOf(call, 'mac'))) {
      return refusal(POSNET_CODES.badMac);
    }
    if (textOf(call, 'wpAmount') !== '0') {
      return refusal(POSNET_CODES.badRequest);
    }
    if (session.mdStatus !== '1') {
      return refusal(POSNET_CODES.threeDFailed);
    }
    const type = session.tranType === 'Sale' ? 'Auth' : 'PreAuth';
    const amount = majorUnits(BigInt(session.amount));
    const currency = POSNET_ISO_CURRENCY[session.currency] ?? session.currency;
    const done = this.context.journal
      .forOrder(merchant.clientId, session.orderId)
      .some((entry) => ['Auth', 'PreAuth', '3d_pay'].includes(entry.type) && entry.outcome === 'approved');
    if (done) {
      const [code] = POSNET_CODES.alreadyUsed;
      const entry = this.record(merchant, session.orderId, type, amount, currency, code, session.pan);
      return refusal(POSNET_CODES.alreadyUsed, entry, '2');
    }
    const outcome = this.context.outcomeFor(session.pan);
    const code = outcome.approved ? '00' : outcome.code.padStart(4, '0');
    const entry = this.record(merchant, session.orderId, type, amount, currency, code, session.pan);
    this.installments.set(`${merchant.clientId}:${session.orderId}`, session.installment);
    if (this.context.authDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.context.authDelayMs));
    }
    if (!outcome.approved) {
      return refusal([code, outcome.message ?? 'RED-ONAYLANMADI'], entry);
    }
    return answer(
      {
        approved: '1',
        respCode: '',
        respText: '',
        hostlogkey: entry.hostRefNum ?? '',
        authCode: entry.authCode ?? '',
        instInfo: { inst1: session.installment, amnt1: session.amount },
        pointInfo: { point: '0', pointAmount: '0', totalPoint: '0', totalPointAmount: '0' },
      },
      entry,
    );
  }

  /** The order an operation names, by hostLogKey or by the 24-character orderID. */
  private orderOf(merchant: SandboxMerchant, call: XmlNode): string | null {
    const key = textOf(call, 'hostLogKey');
    const orderID = textOf(call, 'orderID');
    const found = this.context.journal
      .list()
      .find(
        (entry) =>
          entry.clientId === merchant.clientId &&
          (key ? entry.hostRefNum === key : orderID !== '' && tdsc(entry.orderId) === orderID),
      );
    return found?.orderId ?? null;
  }

  /** capt, reverse or return on the order the call names. */
  money(merchant: SandboxMerchant, operation: 'capt' | 'reverse' | 'return', call: XmlNode): PosnetOutcome {
    const orderId = this.orderOf(merchant, call);
    if (orderId === null) {
      return refusal(POSNET_CODES.notFound);
    }
    const history = this.context.journal.forOrder(merchant.clientId, orderId);
    const approved = (kind: string) =>
      history.find((entry) => entry.type === kind && entry.outcome === 'approved');
    const sale = approved('PostAuth') ?? approved('Auth');
    const movement = (type: MoneyType, amount: string, currency: string) => {
      const entry = this.record(merchant, orderId, type, amount, currency, '00', null);
      return answer(
        { approved: '1', respCode: '', respText: '', hostlogkey: entry.hostRefNum, authCode: entry.authCode },
        entry,
      );
    };
    const amountOf = () => {
      const text = textOf(call, 'amount');
      return /^\d{1,12}$/.test(text) && BigInt(text) > 0n ? BigInt(text) : null;
    };
    const currency = POSNET_ISO_CURRENCY[textOf(call, 'currencyCode')];

    if (operation === 'reverse') {
      const original = sale ?? approved('PreAuth');
      if (textOf(call, 'transaction') !== 'sale') {
        return refusal(POSNET_CODES.badRequest);
      }
      if (!original || approved('Void')) {
        return refusal(POSNET_CODES.notFound);
      }
      if (approved('Credit') || this.context.settled(original)) {
        return refusal(POSNET_CODES.voidAfterDay);
      }
      return movement('Void', original.amount, original.currency);
    }
    const amount = amountOf();
    if (operation === 'capt') {
      const pre = approved('PreAuth');
      if (!pre || approved('PostAuth') || approved('Void')) {
        return refusal(POSNET_CODES.notFound);
      }
      if (amount === null || currency !== pre.currency || amount > minorOf(pre.amount)) {
        return refusal(POSNET_CODES.badAmount);
      }
      if (textOf(call, 'installment') !== this.installments.get(`${merchant.clientId}:${orderId}`)) {
        return refusal(POSNET_CODES.badRequest);
      }
      return movement('PostAuth', majorUnits(amount), pre.currency);
    }
    if (!sale || approved('Void')) {
      return refusal(POSNET_CODES.notFound);
    }
    if (!this.context.settled(sale)) {
      return refusal(POSNET_CODES.refundSameDay);
    }
    const refunded = history
      .filter((entry) => entry.type === 'Credit' && entry.outcome === 'approved')
      .reduce((sum, entry) => sum + minorOf(entry.amount), 0n);
    if (amount === null || currency !== sale.currency || refunded + amount > minorOf(sale.amount)) {
      return refusal(POSNET_CODES.badAmount);
    }
    return movement('Credit', majorUnits(amount), sale.currency);
  }

  /** agreement: the order's journal as PosNet's transaction list; not found is 0123. */
  agreement(merchant: SandboxMerchant, call: XmlNode): PosnetOutcome {
    const orderID = textOf(call, 'orderID');
    const entries = this.context.journal
      .list()
      .filter((entry) => entry.clientId === merchant.clientId && tdsc(entry.orderId) === orderID);
    return entries.length === 0 ? refusal(POSNET_CODES.notFound) : agreementAnswer(orderID, entries);
  }
}
