import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import recorded from '../fixtures/recorded/garanti/callbacks.json' with { type: 'json' };
import type { ExpectedCallback, PosAccount } from '../types.js';
import { readGarantiCallback } from './callback.js';
import { GARANTI_ACCOUNT as account } from './garanti.test-support.js';
import { garantiCallbackHash } from './hash.js';

/**
 * Real Garanti 3-D posts from the mews/pos test suite (fixtures/recorded/garanti/callbacks.json; each test names its
 * fixture key first), read with the test terminal 30691298, merchant 7000679 and store key 12345678.
 */
type Key = keyof typeof recorded.callbacks;
const post = (key: Key): Record<string, string> => ({ ...recorded.callbacks[key].fields });
const payAccount: PosAccount = { ...account, model: '3d_pay' };
/** The order each post names: its oid, its txnamount (minor units), TRY. */
const expectedOf = (fields: Record<string, string>): ExpectedCallback => ({
  orderId: fields.oid ?? '',
  amount: BigInt(fields.txnamount ?? '0'),
  currency: 'TRY',
});
const read = (fields: Record<string, string>, acc: PosAccount = account) =>
  readGarantiCallback(acc, fields, expectedOf(fields));

/** The 2022 scheme (apiversion v0.01): base64 SHA-1 of hashparamsval and the store key. */
const oldSchemeHash = (fields: Record<string, string>) =>
  createHash('sha1')
    .update(`${fields.hashparamsval ?? ''}12345678`, 'utf8')
    .digest('base64');
/** The same post signed as the bank signs today (SHA-512 over its own hashparams): ours, on the bank's fields. */
const resigned = (fields: Record<string, string>) => ({
  ...fields,
  hash: garantiCallbackHash(fields, '12345678'),
});

const ACS = 'Y-status/Challenge authentication via ACS: https://gbemv3dsecure.garanti.com.tr/web/creq';

describe('Garanti recorded callbacks: signed with SHA-512 (what we accept)', () => {
  it('3d_md1_then_declined_cvc: a signed mdstatus 1 is a passed check (the provision decides the money)', () => {
    expect(read(post('3d_md1_then_declined_cvc'))).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: '1',
      message: ACS,
      maskedPan: '55496087****1500',
    });
  });

  it('3d_md1_success_installments: a signed mdstatus 1 with 3 instalments is a passed check', () => {
    expect(read(post('3d_md1_success_installments'))).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: '1',
      message: 'Authenticated',
      maskedPan: '42822090****8015',
    });
  });

  it("3d_md0_failed: a signed mdstatus 0 is the bank's word that the 3-D check failed", () => {
    expect(read(post('3d_md0_failed'))).toEqual({
      kind: 'not_authenticated',
      problem: null,
      mdStatus: '0',
      message: null,
      maskedPan: '42822090****8012',
    });
  });

  it('3d_md1_then_declined_cvc: the signed post relabelled for another order or amount is refused', () => {
    const fields = post('3d_md1_then_declined_cvc');
    const other = { ...expectedOf(fields), orderId: '20231223D98F' };
    expect(readGarantiCallback(account, fields, other)).toMatchObject({ kind: 'refused', problem: 'order' });
    expect(readGarantiCallback(account, fields, { ...expectedOf(fields), amount: 102n })).toMatchObject({
      kind: 'refused',
      problem: 'amount',
    });
    expect(read({ ...fields, mdstatus: '2' })).toMatchObject({ kind: 'refused', problem: 'hash' });
  });

  it('3d_md1_success_truncated: mews cut md and hashparamsval, so the post cannot verify and is refused', () => {
    // The md ends in ' ▶' (mews's truncation mark): the signed value is not the one the bank signed.
    expect(read(post('3d_md1_success_truncated'))).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '1',
      message: ACS,
      maskedPan: '55496087****1500',
    });
  });
});

describe('Garanti recorded callbacks: a post signed with a scheme we do not accept is refused', () => {
  it('3d_md1_then_declined_zero_amount: the genuine base64 SHA-1 post (2022) is refused as hash', () => {
    const fields = post('3d_md1_then_declined_zero_amount');
    expect(oldSchemeHash(fields)).toBe(fields.hash);
    expect(read(fields)).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '1',
      message: 'Authenticated',
      maskedPan: '428220***8015',
    });
  });

  it('3d_pay_approved: the genuine approved 3D_PAY charge signed with SHA-1 is refused: no charge recorded', () => {
    const fields = post('3d_pay_approved');
    expect(oldSchemeHash(fields)).toBe(fields.hash);
    expect(read(fields, payAccount)).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '1',
      message: 'Authenticated',
      maskedPan: '428220***8015',
    });
  });

  it('3d_pay_declined: the genuine 3D_PAY decline signed with SHA-1 is refused as hash', () => {
    const fields = post('3d_pay_declined');
    expect(oldSchemeHash(fields)).toBe(fields.hash);
    expect(read(fields, payAccount)).toMatchObject({ kind: 'refused', problem: 'hash', mdStatus: '1' });
  });
});

describe('Garanti recorded callbacks: 3D_PAY', () => {
  it("3d_pay_auth_fail_unsigned: the bank's unsigned error post (mdstatus 7) decides nothing", () => {
    const fields = post('3d_pay_auth_fail_unsigned');
    const unsigned = {
      kind: 'unsigned_failure',
      problem: null,
      mdStatus: '7',
      message: 'Sistem Hatasi',
      maskedPan: null,
    };
    expect(read(fields, payAccount)).toEqual(unsigned);
    expect(read(fields, account)).toEqual(unsigned);
    // The same unsigned post claiming a passed check is refused: only a signed post can pass one.
    expect(read({ ...fields, mdstatus: '1' }, payAccount)).toMatchObject({
      kind: 'refused',
      problem: 'unsigned',
    });
  });

  it("3d_pay_declined re-signed with SHA-512: a 3D_PAY decline is the bank's signed decline", () => {
    expect(read(resigned(post('3d_pay_declined')), payAccount)).toEqual({
      kind: 'charge',
      problem: null,
      mdStatus: '1',
      message: 'Authenticated',
      maskedPan: '428220***8015',
      result: {
        outcome: 'declined',
        orderId: '20221101A0F9',
        // The bank posts a single space as the auth code of a decline: no auth code.
        authCode: null,
        hostRefNum: null,
        transId: '20221101A0F9',
        returnCode: '92',
        errorCode: '92',
        message: 'TxnAmount field must not be zero DOUBLE value because of the Mandatory Rule:zero',
      },
    });
  });

  it('3d_pay_approved re-signed with SHA-512: the approved charge carries its auth code and host reference', () => {
    const word = read(resigned(post('3d_pay_approved')), payAccount);
    expect(word).toMatchObject({ kind: 'charge', mdStatus: '1', maskedPan: '428220***8015' });
    expect(word.kind === 'charge' && word.result).toEqual({
      outcome: 'approved',
      orderId: '20221101657A',
      authCode: '304919',
      hostRefNum: '230508300426',
      transId: '20221101657A',
      returnCode: '00',
      errorCode: '00',
      message: null,
    });
  });
});
