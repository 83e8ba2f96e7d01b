import { describe, expect, it } from 'vitest';
import recorded from '../fixtures/recorded/payflex/callbacks.json' with { type: 'json' };
import type { ExpectedCallback, PosAccount } from '../types.js';
import { readPayflexCallback } from './callback.js';

/**
 * Real PayFlex MPI posts from the mews/pos test suite (fixtures/recorded/payflex/callbacks.json; each test names its
 * fixture key first). They are unsigned: Status Y may only lead to the VPOS provision, anything else decides nothing.
 */
type Key = keyof typeof recorded.callbacks;
const post = (key: Key): Record<string, string> => ({ ...recorded.callbacks[key].fields });
const accountOf = (storeId: string): PosAccount => ({
  protocol: 'payflex',
  model: '3d',
  endpoints: { gateUrl: 'https://mpi.test', apiUrl: 'https://vpos.test' },
  credentials: { storeId, apiUser: '', apiPassword: '123456', storeKey: '' },
  acceptedMdStatus: ['Y'],
});
/** The functional-test merchant of the real post, and mews's example merchant of the placeholder ones. */
const functional = accountOf('000100000013506');
const example = accountOf('000000000111111');
const realOrder: ExpectedCallback = {
  orderId: 'ce06048a3e9c0cd1d437803fb38b5ad0',
  amount: 101n,
  currency: 'TRY',
};
const exampleOrder: ExpectedCallback = { orderId: 'order-id-123', amount: 100n, currency: 'TRY' };

describe('PayFlex recorded MPI posts', () => {
  it('mpi_status_y: Status Y may reach the provision; no full card number leaves the reader', () => {
    const word = readPayflexCallback(functional, post('mpi_status_y'), realOrder);
    expect(word).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: 'Y',
      message: null,
      maskedPan: '493846******4205',
    });
    // The post carries the full test card number and its expiry: only the masked form is kept.
    expect(JSON.stringify(word)).not.toContain('4938460158754205');
    expect(JSON.stringify(word)).not.toContain('2411');
  });

  it('mpi_status_y: the unsigned post relabelled for another order, amount, currency or store is refused', () => {
    const fields = post('mpi_status_y');
    const problem = (account: PosAccount, expected: ExpectedCallback) =>
      readPayflexCallback(account, fields, expected).problem;
    expect(problem(functional, { ...realOrder, orderId: 'ce06048a3e9c0cd1d437803fb38b5ad1' })).toBe('order');
    expect(problem(functional, { ...realOrder, amount: 100n })).toBe('amount');
    expect(problem(functional, { ...realOrder, currency: 'EUR' })).toBe('currency');
    expect(problem(example, realOrder)).toBe('store');
  });

  it('mpi_status_e_ip_not_defined: the Status E post (1105) is an unsigned failure that decides nothing', () => {
    const word = readPayflexCallback(example, post('mpi_status_e_ip_not_defined'), exampleOrder);
    expect(word).toEqual({
      kind: 'unsigned_failure',
      problem: null,
      mdStatus: 'E',
      message: '1105: Üye isyeri IP si sistemde tanimli degil',
      maskedPan: '555544******2222',
    });
    expect(JSON.stringify(word)).not.toContain('5555444433332222');
  });

  it('mpi_status_y_example: the placeholder Status Y post reads as a passed check (the provision checks it)', () => {
    // Its Xid, Cavv and Expiry are mews placeholders: the VPOS provision, not this reader, would refuse them.
    const word = readPayflexCallback(example, post('mpi_status_y_example'), exampleOrder);
    expect(word).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: 'Y',
      message: null,
      maskedPan: '555544******2222',
    });
    expect(JSON.stringify(word)).not.toContain('5555444433332222');
  });
});
