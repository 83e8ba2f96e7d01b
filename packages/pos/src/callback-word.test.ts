import { describe, expect, it } from 'vitest';
import { type CallbackReading, judgeCallback } from './callback-word.js';
import type { BankResult } from './types.js';

const approved: BankResult = {
  outcome: 'approved',
  orderId: 'o',
  authCode: '1',
  hostRefNum: null,
  transId: null,
  returnCode: '00',
  errorCode: null,
  message: null,
};
const reading = (change: Partial<CallbackReading>): CallbackReading => ({
  signature: 'valid',
  problem: null,
  threeD: 'passed',
  charge: null,
  mdStatus: '1',
  message: null,
  maskedPan: null,
  ...change,
});

describe('the one rule for every protocol’s post', () => {
  it('a bad signature, a mismatch or a missing bank-only field is refused, whatever else it says', () => {
    expect(judgeCallback(reading({ signature: 'invalid' }))).toMatchObject({
      kind: 'refused',
      problem: 'hash',
    });
    expect(judgeCallback(reading({ problem: 'amount' }))).toMatchObject({
      kind: 'refused',
      problem: 'amount',
    });
    expect(judgeCallback(reading({ threeD: null }))).toMatchObject({ kind: 'refused', problem: 'malformed' });
    expect(judgeCallback(reading({ threeD: 'failed', charge: approved }))).toMatchObject({
      kind: 'refused',
      problem: 'malformed',
    });
  });

  it('only a signed post can pass a check or claim a charge', () => {
    expect(judgeCallback(reading({}))).toMatchObject({ kind: 'authenticated' });
    expect(judgeCallback(reading({ charge: approved }))).toMatchObject({ kind: 'charge' });
    expect(judgeCallback(reading({ signature: 'absent' }))).toMatchObject({
      kind: 'refused',
      problem: 'unsigned',
    });
    expect(judgeCallback(reading({ signature: 'absent', charge: approved }))).toMatchObject({
      kind: 'refused',
      problem: 'unsigned',
    });
  });

  it('an unsigned failure says nothing by itself; a signed one is the bank’s', () => {
    expect(judgeCallback(reading({ signature: 'absent', threeD: 'failed' })).kind).toBe('unsigned_failure');
    expect(judgeCallback(reading({ threeD: 'failed' })).kind).toBe('not_authenticated');
  });

  it('a protocol without signatures (PayFlex) may reach the provision, where the bank checks the proof', () => {
    const rules = { unsignedProofCheckedAtAuthorisation: true };
    expect(judgeCallback(reading({ signature: 'absent' }), rules).kind).toBe('authenticated');
    // It still never claims a charge unsigned.
    expect(judgeCallback(reading({ signature: 'absent', charge: approved }), rules).kind).toBe('refused');
  });

  it('a post the bank could not be asked about is unverified', () => {
    expect(judgeCallback(reading({ signature: 'unverified' })).kind).toBe('unverified');
  });
});
