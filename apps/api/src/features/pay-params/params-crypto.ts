import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Pay-with-params tokens and the signed shop redirect (docs/shop-integration.md). Pure functions over
 * node:crypto; the shop's own code (docs/examples/shop-encrypt.mjs) must produce the same bytes.
 *
 * token     = <keyId> "." base64url(iv[12] | ciphertext | tag[16])   AES-256-GCM
 * AAD       = "tahsilat-params|v1|<tenant payment guid, lower case>|<field>"
 * signature = base64url(HMAC-SHA256(HKDF-SHA256(key, "", "tahsilat callback signature v1", 32),
 *             "<referenceNumber>|<status>|<amount>|<currency>|<transactionId>"))
 */

export const PARAMS_FIELDS = ['amount', 'referenceNumber', 'firmbranchNumber', 'callbackUrl'] as const;
export type ParamsField = (typeof PARAMS_FIELDS)[number];

/** The path segment a link carries for an optional value it leaves out (positional route parameters). */
export const ABSENT_PARAM = '_';
export const MAX_PLAINTEXT_BYTES = 2048;
export const KEY_BYTES = 32;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_LENGTH = 8;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const TOKEN_PATTERN = /^([A-Z2-7]{8})\.([A-Za-z0-9_-]+)$/;
/** Longest token a 2048-byte plaintext makes; anything longer is refused before any decoding. */
const MAX_TOKEN_CHARS = KEY_ID_LENGTH + 1 + Math.ceil(((IV_BYTES + MAX_PLAINTEXT_BYTES + TAG_BYTES) * 4) / 3);
const CALLBACK_MAC_INFO = 'tahsilat callback signature v1';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** 8 base32 characters: exactly 40 random bits. */
export function newKeyId(): string {
  let bits = 0n;
  for (const byte of randomBytes(5)) {
    bits = (bits << 8n) | BigInt(byte);
  }
  let id = '';
  for (let i = KEY_ID_LENGTH - 1; i >= 0; i -= 1) {
    id += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return id;
}

export function newParamsKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

export function isKeyId(value: string): boolean {
  return value.length === KEY_ID_LENGTH && /^[A-Z2-7]+$/.test(value);
}

/** Binds a token to one tenant and one field: a reference token never decrypts as an amount. */
export function paramsAad(paymentGuid: string, field: ParamsField): Buffer {
  return Buffer.from(`tahsilat-params|v1|${paymentGuid.toLowerCase()}|${field}`, 'utf8');
}

export function encryptParam(
  key: { id: string; secret: Buffer },
  paymentGuid: string,
  field: ParamsField,
  plaintext: string,
): string {
  const plain = Buffer.from(plaintext, 'utf8');
  if (plain.length === 0 || plain.length > MAX_PLAINTEXT_BYTES) {
    throw new RangeError(`a ${field} must be 1 to ${MAX_PLAINTEXT_BYTES} bytes`);
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.secret, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(paramsAad(paymentGuid, field));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${key.id}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The key id and sealed bytes of a well-formed token; null for anything else. */
export function splitToken(token: string): { keyId: string; sealed: Buffer } | null {
  if (token.length > MAX_TOKEN_CHARS) {
    return null;
  }
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  const sealed = Buffer.from(match[2], 'base64url');
  // One spelling per token: unused trailing bits flipped would otherwise decode to the same bytes.
  if (sealed.toString('base64url') !== match[2] || sealed.length <= IV_BYTES + TAG_BYTES) {
    return null;
  }
  return { keyId: match[1], sealed };
}

/** The plaintext, or null when the bytes were not sealed by this key for this tenant and field. Never throws. */
export function openParam(
  secret: Buffer,
  paymentGuid: string,
  field: ParamsField,
  sealed: Buffer,
): string | null {
  try {
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(paramsAad(paymentGuid, field));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]);
    return plain.length > MAX_PLAINTEXT_BYTES ? null : utf8.decode(plain);
  } catch {
    return null;
  }
}

export interface CallbackResult {
  referenceNumber: string;
  status: string;
  /** The order amount with a dot and 2 decimals ("250.00"). */
  amount: string;
  currency: string;
  transactionId: string;
}

/** The redirect's signing key: derived, so the params key itself never signs anything a browser sees. */
export function callbackMacKey(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), CALLBACK_MAC_INFO, 32));
}

export function callbackSignedText(result: CallbackResult): string {
  return [result.referenceNumber, result.status, result.amount, result.currency, result.transactionId].join(
    '|',
  );
}

export function signCallback(secret: Buffer, result: CallbackResult): string {
  return createHmac('sha256', callbackMacKey(secret))
    .update(callbackSignedText(result), 'utf8')
    .digest('base64url');
}
