import { describe, expect, it } from 'vitest';
import type { CallbackWord } from './callback-word.js';
import {
  type Action,
  type AskReason,
  CALLBACK_TABLE,
  decideCallback,
  decideStatus,
  type Holding,
  PAYMENT_STATES,
  STATUS_TABLE,
  type WordRow,
  wordRow,
} from './decision.js';
import type { BankResult, PaymentModel, StatusResult } from './types.js';

const MODELS: readonly PaymentModel[] = ['3d', '3d_pay'];
const ROWS = Object.keys(CALLBACK_TABLE) as WordRow[];
const base = { problem: null, mdStatus: '1', message: null, maskedPan: null };
const charge = (outcome: BankResult['outcome']): BankResult => ({
  outcome,
  orderId: 'o',
  authCode: null,
  hostRefNum: null,
  transId: null,
  returnCode: null,
  errorCode: null,
  message: null,
});

/** One word of each row of the table. */
const WORDS: Record<WordRow, CallbackWord> = {
  refused: { ...base, kind: 'refused', problem: 'hash' },
  unverified: { ...base, kind: 'unverified' },
  unsigned_failure: { ...base, kind: 'unsigned_failure' },
  not_authenticated: { ...base, kind: 'not_authenticated' },
  authenticated: { ...base, kind: 'authenticated' },
  charge_approved: { ...base, kind: 'charge', result: charge('approved') },
  charge_declined: { ...base, kind: 'charge', result: charge('declined') },
  charge_error: { ...base, kind: 'charge', result: charge('error') },
};

/** Every cell of the callback table: state × model × word. */
const CELLS = PAYMENT_STATES.flatMap((state) =>
  MODELS.flatMap((model) =>
    ROWS.map((row) => ({ state, model, row, action: decideCallback(state, model, WORDS[row]) })),
  ),
);

describe('the callback table, walked whole', () => {
  it('reads each word into its own row (an unknown charge outcome is an error, asked again)', () => {
    for (const row of ROWS) {
      expect(wordRow(WORDS[row])).toBe(row);
    }
    expect(wordRow({ ...base, kind: 'charge', result: charge('unknown') })).toBe('charge_error');
  });

  it('authorises only a signed passed check of a model-3d payment still awaiting it', () => {
    const authorising = CELLS.filter((cell) => cell.action === 'authorise');
    expect(authorising).toEqual([
      { state: 'awaiting_3d', model: '3d', row: 'authenticated', action: 'authorise' },
    ]);
  });

  it('a post that is not the bank’s word changes nothing, in any state', () => {
    for (const cell of CELLS.filter((c) => c.row === 'refused')) {
      expect(cell.action).toBe('refuse');
    }
  });

  it('fails a payment only on a signed failure or a signed decline, and only while it awaits 3-D', () => {
    for (const cell of CELLS.filter(
      (c) => c.action === 'fail' || (c.action === 'record' && c.row === 'charge_declined'),
    )) {
      expect(cell.state).toBe('awaiting_3d');
      expect(['not_authenticated', 'charge_declined']).toContain(cell.row);
    }
    const unsigned = CELLS.filter((c) => ['unsigned_failure', 'unverified', 'charge_error'].includes(c.row));
    for (const cell of unsigned) {
      expect(['ask', 'keep', 'wait']).toContain(cell.action);
    }
  });

  it('never drops an approved charge: awaiting it is recorded, failed or expired it is recorded late', () => {
    for (const cell of CELLS.filter((c) => c.row === 'charge_approved')) {
      const expected: Record<string, Action> = {
        awaiting_3d: 'record',
        failed: 'record_late',
        expired: 'record_late',
        authorising: 'keep',
        authorised: 'keep',
      };
      expect(cell.action).toBe(expected[cell.state]);
    }
  });

  it('a 3d_pay post that claims only a passed check is asked about, never authorised a second time', () => {
    expect(decideCallback('awaiting_3d', '3d_pay', WORDS.authenticated)).toBe('ask');
  });

  it('a final state moves only for a late approved charge', () => {
    for (const cell of CELLS.filter((c) => ['authorised', 'failed', 'expired'].includes(c.state))) {
      const moves = !['keep', 'refuse', 'wait'].includes(cell.action);
      expect(moves).toBe(cell.action === 'record_late');
    }
  });
});

const status = (state: StatusResult['state'], answered = true): StatusResult => ({
  answered,
  state,
  result: charge('unknown'),
});

describe('the status table, walked whole', () => {
  const reasons = Object.keys(STATUS_TABLE) as AskReason[];
  const holdings = Object.keys(STATUS_TABLE.authorising) as Holding[];

  it('silence and every error answer are asked again, never read as "nothing"', () => {
    for (const reason of reasons) {
      expect(decideStatus(reason, status('unknown'))).toBe('wait');
      expect(decideStatus(reason, status('not_found', false))).toBe('wait');
      expect(decideStatus(reason, status('authorised', false))).toBe('wait');
    }
  });

  it('money the bank holds is always recorded, a pre-authorisation included', () => {
    for (const reason of reasons) {
      for (const held of ['authorised', 'preauthorised', 'captured'] as const) {
        expect(decideStatus(reason, status(held))).toBe('record');
      }
    }
  });

  it('only an answer that the bank holds nothing fails or expires; an unsigned failure never fails', () => {
    for (const reason of reasons) {
      for (const holding of holdings) {
        const action = STATUS_TABLE[reason][holding];
        if (action === 'fail' || action === 'expire') {
          expect(holding).toBe('nothing');
        }
      }
    }
    expect(decideStatus('unsigned_failure', status('not_found'))).toBe('keep');
    expect(decideStatus('stale_3d', status('not_found'))).toBe('expire');
    expect(decideStatus('authorising', status('declined'))).toBe('fail');
  });

  it('a charge reversed before we knew of it waits for a person: part of it may still be held', () => {
    for (const reason of reasons) {
      expect(decideStatus(reason, status('refunded'))).toBe('wait');
      expect(decideStatus(reason, status('voided'))).toBe('wait');
    }
  });
});
