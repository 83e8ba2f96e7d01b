import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signExpiring, signLink, verifyExpiring, verifyLink } from './signed-links.js';

const key = randomBytes(32);

describe('signed links', () => {
  it('verifies what it signed, for that purpose and value only', () => {
    const signature = signLink(key, 'receipt-check', 'abc');
    expect(signature).toHaveLength(22);
    expect(verifyLink(key, 'receipt-check', 'abc', signature)).toBe(true);
    expect(verifyLink(key, 'receipt-check', 'abd', signature)).toBe(false);
    expect(verifyLink(key, 'receipt', 'abc', signature)).toBe(false);
    expect(verifyLink(randomBytes(32), 'receipt-check', 'abc', signature)).toBe(false);
    expect(verifyLink(key, 'receipt-check', 'abc', `${signature}x`)).toBe(false);
  });

  it('an expiring link works until it expires, and its expiry cannot be moved', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const { expires, signature } = signExpiring(key, 'receipt', 'abc', 3600, now);
    expect(verifyExpiring(key, 'receipt', 'abc', expires, signature, now + 3_599_000)).toBe(true);
    expect(verifyExpiring(key, 'receipt', 'abc', expires, signature, now + 3_600_000)).toBe(false);
    expect(verifyExpiring(key, 'receipt', 'abc', expires + 3600, signature, now)).toBe(false);
  });
});
