import type { CollectionReversals, Reversal } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { reversalChoices } from './reversal-choices.js';

const base: CollectionReversals = {
  transactionId: '00000000-0000-4000-8000-000000000001',
  totalAmount: '400.00',
  refundedAmount: '0.00',
  refundableAmount: '400.00',
  currencyCode: 'TRY',
  reversalState: null,
  canVoid: true,
  canRefund: true,
  suggested: 'void',
  reversals: [],
};

const declinedVoid: Reversal = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'void',
  amount: '400.00',
  currencyCode: 'TRY',
  status: 'declined',
  statusText: 'Reddedildi',
  reason: 'Yanlış tutar',
  requestedBy: 'Yönetici',
  createdAt: '2026-11-28T10:00:00.000Z',
  settledAt: '2026-11-28T10:00:01.000Z',
  authCode: null,
  errorCode: 'CORE-2509',
  message: 'Gün sonu alınmış işlem iptal edilemez; iade yapın.',
};

describe('what the reversal form offers', () => {
  it('on the sale’s own day: the void, not a refund the bank would refuse', () => {
    expect(reversalChoices(base)).toEqual(['void']);
  });

  it('after the bank’s day: the refund only', () => {
    expect(reversalChoices({ ...base, canVoid: false, suggested: 'refund' })).toEqual(['refund']);
    const partly = { ...base, canVoid: false, suggested: 'refund' as const, refundedAmount: '100.00' };
    expect(reversalChoices(partly)).toEqual(['refund']);
  });

  it('when the bank refused the void (its day closed early): the refund too', () => {
    expect(reversalChoices({ ...base, reversals: [declinedVoid] })).toEqual(['void', 'refund']);
  });

  it('nothing while a reversal is at the bank or nothing is left', () => {
    const busy = { ...base, canVoid: false, canRefund: false, suggested: 'void' as const };
    expect(reversalChoices(busy)).toEqual([]);
    const done = { ...base, canVoid: false, canRefund: false, suggested: null, refundableAmount: '0.00' };
    expect(reversalChoices(done)).toEqual([]);
  });
});
