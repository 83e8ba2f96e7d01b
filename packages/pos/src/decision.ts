import type { CallbackWord } from './callback-word.js';
import type { PaymentModel, StatusResult } from './types.js';

/** Where a payment stands (pos_transactions.status). */
export type PaymentState = 'awaiting_3d' | 'authorising' | 'authorised' | 'failed' | 'expired';

export const PAYMENT_STATES: readonly PaymentState[] = [
  'awaiting_3d',
  'authorising',
  'authorised',
  'failed',
  'expired',
];

/**
 * What to do with a payment, whichever protocol's bank spoke:
 * - `refuse`: not the bank's word for this order; change nothing, audit it;
 * - `keep`: nothing to change (a replay, or a word that no longer matters); answer the state as it is;
 * - `wait`: the bank's word could not be had; change nothing, the payment stays pending;
 * - `fail`: the bank said, signed, that nothing was charged (3-D failed, or it declined);
 * - `expire`: the card holder never came back and the bank holds nothing;
 * - `authorise`: model 3d, the 3-D check passed: claim the payment, then make the one authorisation call;
 * - `record`: the bank's answer to a charge (its callback or its status query): approved → authorised,
 *   declined → failed;
 * - `record_late`: the bank charged a payment we had failed or expired: the money moved, so it is recorded,
 *   audited and shown to the administrator;
 * - `ask`: the word says nothing certain (an unsigned failure, a charge error): ask the bank's status query and
 *   decide with `decideStatus`.
 */
export type Action =
  | 'refuse'
  | 'keep'
  | 'wait'
  | 'fail'
  | 'expire'
  | 'authorise'
  | 'record'
  | 'record_late'
  | 'ask';

/** The words of the table: a callback's kind, with a 3d_pay charge split by its outcome. */
export type WordRow =
  | 'refused'
  | 'unverified'
  | 'unsigned_failure'
  | 'not_authenticated'
  | 'authenticated'
  | 'charge_approved'
  | 'charge_declined'
  | 'charge_error';

type Cell = Action | Record<PaymentModel, Action>;

/**
 * Payment state × what the bank's post says → what to do. Only `awaiting_3d` moves on a first word; a final
 * state moves only when the bank charged after all (late); a payment being authorised waits for its own answer.
 */
export const CALLBACK_TABLE: Record<WordRow, Record<PaymentState, Cell>> = {
  refused: {
    awaiting_3d: 'refuse',
    authorising: 'refuse',
    authorised: 'refuse',
    failed: 'refuse',
    expired: 'refuse',
  },
  unverified: {
    awaiting_3d: 'wait',
    authorising: 'keep',
    authorised: 'keep',
    failed: 'keep',
    expired: 'keep',
  },
  unsigned_failure: {
    awaiting_3d: 'ask',
    authorising: 'keep',
    authorised: 'keep',
    failed: 'keep',
    expired: 'keep',
  },
  not_authenticated: {
    awaiting_3d: 'fail',
    authorising: 'keep',
    authorised: 'keep',
    failed: 'keep',
    expired: 'keep',
  },
  // A 3d_pay post that claims only a passed check: the bank may have charged; never authorise a second time.
  authenticated: {
    awaiting_3d: { '3d': 'authorise', '3d_pay': 'ask' },
    authorising: 'keep',
    authorised: 'keep',
    failed: 'keep',
    expired: 'keep',
  },
  charge_approved: {
    awaiting_3d: 'record',
    authorising: 'keep',
    authorised: 'keep',
    failed: 'record_late',
    expired: 'record_late',
  },
  charge_declined: {
    awaiting_3d: 'record',
    authorising: 'keep',
    authorised: 'keep',
    failed: 'keep',
    expired: 'keep',
  },
  // An error answer is "unknown, ask again", never a decline.
  charge_error: {
    awaiting_3d: 'ask',
    authorising: 'keep',
    authorised: 'keep',
    failed: 'keep',
    expired: 'keep',
  },
};

export function wordRow(word: CallbackWord): WordRow {
  if (word.kind !== 'charge') {
    return word.kind;
  }
  switch (word.result.outcome) {
    case 'approved':
      return 'charge_approved';
    case 'declined':
      return 'charge_declined';
    default:
      return 'charge_error';
  }
}

/** What to do with a payment in `state` (started under `model`) when the bank posts `word`. */
export function decideCallback(state: PaymentState, model: PaymentModel, word: CallbackWord): Action {
  const cell = CALLBACK_TABLE[wordRow(word)][state];
  return typeof cell === 'string' ? cell : cell[model];
}

/** Why the bank's status query was asked. */
export type AskReason =
  /** The reconciler: an authorisation whose answer never came. */
  | 'authorising'
  /** The reconciler: a 3d_pay payment whose post never came within the 3-D time. */
  | 'stale_3d'
  /** A callback: an unsigned failure. */
  | 'unsigned_failure'
  /** A callback: a 3d_pay charge answered with an error, or a passed check without its charge. */
  | 'charge_unclear';

/** What the status query says the bank holds for the order. */
export type Holding = 'charged' | 'nothing' | 'reversed' | 'unknown';

export function holdingOf(status: StatusResult): Holding {
  if (!status.answered) {
    return 'unknown';
  }
  switch (status.state) {
    case 'authorised':
    case 'preauthorised':
    case 'captured':
      return 'charged';
    case 'declined':
    case 'not_found':
      return 'nothing';
    case 'voided':
    case 'refunded':
      return 'reversed';
    default:
      return 'unknown';
  }
}

/**
 * Why we asked × what the bank holds → what to do. Silence or an error answer is `wait`: asked again later, never
 * read as "nothing". An unsigned failure never fails a payment, even when the bank holds nothing yet: the card
 * holder may still be on the 3-D page; the payment expires unless a signed word comes. An order the bank charged
 * and then reversed (wholly or in part) before we knew of the charge is neither failed nor recorded here: a person
 * settles it (`wait`, logged by the caller), since part of the money may still be held.
 */
export const STATUS_TABLE: Record<AskReason, Record<Holding, Action>> = {
  authorising: { charged: 'record', nothing: 'fail', reversed: 'wait', unknown: 'wait' },
  stale_3d: { charged: 'record', nothing: 'expire', reversed: 'wait', unknown: 'wait' },
  unsigned_failure: { charged: 'record', nothing: 'keep', reversed: 'wait', unknown: 'wait' },
  charge_unclear: { charged: 'record', nothing: 'fail', reversed: 'wait', unknown: 'wait' },
};

export function decideStatus(reason: AskReason, status: StatusResult): Action {
  return STATUS_TABLE[reason][holdingOf(status)];
}

/** The reason a callback's `ask` is asked under. */
export function askReasonOf(word: CallbackWord): AskReason {
  return word.kind === 'unsigned_failure' ? 'unsigned_failure' : 'charge_unclear';
}
