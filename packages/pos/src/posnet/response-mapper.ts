import { signedWithStoreKey } from '../store-key.js';
import type {
  BankResult,
  CallbackCheck,
  ExpectedCallback,
  PosAccount,
  ReversalHistory,
  StatusResult,
} from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';
import { resolveResponseMac } from './mac.js';
import { macKeyOf, POSNET_CURRENCY, paddedXid } from './request-mapper.js';

const blank = (value: string) => (value === '' ? null : value);

/** Setup and protocol faults (MAC, XID, key, MID/TID/IP) are errors; the bank's other refusals are declines. */
function isErrorCode(respCode: string): boolean {
  return /^E\d+$/i.test(respCode) || respCode === '0148';
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

/** A callback that could not be accepted, for the reason given. */
export const uncheckedCallback = (problem: CallbackCheck['problem']): CallbackCheck => ({
  valid: false,
  problem,
  mdStatus: null,
  authenticated: false,
  mdErrorMessage: null,
  maskedPan: null,
  payResult: null,
});

/**
 * The oosResolveMerchantData reply checked: the bank's refusal (E216, a changed packet) is a bad hash, no reply is
 * unverified; then the reply's MAC over its own mdStatus, xid, amount and currency (current or previous encKey),
 * then that xid, amount and currency are ours. mdStatus decides `authenticated` under the account's policy.
 */
export function checkResolveReply(
  account: PosAccount,
  response: XmlNode | null,
  expected: ExpectedCallback,
  now: number = Date.now(),
): CallbackCheck {
  if (response === null) {
    return uncheckedCallback('unverified');
  }
  const resolved = childOf(response, 'oosResolveMerchantDataResponse');
  if (textOf(response, 'approved') !== '1' || textOf(response, 'respCode') !== '') {
    return { ...uncheckedCallback('hash'), mdErrorMessage: blank(textOf(response, 'respText')) };
  }
  const parts = {
    mdStatus: textOf(resolved, 'mdStatus'),
    xid: textOf(resolved, 'xid'),
    amount: textOf(resolved, 'amount'),
    currency: textOf(resolved, 'currency'),
    mid: account.credentials.storeId,
  };
  const base: CallbackCheck = {
    ...uncheckedCallback(null),
    mdStatus: blank(parts.mdStatus),
    mdErrorMessage: blank(textOf(resolved, 'mdErrorMessage')),
  };
  const mac = textOf(resolved, 'mac');
  const signed =
    mac !== '' &&
    parts.amount !== '' &&
    signedWithStoreKey(
      account.credentials,
      (encKey) => resolveResponseMac(parts, { ...macKeyOf(account), encKey }),
      mac,
      now,
    );
  if (!signed) {
    return { ...base, problem: 'hash' };
  }
  if (parts.xid !== paddedXid(expected.orderId)) {
    return { ...base, problem: 'order' };
  }
  if (parts.amount !== expected.amount.toString()) {
    return { ...base, problem: 'amount' };
  }
  if (parts.currency !== POSNET_CURRENCY[expected.currency]) {
    return { ...base, problem: 'currency' };
  }
  const authenticated = account.acceptedMdStatus.includes(parts.mdStatus);
  return { ...base, valid: true, authenticated };
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
 * lines make it declined, none (or `0123`, not found) not_found. Any other refusal says nothing about the order.
 */
export function mapAgreement(orderId: string, response: XmlNode): StatusResult {
  const result = mapPosnetResult(orderId, response);
  if (textOf(response, 'approved') !== '1') {
    const notFound = textOf(response, 'respCode') === '0123';
    return { answered: true, state: notFound ? 'not_found' : 'unknown', result };
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
  return {
    answered: true,
    state: STATE_OF[textOf(last, 'state').toLowerCase()] ?? 'unknown',
    result: {
      ...result,
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
