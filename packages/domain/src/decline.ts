import { z } from 'zod';
import { messages } from './messages.js';

/**
 * Why a card payment failed, in words a payer can act on (issue 27): the payment screens explain each class in
 * plain language and show the bank's own text only as detail.
 * - `insufficient_funds`: the card's balance or limit does not cover the amount.
 * - `card_blocked`: the card is blocked, reported lost or stolen, or closed to this kind of payment.
 * - `three_d_failed`: the 3-D Secure check (the bank's code page) failed, was cancelled or left until it expired.
 * - `bank_unreachable`: the bank did not answer or could not process the request now.
 * - `other`: any other refusal (the bank's text says what it knows).
 */
export const DeclineReason = z.enum([
  'insufficient_funds',
  'card_blocked',
  'three_d_failed',
  'bank_unreachable',
  'other',
]);
export type DeclineReason = z.infer<typeof DeclineReason>;

/** What a failed transaction recorded of the bank's answer (the five protocols' codes, as the gateways keep them). */
export interface DeclineFacts {
  status: 'awaiting_3d' | 'authorising' | 'authorised' | 'failed' | 'expired';
  /** NestPay ProcReturnCode, Garanti Code, PosNet `approved`, KuveytTürk ResponseCode, PayFlex ResultCode. */
  returnCode: string | null;
  /** NestPay Extra.ERRORCODE (ISO8583-51), Garanti ReasonCode, PosNet respCode, KuveytTürk/PayFlex the code again. */
  errorCode: string | null;
  /** The 3-D result the bank posted (NestPay, Garanti, PosNet, KuveytTürk, PayFlex all map theirs to it). */
  mdStatus: string | null;
  /** What we recorded as the payment's message (the bank's words, or one of ours). */
  message: string | null;
}

/** ISO 8583 response codes (two digits), as every Turkish bank sends them under its own name. */
const INSUFFICIENT = new Set(['51', '61', '65']);
const BLOCKED = new Set(['04', '07', '36', '41', '43', '57', '62']);
const UNREACHABLE = new Set(['68', '90', '91', '92', '96', '98']);

/**
 * A bank's code as two ISO 8583 digits: "51", NestPay's "ISO8583-51", PosNet's and PayFlex's "0051". Anything
 * else (Garanti's "0002" field errors are not ISO codes either, but 00 is never a decline) gives null.
 */
function isoCode(code: string | null): string | null {
  if (!code) {
    return null;
  }
  const trimmed = code.trim();
  const match = /^(?:ISO8583-)?(?:00)?(\d{2})$/i.exec(trimmed);
  if (!match?.[1] || match[1] === '00') {
    return null;
  }
  return match[1];
}

function classOf(code: string | null): DeclineReason | null {
  const iso = isoCode(code);
  if (!iso) {
    return null;
  }
  if (INSUFFICIENT.has(iso)) {
    return 'insufficient_funds';
  }
  if (BLOCKED.has(iso)) {
    return 'card_blocked';
  }
  if (UNREACHABLE.has(iso)) {
    return 'bank_unreachable';
  }
  return null;
}

/** 3-D results no protocol accepts: 0 failed, 5 not verifiable, 6 3-D error, 7 system error, 8 unknown card, 9. */
const FAILED_MD_STATUS = new Set(['0', '5', '6', '7', '8', '9']);

/**
 * The decline class of a finished payment; null while it waits or once it is authorised. The bank's detailed
 * code wins (Garanti's ReasonCode says more than its Code 05); then our own recorded outcome (a failed 3-D check,
 * an unanswered bank); whatever else is `other`.
 */
export function declineReasonOf(facts: DeclineFacts): DeclineReason | null {
  if (facts.status === 'authorised' || facts.status === 'awaiting_3d' || facts.status === 'authorising') {
    return null;
  }
  if (facts.status === 'expired') {
    // The bank's page was left before the check ended.
    return 'three_d_failed';
  }
  const byCode = classOf(facts.errorCode) ?? classOf(facts.returnCode);
  if (byCode) {
    return byCode;
  }
  const message = facts.message ?? '';
  if (message === messages.bankUnavailable) {
    return 'bank_unreachable';
  }
  if (message.startsWith(messages.threeDFailed)) {
    return 'three_d_failed';
  }
  // A failed 3-D check leaves no bank code; an authorisation refusal always has one.
  if (!facts.returnCode && !facts.errorCode && facts.mdStatus && FAILED_MD_STATUS.has(facts.mdStatus)) {
    return 'three_d_failed';
  }
  return 'other';
}
