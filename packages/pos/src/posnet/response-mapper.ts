import type { BankResult, ReversalHistory, StatusResult } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';

const blank = (value: string) => (value === '' ? null : value);

/**
 * Setup and protocol faults (MAC, XID, key, MID/TID/IP) are errors; the bank's other refusals are declines. 0003 is
 * the oosRequestData refusal "148 MID,TID,IP HATALI" (mews PosNetTest).
 */
function isErrorCode(respCode: string): boolean {
  return /^E\d+$/i.test(respCode) || respCode === '0148' || respCode === '0003';
}

/**
 * A posnetResponse in our words: approved iff `approved` is 1 and `respCode` is empty (`approved` 2, "already
 * done", is declined). returnCode is `approved`, errorCode the respCode; hostlogkey is both host and transaction id.
 */
export function mapPosnetResult(orderId: string, response: XmlNode): BankResult {
  const approved = textOf(response, 'approved');
  const respCode = textOf(response, 'respCode');
  const hostLogKey = blank(textOf(response, 'hostlogkey'));
  const outcome: BankResult['outcome'] =
    approved === '1' && respCode === '' ? 'approved' : isErrorCode(respCode) ? 'error' : 'declined';
  return {
    outcome,
    orderId,
    authCode: blank(textOf(response, 'authCode')),
    hostRefNum: hostLogKey,
    transId: hostLogKey,
    returnCode: blank(approved),
    errorCode: blank(respCode),
    message: blank(textOf(response, 'respText')),
  };
}

/** The agreement reply's transactions: one element is an object, several an array. */
export function transactionsOf(response: XmlNode): XmlNode[] {
  const list: unknown = childOf(response, 'transactions').transaction;
  const items = Array.isArray(list) ? list : [list];
  return items.filter((item): item is XmlNode => typeof item === 'object' && item !== null);
}

/** A status amount in major units with a decimal comma ("1.234,56", "1,16") in minor units; null if unreadable. */
export function statusAmountMinor(text: string): bigint | null {
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const whole = (match[1] ?? '0').replaceAll('.', '');
  return BigInt(whole) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

const STATE_OF: Record<string, StatusResult['state']> = {
  sale: 'authorised',
  auth: 'preauthorised',
  capt: 'captured',
  reverse: 'voided',
  return: 'refunded',
};

/** A transaction line the bank approved (`txnStatus` 1). */
const isApproved = (transaction: XmlNode) => textOf(transaction, 'txnStatus') === '1';

/**
 * The agreement reply: the last approved transaction decides (Sale, Auth, Capt, Reverse, Return); only declined
 * lines make it declined, an empty list (or `0123`, not found) not_found. Any other refusal, or an approval without
 * a transaction list, says nothing about the order.
 */
export function mapAgreement(orderId: string, response: XmlNode): StatusResult {
  const result = mapPosnetResult(orderId, response);
  if (textOf(response, 'approved') !== '1') {
    const notFound = textOf(response, 'respCode') === '0123';
    return { answered: true, state: notFound ? 'not_found' : 'unknown', result };
  }
  if (!('transactions' in response)) {
    return { answered: true, state: 'unknown', result: { ...result, outcome: 'unknown' } };
  }
  const transactions = transactionsOf(response);
  const last = transactions.filter(isApproved).at(-1);
  if (!last) {
    const state = transactions.length > 0 ? 'declined' : 'not_found';
    return { answered: true, state, result: { ...result, outcome: 'declined' } };
  }
  const original = transactions.find(
    (line) => isApproved(line) && /^(sale|auth)$/i.test(textOf(line, 'state')),
  );
  const source = original ?? last;
  const state = STATE_OF[textOf(last, 'state').toLowerCase()] ?? 'unknown';
  return {
    answered: true,
    state,
    result: {
      ...result,
      outcome: state === 'unknown' ? 'unknown' : result.outcome,
      authCode: blank(textOf(source, 'authCode')),
      hostRefNum: blank(textOf(source, 'hostlogkey')),
      transId: blank(textOf(source, 'hostlogkey')),
    },
  };
}

/** The reversals in an agreement reply: an approved Reverse voids, approved Returns add up. */
export function mapReversals(response: XmlNode): ReversalHistory {
  if (textOf(response, 'approved') !== '1') {
    // "Not found" is an answer: the bank holds no reversal. Any other refusal says nothing.
    const notFound = textOf(response, 'respCode') === '0123';
    return { answered: notFound, voided: false, refunded: 0n, refundCount: 0 };
  }
  if (!('transactions' in response)) {
    return { answered: false, voided: false, refunded: 0n, refundCount: 0 };
  }
  let voided = false;
  let refunded = 0n;
  let refundCount = 0;
  for (const line of transactionsOf(response).filter(isApproved)) {
    const state = textOf(line, 'state').toLowerCase();
    if (state === 'reverse') {
      voided = true;
    } else if (state === 'return') {
      const amount = statusAmountMinor(textOf(line, 'amount'));
      if (amount === null) {
        return { answered: false, voided: false, refunded: 0n, refundCount: 0 };
      }
      refunded += amount;
      refundCount += 1;
    }
  }
  return { answered: true, voided, refunded, refundCount };
}
