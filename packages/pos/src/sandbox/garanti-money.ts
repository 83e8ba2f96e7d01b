import { majorUnits } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import {
  approvedResponse,
  type GvpsOutcome,
  gvpsAnswer,
  gvpsRefusal,
  journalMovement,
  minorText,
} from './garanti-answers.js';
import { GARANTI_REFUSALS } from './garanti-codes.js';
import { installmentsOf } from './garanti-provision.js';
import type { GarantiSessions } from './garanti-sessions.js';
import type { JournalEntry } from './journal.js';
import type { SandboxMerchant } from './merchants.js';

const CHARGES: readonly JournalEntry['type'][] = ['Auth', '3d_pay', 'PreAuth', 'PostAuth'];
const minorOf = (entry: JournalEntry) => BigInt(minorText(entry.amount));

/**
 * postauth, void and refund on an order, named by OrderID and by OriginalRetrefNum (a RetrefNum of one of the
 * order's approved charges). Void only before the merchant's end of day (0901), refund only after it (0902) and
 * never beyond what is left (0903); postauth at most the pre-authorised amount (0802).
 */
export function moveMoney(
  context: SandboxContext,
  sessions: GarantiSessions,
  merchant: SandboxMerchant,
  request: XmlNode,
  type: 'postauth' | 'void' | 'refund',
): GvpsOutcome {
  const orderId = textOf(childOf(request, 'Order'), 'OrderID');
  const transaction = childOf(request, 'Transaction');
  const original = textOf(transaction, 'OriginalRetrefNum');
  const amountText = textOf(transaction, 'Amount');
  const amount = /^\d{1,12}$/.test(amountText) && BigInt(amountText) > 0n ? BigInt(amountText) : null;
  const currency = textOf(transaction, 'CurrencyCode');
  const history = context.journal.forOrder(merchant.clientId, orderId);
  const approved = (kind: JournalEntry['type']) =>
    history.find((entry) => entry.type === kind && entry.outcome === 'approved');
  const named =
    original !== '' &&
    history.some(
      (entry) =>
        entry.outcome === 'approved' && CHARGES.includes(entry.type) && entry.hostRefNum === original,
    );
  const cardMasked = sessions.factsOf(merchant.clientId, orderId)?.cardMasked ?? '';
  const movement = (kind: JournalEntry['type'], minor: bigint, base: JournalEntry): GvpsOutcome => {
    const entry = journalMovement(
      context,
      merchant,
      { orderId, type: kind, amount: majorUnits(minor), currency: base.currency, maskedPan: base.maskedPan },
      '00',
    );
    return {
      answer: gvpsAnswer(request, { response: approvedResponse('HOST'), entry, cardMasked }),
      journaled: kind,
    };
  };
  const voided = approved('Void');

  if (type === 'postauth') {
    const pre = approved('PreAuth');
    if (!pre || approved('PostAuth') || voided || original !== pre.hostRefNum) {
      return gvpsRefusal(request, GARANTI_REFUSALS.postAuthInvalid);
    }
    if (amount === null || amount > minorOf(pre) || currency !== pre.currency) {
      return gvpsRefusal(request, GARANTI_REFUSALS.postAuthAmount);
    }
    // The capture's instalments as sent: what the inquiries show from now on.
    sessions.remember(merchant.clientId, orderId, {
      installments: installmentsOf(textOf(transaction, 'InstallmentCnt')),
    });
    return movement('PostAuth', amount, pre);
  }
  if (type === 'void') {
    const charge = approved('PostAuth') ?? approved('Auth') ?? approved('3d_pay') ?? approved('PreAuth');
    if (!charge || !named || voided) {
      return gvpsRefusal(request, GARANTI_REFUSALS.notFound);
    }
    if (approved('Credit') || context.settled(charge)) {
      return gvpsRefusal(request, GARANTI_REFUSALS.voidAfterDay);
    }
    return movement('Void', minorOf(charge), charge);
  }
  const sale = approved('PostAuth') ?? approved('Auth') ?? approved('3d_pay');
  if (!sale || !named || voided) {
    return gvpsRefusal(request, GARANTI_REFUSALS.refundInvalid);
  }
  if (!context.settled(sale)) {
    return gvpsRefusal(request, GARANTI_REFUSALS.refundSameDay);
  }
  const refunded = history
    .filter((entry) => entry.type === 'Credit' && entry.outcome === 'approved')
    .reduce((sum, entry) => sum + minorOf(entry), 0n);
  if (amount === null || currency !== sale.currency || refunded + amount > minorOf(sale)) {
    return gvpsRefusal(request, GARANTI_REFUSALS.refundTooMuch);
  }
  return movement('Credit', amount, sale);
}
