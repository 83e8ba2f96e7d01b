import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALLBACK_SIGNED_FIELDS,
  encryptParam,
  isKeyId,
  isLinkId,
  MAX_TOKEN_CHARS,
  newKeyId,
  newLinkId,
  newParamsKey,
  openParam,
  type ParamsField,
  signCallback,
  splitToken,
} from './params-crypto.js';

const guid = randomUUID();
const key = { id: newKeyId(), secret: newParamsKey() };
const linkId = newLinkId();

/** What the server does with a token: split it, then open it with the key of its id for the link it names. */
function open(token: string, field: ParamsField = 'referenceNumber', tenant = guid, secret = key.secret) {
  const split = splitToken(token);
  return split && split.keyId === key.id
    ? openParam(secret, tenant, split.linkId, field, split.sealed)
    : null;
}

describe('params tokens', () => {
  it('round trip, with the key id and link id in front and a fresh IV each time', () => {
    const token = encryptParam(key, guid, linkId, 'referenceNumber', 'ORD-1 ü');
    expect(token.startsWith(`${key.id}.${linkId}.`)).toBe(true);
    expect(isKeyId(key.id)).toBe(true);
    expect(open(token)).toBe('ORD-1 ü');
    expect(encryptParam(key, guid, linkId, 'referenceNumber', 'ORD-1 ü')).not.toBe(token);
    // An empty value is how a link leaves a field out: it still opens, as empty.
    expect(open(encryptParam(key, guid, linkId, 'callbackUrl', ''), 'callbackUrl')).toBe('');
  });

  it('a token opens only for its own tenant, link, field and key', () => {
    const token = encryptParam(key, guid, linkId, 'referenceNumber', 'ORD-1');
    const sealed = splitToken(token)?.sealed ?? Buffer.alloc(0);
    expect(openParam(key.secret, randomUUID(), linkId, 'referenceNumber', sealed)).toBeNull();
    expect(openParam(key.secret, guid, newLinkId(), 'referenceNumber', sealed)).toBeNull();
    expect(openParam(key.secret, guid, linkId, 'amount', sealed)).toBeNull();
    expect(openParam(newParamsKey(), guid, linkId, 'referenceNumber', sealed)).toBeNull();
    // The guid is bound in lower case, as the database stores it.
    expect(openParam(key.secret, guid.toUpperCase(), linkId, 'referenceNumber', sealed)).toBe('ORD-1');
    // Another link's id written in front of the token does not make it that link's.
    const moved = token.replace(`.${linkId}.`, `.${newLinkId()}.`);
    expect(open(moved)).toBeNull();
  });

  it('every single bit flip of the token text, and every truncation, fails', () => {
    const token = encryptParam(key, guid, linkId, 'referenceNumber', 'ORD-42');
    const bytes = Buffer.from(token, 'latin1');
    for (let i = 0; i < bytes.length; i += 1) {
      for (let bit = 0; bit < 8; bit += 1) {
        const flipped = Buffer.from(bytes);
        flipped[i] = (flipped[i] ?? 0) ^ (1 << bit);
        expect(open(flipped.toString('latin1')), `byte ${i} bit ${bit}`).toBeNull();
      }
    }
    for (let length = 0; length < token.length; length += 1) {
      expect(open(token.slice(0, length)), `length ${length}`).toBeNull();
    }
  });

  it('refuses values it could not carry and tokens longer than any it makes', () => {
    expect(() => encryptParam(key, guid, linkId, 'callbackUrl', 'x'.repeat(701))).toThrow(RangeError);
    expect(() => encryptParam(key, guid, 'not-a-link-id', 'callbackUrl', 'x')).toThrow(RangeError);
    const longest = encryptParam(key, guid, linkId, 'callbackUrl', 'x'.repeat(700));
    expect(longest.length).toBe(MAX_TOKEN_CHARS);
    // The API takes tokens of up to 1024 characters: the longest token fits.
    expect(MAX_TOKEN_CHARS).toBeLessThanOrEqual(1024);
    expect(open(longest, 'callbackUrl')).toBe('x'.repeat(700));
    expect(splitToken(`${longest}AAAA`)).toBeNull();
  });

  it('refuses tokens made before link ids (v1: `<keyId>.<base64url>`)', () => {
    const token = encryptParam(key, guid, linkId, 'referenceNumber', 'ORD-1');
    const v1Shaped = `${key.id}.${token.split('.')[2]}`;
    expect(splitToken(v1Shaped)).toBeNull();
  });

  it('random strings, and random strings shaped like tokens, never open (SECURITY.md Input)', () => {
    const base64url = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'grapheme', maxLength: 100 }),
          base64url.map((payload) => `${key.id}.${linkId}.${payload}`),
          fc
            .uint8Array({ minLength: 0, maxLength: 200 })
            .map((b) => `${key.id}.${linkId}.${Buffer.from(b).toString('base64url')}`),
        ),
        (candidate) => {
          expect(open(candidate)).toBeNull();
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('key ids are 8 base32 characters; link ids 16 random bytes in canonical base64url', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newKeyId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Z2-7]{8}$/);
    }
    const links = new Set(Array.from({ length: 200 }, () => newLinkId()));
    expect(links.size).toBe(200);
    for (const id of links) {
      expect(isLinkId(id)).toBe(true);
    }
    // 22 characters carry 132 bits: the last character's 4 spare bits must be zero.
    const spelled = `${linkId.slice(0, 21)}${linkId.endsWith('B') ? 'C' : 'B'}`;
    expect(isLinkId(spelled)).toBe(false);
    expect(isLinkId(`${linkId}A`)).toBe(false);
  });

  it('signs the redirect over reference, status, amount, currency, transaction id and link id', () => {
    const result = {
      referenceNumber: 'ORD-1',
      status: 'authorised',
      amount: '250.00',
      currency: 'TRY',
      transactionId: guid,
      linkId,
    };
    expect([...CALLBACK_SIGNED_FIELDS].sort()).toEqual(Object.keys(result).sort());
    const signature = signCallback(key.secret, result);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const field of Object.keys(result) as (keyof typeof result)[]) {
      expect(signCallback(key.secret, { ...result, [field]: `${result[field]}x` })).not.toBe(signature);
    }
    expect(signCallback(key.secret, { ...result, currency: 'USD' })).not.toBe(signature);
    expect(signCallback(newParamsKey(), result)).not.toBe(signature);
  });
});
