import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataCipher } from './data-cipher.js';

describe('DataCipher', () => {
  const cipher = new DataCipher(randomBytes(32));
  it('round-trips and never repeats a ciphertext', () => {
    const first = cipher.encrypt('Şifre.123|store-key');
    expect(first).toMatch(/^v1:/);
    expect(first).not.toContain('store-key');
    expect(cipher.encrypt('Şifre.123|store-key')).not.toBe(first);
    expect(cipher.decrypt(first)).toBe('Şifre.123|store-key');
  });
  it('refuses another key, a changed byte and garbage', () => {
    const text = cipher.encrypt('secret');
    expect(() => new DataCipher(randomBytes(32)).decrypt(text)).toThrow();
    const parts = text.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([parts[0], parts[1], parts[2], body.toString('base64')].join(':'))).toThrow();
    expect(() => cipher.decrypt('garbage')).toThrow();
    expect(() => new DataCipher(Buffer.alloc(16))).toThrow();
  });
});
