import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import recorded from '../fixtures/recorded/nestpay/callbacks.json' with { type: 'json' };
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import type { ExpectedCallback, PosAccount } from '../types.js';
import { readNestpayCallback } from './callback.js';
import { nestpayVer3Hash } from './hash.js';

/**
 * Real NestPay 3-D posts from the mews/pos test suite (fixtures/recorded/nestpay/callbacks.json; each test names
 * its fixture key first). Every one is signed with the older HASHPARAMS scheme (base64 SHA-1 of HASHPARAMSVAL and
 * the store key), which we do not accept: only ver3 signs a post, so each is refused as 'hash'.
 */
type Key = keyof typeof recorded.callbacks;
const post = (key: Key): Record<string, string> => ({ ...recorded.callbacks[key].fields });

/** The test stores the notes name: 190100000 (key 123456) for model 3d, 700655000200 (key TRPS0200) for 3d_pay. */
const account3d: PosAccount = {
  protocol: 'nestpay',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/fim/est3Dgate', apiUrl: 'https://bank.test/fim/api' },
  credentials: { storeId: '190100000', apiUser: 'ISBANKAPI', apiPassword: 'ISBANK07', storeKey: '123456' },
  acceptedMdStatus: ['1'],
};
const accountPay: PosAccount = {
  ...account3d,
  model: '3d_pay',
  credentials: { ...account3d.credentials, storeId: '700655000200', storeKey: 'TRPS0200' },
};
const expectedOf = (fields: Record<string, string>, amount = 101n): ExpectedCallback => ({
  orderId: fields.oid ?? '',
  amount,
  currency: 'TRY',
});

/** The older scheme, to show the posts are genuine and refused for their scheme alone. */
const oldSchemeHash = (fields: Record<string, string>, storeKey: string) =>
  createHash('sha1')
    .update((fields.HASHPARAMSVAL ?? '') + storeKey, 'utf8')
    .digest('base64');

/** Our ver3 signature over the very same fields: what the bank would post on a ver3 store. */
const resignedVer3 = (fields: Record<string, string>, storeKey: string) => ({
  ...fields,
  HASH: nestpayVer3Hash(fields, storeKey),
});

const ACS = 'Challenge authentication via ACS: https://3ds-acs.test.modirum.com/mdpayacs/creq?token=';

describe('NestPay recorded callbacks: a post signed with a scheme we do not accept is refused', () => {
  it('3d_md0_failed: a genuine HASHPARAMS/SHA-1 mdStatus 0 post is refused as hash, never read as a failure', () => {
    const fields = post('3d_md0_failed');
    expect(oldSchemeHash(fields, '123456')).toBe(fields.HASH);
    expect(readNestpayCallback(account3d, fields, expectedOf(fields))).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '0',
      message: `N-status/${ACS}214704671.1667119085._nUCBN9o1Wh`,
      maskedPan: '435508***4358',
    });
  });

  it('3d_md1_success: a genuine HASHPARAMS/SHA-1 mdStatus 1 post is refused as hash, so it never authorises', () => {
    const fields = post('3d_md1_success');
    expect(oldSchemeHash(fields, '123456')).toBe(fields.HASH);
    expect(readNestpayCallback(account3d, fields, expectedOf(fields))).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '1',
      message: `Y-status/${ACS}214704801.1667119895.nGaNF3vG_bb`,
      maskedPan: '435508***4358',
    });
  });

  it('3d_md1_then_installment_error: the mdStatus 1 post with 12 instalments (cavv masked by mews) is refused', () => {
    const fields = post('3d_md1_then_installment_error');
    // mews masked part of the cavv, yet the old-scheme HASH still verifies over the values as written.
    expect(oldSchemeHash(fields, '123456')).toBe(fields.HASH);
    expect(readNestpayCallback(account3d, fields, expectedOf(fields))).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '1',
      message: `Y-status/${ACS}214704701.1667119495.sIHzA7ckv-0`,
      maskedPan: '435508***4358',
    });
  });

  it('3d_pay_approved: the approved 3d_pay charge signed the old way is refused: no charge is recorded from it', () => {
    const fields = post('3d_pay_approved');
    expect(oldSchemeHash(fields, 'TRPS0200')).toBe(fields.HASH);
    expect(readNestpayCallback(accountPay, fields, expectedOf(fields))).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '1',
      message: `Y-status/${ACS}214704511.1667118159.BUW_iXHm4_6`,
      maskedPan: '435508***4358',
    });
  });

  it('3d_pay_md0_failed: the 3d_pay mdStatus 0 post signed the old way is refused as hash', () => {
    const fields = post('3d_pay_md0_failed');
    expect(oldSchemeHash(fields, 'TRPS0200')).toBe(fields.HASH);
    expect(readNestpayCallback(accountPay, fields, expectedOf(fields))).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '0',
      message: `N-status/${ACS}214704541.1667118445.QQ1EjzXz8nm`,
      maskedPan: '435508***4358',
    });
  });

  it('3d_error_bad_card_number: the HPP-1001 error post, its HASH redacted by mews, is refused as hash', () => {
    const fields = post('3d_error_bad_card_number');
    // mews replaced clientid, currency, HASH and rnd with '*': the post cannot verify under any scheme.
    const word = readNestpayCallback(account3d, fields, { orderId: 'f05e81c8', amount: 1n, currency: 'TRY' });
    expect(word).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: null,
      message:
        'Girilen kart numarası doğru formatta değildir. Kart numarasını kontrol ederek tekrar işlem deneyiniz.',
      maskedPan: '**',
    });
  });
});

