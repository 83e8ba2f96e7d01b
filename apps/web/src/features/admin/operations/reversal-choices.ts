import type { CollectionReversals } from '@tahsilat/domain';

export type ReversalKind = 'void' | 'refund';

/**
 * What the drawer offers, from the server's answer. On the sale's own bank day (`suggested: 'void'`) the bank
 * takes a void and refuses a refund, so only the void is offered; afterwards only the refund, whole or in part.
 * Should the bank have refused a void (its day closed earlier than we thought), the refund is offered too.
 */
export function reversalChoices(reversals: CollectionReversals): ReversalKind[] {
  const voidRefused = reversals.reversals.some((r) => r.kind === 'void' && r.status === 'declined');
  const isSaleDay = reversals.suggested === 'void';
  const choices: ReversalKind[] = [];
  if (reversals.canVoid && isSaleDay) {
    choices.push('void');
  }
  if (reversals.canRefund && (!isSaleDay || voidRefused)) {
    choices.push('refund');
  }
  return choices;
}
