import { describe, expect, it } from 'vitest';
import type { PosAccount } from '../types.js';
import { maskPan, readPayflexCallback } from './callback.js';

const account = {
  protocol: 'payflex',
  model: '3d',
  endpoints: { gateUrl: 'https://mpi.test', apiUrl: 'https://vpos.test' },
  credentials: { storeId: '000100000013506', apiUser: '', apiPassword: 'p', storeKey: '' },
  acceptedMdStatus: ['Y'],
} satisfies PosAccount;
const expected = { orderId: 'T261125ABCDEFGHJK', amount: 10_125n, currency: 'TRY' as const };
const post = {
  MerchantId: '000100000013506',
  PurchAmount: '10125',
  PurchCurrency: '949',
  VerifyEnrollmentRequestId: 'T261125ABCDEFGHJK',
  Xid: 'x',
  Pan: '4938410157705591',
  Expiry: '2912',
  Status: 'Y',
  Cavv: 'AAAB',
  Eci: '05',
  InstallmentCount: '0',
  ErrorCode: '',
  ErrorMessage: '',
};

describe('PayFlex callback check', () => {
  it('accepts our order, store, amount and currency; only Y is authenticated; the card is masked', () => {
    const check = readPayflexCallback(account, post, expected);
    // Unsigned, yet it may lead to the provision: the VPOS checks the CAVV itself there.
    expect(check).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: 'Y',
      message: null,
      maskedPan: '493841******5591',
    });
    expect(JSON.stringify(check)).not.toContain('4938410157705591');
    expect(JSON.stringify(check)).not.toContain('2912');
    expect(readPayflexCallback(account, { ...post, Status: 'A' }, expected)).toMatchObject({
      kind: 'unsigned_failure',
      mdStatus: 'A',
    });
  });

  it('a failure post is ours but unsigned: it says nothing by itself, with the bank words', () => {
    const { Pan: _pan, Expiry: _expiry, ...rest } = post;
    expect(
      readPayflexCallback(
        account,
        { ...rest, Status: 'N', ErrorCode: '400', ErrorMessage: 'İptal' },
        expected,
      ),
    ).toMatchObject({ kind: 'unsigned_failure', message: '400: İptal', maskedPan: null });
  });

  it('refuses another store, order, amount or currency, and a post without status or request id', () => {
    expect(readPayflexCallback(account, { ...post, MerchantId: '000100000099999' }, expected).problem).toBe(
      'store',
    );
    expect(
      readPayflexCallback(account, { ...post, VerifyEnrollmentRequestId: 'T261125ABCDEFGHJX' }, expected)
        .problem,
    ).toBe('order');
    expect(readPayflexCallback(account, { ...post, PurchAmount: '10126' }, expected).problem).toBe('amount');
    expect(readPayflexCallback(account, { ...post, PurchAmount: '101.25' }, expected).problem).toBe('amount');
    expect(readPayflexCallback(account, { ...post, PurchAmount: '010125' }, expected).kind).not.toBe(
      'refused',
    );
    expect(readPayflexCallback(account, { ...post, PurchCurrency: '840' }, expected).problem).toBe(
      'currency',
    );
    expect(readPayflexCallback(account, { ...post, Status: '' }, expected).problem).toBe('malformed');
    const { VerifyEnrollmentRequestId: _id, ...noId } = post;
    expect(readPayflexCallback(account, noId, expected).problem).toBe('malformed');
  });

  it('masks only a card number it recognises', () => {
    expect(maskPan('4938410157705591')).toBe('493841******5591');
    expect(maskPan('4938')).toBeNull();
    expect(maskPan(undefined)).toBeNull();
  });
});
