import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encryptParam,
  isKeyId,
  newKeyId,
  newParamsKey,
  openParam,
  signCallback,
  splitToken,
} from './params-crypto.js';

const guid = randomUUID();
const key = { id: newKeyId(), secret: newParamsKey() };

/** What the server does with a token: split it, then open it with the key of its id. */
function open(token: string, field = 'referenceNumber' as const, tenant = guid, secret = key.secret) {
  const split = splitToken(token);
  return split && split.keyId === key.id ? openParam(secret, tenant, field, split.sealed) : null;
}

describe('params tokens', () => {
  it('round trip, with the key id in front and a fresh IV each time', () => {
    const token = encryptParam(key, guid, 'referenceNumber', 'ORD-1 ü');
    expect(token.startsWith(`${key.id}.`)).toBe(true);
    expect(isKeyId(key.id)).toBe(true);
    expect(open(token)).toBe('ORD-1 ü');
    expect(encryptParam(key, guid, 'referenceNumber', 'ORD-1 ü')).not.toBe(token);
  });

  it('a token opens only for its own tenant, field and key', () => {
    const token = encryptParam(key, guid, 'referenceNumber', 'ORD-1');
    const sealed = splitToken(token)?.sealed ?? Buffer.alloc(0);
    expect(openParam(key.secret, randomUUID(), 'referenceNumber', sealed)).toBeNull();
    expect(openParam(key.secret, guid, 'amount', sealed)).toBeNull();
    expect(openParam(newParamsKey(), guid, 'referenceNumber', sealed)).toBeNull();
    // The guid is bound in lower case, as the database stores it.
    expect(openParam(key.secret, guid.toUpperCase(), 'referenceNumber', sealed)).toBe('ORD-1');
  });

  it('every single bit flip of the token text, and every truncation, fails', () => {
    const token = encryptParam(key, guid, 'referenceNumber', 'ORD-42');
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

  it('refuses plaintexts it could not carry and tokens longer than any it makes', () => {
    expect(() => encryptParam(key, guid, 'callbackUrl', '')).toThrow(RangeError);
    expect(() => encryptParam(key, guid, 'callbackUrl', 'x'.repeat(2049))).toThrow(RangeError);
    const longest = encryptParam(key, guid, 'callbackUrl', 'x'.repeat(2048));
    expect(open(longest, 'callbackUrl' as never)).toBe('x'.repeat(2048));
    expect(splitToken(`${longest}AAAA`)).toBeNull();
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
          base64url.map((payload) => `${key.id}.${payload}`),
          fc
            .uint8Array({ minLength: 0, maxLength: 200 })
            .map((b) => `${key.id}.${Buffer.from(b).toString('base64url')}`),
        ),
        (candidate) => {
          expect(open(candidate)).toBeNull();
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('key ids are 8 base32 characters', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newKeyId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Z2-7]{8}$/);
    }
  });

  it('signs the redirect over reference, status, amount, currency and transaction id', () => {
    const result = {
      referenceNumber: 'ORD-1',
      status: 'authorised',
      amount: '250.00',
      currency: 'TRY',
      transactionId: guid,
    };
    const signature = signCallback(key.secret, result);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const field of Object.keys(result) as (keyof typeof result)[]) {
      expect(signCallback(key.secret, { ...result, [field]: `${result[field]}x` })).not.toBe(signature);
    }
    expect(signCallback(newParamsKey(), result)).not.toBe(signature);
  });
});
