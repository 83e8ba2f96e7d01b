import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Links the server hands out and later believes without a session: a receipt's verification code (no expiry) and
 * a payer's short-lived receipt download. HMAC-SHA256 with a key derived from DATA_KEY for this use only.
 */

const INFO = Buffer.from('tahsilat signed links v1', 'utf8');

function linkKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), INFO, 32));
}

/** The signature of `purpose|value` (a 22-character base64url text, 128 bits). */
export function signLink(dataKey: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', linkKey(dataKey))
    .update(`${purpose}|${value}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

export function verifyLink(dataKey: Buffer, purpose: string, value: string, signature: string): boolean {
  const expected = Buffer.from(signLink(dataKey, purpose, value), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A value signed together with an expiry (unix seconds): `{ expires, signature }`. */
export function signExpiring(
  dataKey: Buffer,
  purpose: string,
  value: string,
  ttlSeconds: number,
  now = Date.now(),
) {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return { expires, signature: signLink(dataKey, purpose, `${value}|${expires}`) };
}

export function verifyExpiring(
  dataKey: Buffer,
  purpose: string,
  value: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  return expires * 1000 > now && verifyLink(dataKey, purpose, `${value}|${expires}`, signature);
}