describe('NestPay recorded callbacks: the same posts under ver3 (what we accept)', () => {
  it("vectors.json estv3.callbackHash D: the ver3-signed 3d_pay success is the bank's signed approved charge", () => {
    const d = vectors.estv3.callbackHash[0]?.fields ?? {};
    const fields = Object.fromEntries(Object.entries(d).map(([name, value]) => [name, value ?? '']));
    const word = readNestpayCallback(
      { ...accountPay, credentials: { ...account3d.credentials, storeId: '190200000' } },
      { ...fields, HASH: vectors.estv3.callbackHash[0]?.expected ?? '' },
      { orderId: '202210308C0F', amount: 101n, currency: 'TRY' },
    );
    expect(word).toMatchObject({ kind: 'charge', mdStatus: '1', maskedPan: '435508***4358' });
    expect(word.kind === 'charge' && word.result.authCode).toBe('216981');
  });

  it('3d_pay_approved re-signed by us with ver3: the charge is read from the real fields', () => {
    const fields = resignedVer3(post('3d_pay_approved'), 'TRPS0200');
    expect(readNestpayCallback(accountPay, fields, expectedOf(fields))).toEqual({
      kind: 'charge',
      problem: null,
      mdStatus: '1',
      message: `Y-status/${ACS}214704511.1667118159.BUW_iXHm4_6`,
      maskedPan: '435508***4358',
      result: {
        outcome: 'approved',
        orderId: '2022103030CB',
        authCode: 'P37891',
        hostRefNum: '230300671764',
        transId: '22303LWsA14386',
        returnCode: '00',
        errorCode: null,
        message: null,
      },
    });
  });

  it('3d_md0_failed and 3d_md1_success re-signed by us with ver3: a signed failure, a passed check', () => {
    const failed = resignedVer3(post('3d_md0_failed'), '123456');
    expect(readNestpayCallback(account3d, failed, expectedOf(failed)).kind).toBe('not_authenticated');
    const passed = resignedVer3(post('3d_md1_success'), '123456');
    expect(readNestpayCallback(account3d, passed, expectedOf(passed)).kind).toBe('authenticated');
    // The same signed pass for another amount is not this order's word.
    expect(readNestpayCallback(account3d, passed, expectedOf(passed, 102n))).toMatchObject({
      kind: 'refused',
      problem: 'amount',
    });
  });

  it('3d_md0_failed with its HASH stripped: the unsigned error post decides nothing', () => {
    const { HASH: _hash, ...unsigned } = post('3d_md0_failed');
    expect(readNestpayCallback(account3d, unsigned, expectedOf(unsigned)).kind).toBe('unsigned_failure');
    // Stripped and relabelled as passed: an unsigned success is refused.
    expect(
      readNestpayCallback(account3d, { ...unsigned, mdStatus: '1' }, expectedOf(unsigned)),
    ).toMatchObject({
      kind: 'refused',
      problem: 'unsigned',
    });
  });
});
