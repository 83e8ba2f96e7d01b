import { describe, expect, it } from 'vitest';
import vectors from '../fixtures/vectors.json' with { type: 'json' };
import type { ExpectedCallback, PosAccount } from '../types.js';
import { readGarantiCallback } from './callback.js';
import { GARANTI_ACCOUNT as account } from './garanti.test-support.js';
import { garantiCallbackHash } from './hash.js';

/** protocols/vectors.json "garanti.callbackHash": a genuine 3D post, signed over the bank's own hashparams. */
const vector = vectors.garanti.callbackHash;
const genuine: Record<string, string> = { ...vector.fields, hash: vector.expected };
const expected: ExpectedCallback = { orderId: '2023100354BB', amount: 10_025n, currency: 'TRY' };
const payAccount: PosAccount = { ...account, model: '3d_pay' };
const read = (fields: Record<string, string>, acc = account, exp = expected) =>
  readGarantiCallback(acc, fields, exp);
/** A post signed with the store key over the hashparams it names (what only the bank can do). */
const signed = (fields: Record<string, string>) => ({
  ...fields,
  hash: garantiCallbackHash(fields, '12345678'),
});

describe('Garanti callback reading', () => {
  it('reads the vector post as a passed, signed 3-D check', () => {
    expect(read(genuine)).toMatchObject({ kind: 'authenticated', mdStatus: '1', problem: null });
    // Its hex hash in another case is the same signature.
    expect(read({ ...genuine, hash: vector.expected.toLowerCase() }).kind).toBe('authenticated');
  });

  it('refuses the post relabelled for another order, with an unsigned extra field or re-posted elsewhere', () => {
    expect(read({ ...genuine, orderid: 'T999' }, account, { ...expected, orderId: 'T999' }).problem).toBe(
      'order',
    );
    expect(read({ ...genuine, orderid: 'T999' }).problem).toBe('order');
    expect(read(genuine, account, { ...expected, orderId: 'T999' }).problem).toBe('order');
  });

  it('an unsigned amount or currency that differs shows tampering; missing, they are not needed', () => {
    expect(read({ ...genuine, txnamount: '100' }).problem).toBe('amount');
    expect(read({ ...genuine, txncurrencycode: '840' }).problem).toBe('currency');
    expect(read({ ...genuine, txnamount: '10025', txncurrencycode: '949' }).kind).toBe('authenticated');
  });

  it('refuses a post whose hashparams leave out a field we decide on, however well it is signed', () => {
    const failed = { ...genuine, mdstatus: '0' };
    const withoutMd = signed({
      ...failed,
      hashparams: 'clientid:oid:authcode:procreturncode:response:cavv:eci:md:rnd:',
    });
    // A failed check relabelled as passed, the mdstatus left out of what the bank signed.
    expect(read({ ...withoutMd, mdstatus: '1' }).problem).toBe('hash');
    const withoutOid = signed({ ...genuine, hashparams: 'clientid:mdstatus:cavv:eci:md:rnd:' });
    expect(read(withoutOid).problem).toBe('hash');
    expect(read({ ...genuine, hashparams: undefined as unknown as string }).problem).toBe('hash');
  });

  it('refuses another terminal, a changed signed field, and another key', () => {
    expect(
      read(genuine, { ...account, credentials: { ...account.credentials, terminalId: '1' } }).problem,
    ).toBe('store');
    expect(read({ ...genuine, mdstatus: '2' }).problem).toBe('hash');
    expect(
      read(genuine, { ...account, credentials: { ...account.credentials, storeKey: 'x' } }).problem,
    ).toBe('hash');
    const rotated = (until: number): PosAccount => ({
      ...account,
      credentials: {
        ...account.credentials,
        storeKey: 'NEWKEY',
        previousStoreKey: { key: '12345678', until },
      },
    });
    expect(read(genuine, rotated(Date.now() + 60_000)).kind).toBe('authenticated');
    expect(read(genuine, rotated(Date.now() - 1)).problem).toBe('hash');
  });

  it("a signed failed check is not_authenticated; an unsigned one (the bank's error posts) says nothing", () => {
    expect(read(signed({ ...genuine, mdstatus: '0' })).kind).toBe('not_authenticated');
    const { hash: _h, hashparams: _p, ...unsigned } = genuine;
    expect(read({ ...unsigned, mdstatus: '7', response: 'Error', procreturncode: '99' }).kind).toBe(
      'unsigned_failure',
    );
    expect(read({ ...unsigned, mdstatus: '1' }).problem).toBe('unsigned');
  });

  it('3D_PAY: the signed charge is read; a passed check without it, or unsigned, is refused', () => {
    const approved = signed({
      ...genuine,
      authcode: '304919',
      procreturncode: '00',
      response: 'Approved',
      hostrefnum: '230508300426',
    });
    const word = read(approved, payAccount);
    expect(word.kind).toBe('charge');
    expect(word.kind === 'charge' && word.result).toMatchObject({
      outcome: 'approved',
      authCode: '304919',
      hostRefNum: '230508300426',
      returnCode: '00',
    });
    const declined = read(
      signed({ ...genuine, authcode: ' ', procreturncode: '05', response: 'Declined', errmsg: 'Red' }),
      payAccount,
    );
    expect(declined.kind === 'charge' && declined.result.outcome).toBe('declined');
    const error = read(signed({ ...genuine, procreturncode: '99', response: 'Error' }), payAccount);
    expect(error.kind === 'charge' && error.result.outcome).toBe('error');
    // The vector post carries no charge: under 3D_PAY a passed check without one is not the bank's charge word.
    expect(read(genuine, payAccount).problem).toBe('malformed');
    // The charge fields must be among the signed ones.
    const unsignedCharge = signed({ ...genuine, hashparams: 'clientid:oid:mdstatus:cavv:eci:md:rnd:' });
    expect(read({ ...unsignedCharge, procreturncode: '00', response: 'Approved' }, payAccount).problem).toBe(
      'hash',
    );
  });
});
