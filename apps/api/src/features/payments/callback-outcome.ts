import { messages } from '@tahsilat/domain';
import type { CallbackWord } from '@tahsilat/pos';
import { maskedCopy } from './callback-copy.js';
import type { CallbackEvent, MovedTransaction, PosTransactionRow } from './transactions.repository.js';

export interface CallbackOutcome {
  success: boolean;
  message: string;
  transactionId: string | null;
}

/** The answer the payer's iframe gets for a transaction's state. */
export function outcomeOf(transaction: MovedTransaction): CallbackOutcome {
  switch (transaction.status) {
    case 'authorised':
      return { success: true, message: messages.paymentApproved, transactionId: transaction.id };
    case 'authorising':
    case 'awaiting_3d':
      return { success: false, message: messages.paymentPending, transactionId: transaction.id };
    case 'expired':
      return { success: false, message: messages.paymentExpired, transactionId: transaction.id };
    case 'failed':
      return {
        success: false,
        message: transaction.message ?? messages.paymentDeclined,
        transactionId: transaction.id,
      };
  }
}

export const threeDFailure = (word: CallbackWord) =>
  word.message ? `${messages.threeDFailed} (${word.message})` : messages.threeDFailed;

/** The support copy of a post, with what the gateway made of it. */
export function eventOf(
  transaction: PosTransactionRow,
  word: CallbackWord,
  fields: Readonly<Record<string, string>>,
) {
  const problem =
    word.kind === 'refused'
      ? word.problem
      : word.kind === 'unverified'
        ? 'unverified'
        : word.kind === 'unsigned_failure'
          ? 'unsigned'
          : null;
  return {
    tenantId: transaction.tenantId,
    transactionId: transaction.id,
    accepted: problem === null,
    problem,
    mdStatus: word.mdStatus,
    fields: maskedCopy(fields),
  } satisfies CallbackEvent;
}
