import { type CallbackWord, judgeCallback } from '../callback-word.js';
import { signedWithStoreKey } from '../store-key.js';
import type { ExpectedCallback, PosAccount } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';
import { resolveResponseMac } from './mac.js';
import { macKeyOf, POSNET_CURRENCY, paddedXid } from './request-mapper.js';

const blank = (value: string) => (value === '' ? null : value);

const word = (signature: 'invalid' | 'unverified', message: string | null = null): CallbackWord =>
  judgeCallback({
    signature,
    problem: null,
    threeD: null,
    charge: null,
    mdStatus: null,
    message,
    maskedPan: null,
  });

/** The post back carried no PosNet packets: nothing to ask the bank about. */
export const UNREADABLE_POSNET_POST: CallbackWord = judgeCallback({
  signature: 'absent',
  problem: 'malformed',
  threeD: null,
  charge: null,
  mdStatus: null,
  message: null,
  maskedPan: null,
});

/**
 * The oosResolveMerchantData reply, which is the bank's word on the post back: its refusal (E216, a changed packet)
 * means the packets are not the bank's; no reply leaves the post unverified; then the reply's MAC over its own
 * mdStatus, xid, amount and currency (current or previous encKey), then that xid, amount and currency are ours.
 * mdStatus decides the 3-D check under the account's policy.
 */
export function readResolveReply(
  account: PosAccount,
  response: XmlNode | null,
  expected: ExpectedCallback,
  now: number = Date.now(),
): CallbackWord {
  if (response === null) {
    return word('unverified');
  }
  if (textOf(response, 'approved') !== '1' || textOf(response, 'respCode') !== '') {
    return word('invalid', blank(textOf(response, 'respText')));
  }
  const resolved = childOf(response, 'oosResolveMerchantDataResponse');
  const parts = {
    mdStatus: textOf(resolved, 'mdStatus'),
    xid: textOf(resolved, 'xid'),
    amount: textOf(resolved, 'amount'),
    currency: textOf(resolved, 'currency'),
    mid: account.credentials.storeId,
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
  const mdStatus = blank(parts.mdStatus);
  return judgeCallback({
    signature: signed ? 'valid' : 'invalid',
    problem:
      parts.xid !== paddedXid(expected.orderId)
        ? 'order'
        : parts.amount !== expected.amount.toString()
          ? 'amount'
          : parts.currency !== POSNET_CURRENCY[expected.currency]
            ? 'currency'
            : null,
    threeD: mdStatus === null ? null : account.acceptedMdStatus.includes(mdStatus) ? 'passed' : 'failed',
    charge: null,
    mdStatus,
    message: blank(textOf(resolved, 'mdErrorMessage')),
    maskedPan: null,
  });
}
