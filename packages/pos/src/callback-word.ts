import type { BankResult } from './types.js';

/** Why a post is not the bank's word for this order: nothing changes, and the refusal is audited. */
export type CallbackProblem = 'hash' | 'store' | 'order' | 'amount' | 'currency' | 'malformed' | 'unsigned';

interface WordBase {
  /** Why the post was refused (set on `refused` only). */
  problem: CallbackProblem | null;
  mdStatus: string | null;
  /** The bank's words about the 3-D check or the charge. */
  message: string | null;
  /** First 6 and last 4 digits, as the bank masked them. */
  maskedPan: string | null;
}

/**
 * What a bank's post to our callback says, in the one vocabulary the decision table reads (decision.ts). Every
 * gateway turns its bank's post into one of these; none decides what happens to the payment.
 * - `refused`: not the bank's word for this order (forged, relabelled, another order's, our own form posted back).
 * - `unverified`: the protocol asks the bank to verify the post and the bank did not answer.
 * - `unsigned_failure`: a failure the bank did not sign; anyone who knows an order id could post it.
 * - `not_authenticated`: the bank signed that the 3-D check failed; nothing was charged.
 * - `authenticated`: the 3-D check passed; under model 3d we authorise next.
 * - `charge`: under model 3d_pay the bank charged (or refused to) before it posted; this is its signed answer.
 */
export type CallbackWord =
  | (WordBase & { kind: 'refused'; problem: CallbackProblem })
  | (WordBase & { kind: 'unverified' })
  | (WordBase & { kind: 'unsigned_failure' })
  | (WordBase & { kind: 'not_authenticated' })
  | (WordBase & { kind: 'authenticated' })
  | (WordBase & { kind: 'charge'; result: BankResult });

/** What a gateway read from its bank's post, before the one rule (`judgeCallback`) makes it a word. */
export interface CallbackReading {
  /**
   * The bank's signature over the post: `valid` only when it is ours (or the bank's, checked with it) AND covers
   * every field the reading decides on (the 3-D result, the order, and a 3d_pay charge); `invalid` when posted but
   * wrong or covering too little; `absent` when the post carries none; `unverified` when the bank, asked to verify
   * it, did not answer.
   */
  signature: 'valid' | 'invalid' | 'absent' | 'unverified';
  /** A check of the post against our order failed (store, order, amount, currency), or it cannot be read. */
  problem: CallbackProblem | null;
  /**
   * The 3-D check as the post tells it (passed under the account's accepted set, or failed); null when the post
   * lacks the bank-only field that says it: then it is not a bank's post at all (our own 3-D form posted back).
   */
  threeD: 'passed' | 'failed' | null;
  /**
   * Model 3d_pay and a passed check: the bank's answer to the charge it made. A 3d_pay gateway that finds the
   * charge fields missing reports the post malformed instead: a 3d_pay post never leads to an authorisation.
   */
  charge: BankResult | null;
  mdStatus: string | null;
  message: string | null;
  maskedPan: string | null;
}

export interface CallbackRules {
  /**
   * The protocol has no signature at all (PayFlex's MPI post): a passed check may lead to our authorisation call,
   * where the bank verifies the 3-D proof itself. Nothing else unsigned is ever acted on.
   */
  unsignedProofCheckedAtAuthorisation?: boolean;
}

/**
 * The one rule every protocol's post goes through: a forged, relabelled or incomplete post is refused; only a
 * signed post can fail a payment or claim a charge; an unsigned failure says nothing by itself.
 */
export function judgeCallback(reading: CallbackReading, rules: CallbackRules = {}): CallbackWord {
  const base: WordBase = {
    problem: null,
    mdStatus: reading.mdStatus,
    message: reading.message,
    maskedPan: reading.maskedPan,
  };
  const refused = (problem: CallbackProblem): CallbackWord => ({ ...base, kind: 'refused', problem });
  if (reading.signature === 'unverified') {
    return { ...base, kind: 'unverified' };
  }
  if (reading.signature === 'invalid') {
    return refused('hash');
  }
  if (reading.problem) {
    return refused(reading.problem);
  }
  if (reading.threeD === null) {
    return refused('malformed');
  }
  if (reading.threeD === 'failed' && reading.charge?.outcome === 'approved') {
    // A charge without a passed 3-D check contradicts itself: no bank posts that.
    return refused('malformed');
  }
  if (reading.signature === 'absent') {
    if (reading.threeD === 'failed') {
      return { ...base, kind: 'unsigned_failure' };
    }
    return reading.charge === null && rules.unsignedProofCheckedAtAuthorisation
      ? { ...base, kind: 'authenticated' }
      : refused('unsigned');
  }
  if (reading.threeD === 'failed') {
    return { ...base, kind: 'not_authenticated' };
  }
  return reading.charge
    ? { ...base, kind: 'charge', result: reading.charge }
    : { ...base, kind: 'authenticated' };
}

/** A post no gateway could read (an exception while reading it): refused, nothing changes. */
export const MALFORMED_WORD: CallbackWord = {
  kind: 'refused',
  problem: 'malformed',
  mdStatus: null,
  message: null,
  maskedPan: null,
};
