import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Pay-with-params tokens and the signed shop redirect (docs/shop-integration.md). Pure functions over
 * node:crypto; the shop's own code (docs/examples/shop-encrypt.mjs) must produce the same bytes.
 *
 * token     = <keyId> "." <linkId> "." base64url(iv[12] | ciphertext | tag[16])   AES-256-GCM
 * AAD       = "tahsilat-params|v2|<tenant payment guid, lower case>|<linkId>|<field>"
 * signature = base64url(HMAC-SHA256(HKDF-SHA256(key, "", "tahsilat callback signature v2", 32),
 *             "<referenceNumber>|<status>|<amount>|<currency>|<transactionId>|<linkId>"))
 */

export const PARAMS_FIELDS = ['amount', 'referenceNumber', 'firmbranchNumber', 'callbackUrl'] as const;
export type ParamsField = (typeof PARAMS_FIELDS)[number];

/** What a link made before link ids (v1) carried for a value it left out; such links no longer open. */
export const ABSENT_PARAM = '_';
/** The longest value a token carries: its token stays within the API's 1024 characters. */
export const MAX_PLAINTEXT_BYTES = 700;
export const KEY_BYTES = 32;
export const LINK_ID_BYTES = 16;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_LENGTH = 8;
const LINK_ID_LENGTH = 22;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const TOKEN_PATTERN = /^([A-Z2-7]{8})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)$/;
/** Longest token the longest value makes; anything longer is refused before any decoding. */
export const MAX_TOKEN_CHARS =
  KEY_ID_LENGTH + LINK_ID_LENGTH + 2 + Math.ceil(((IV_BYTES + MAX_PLAINTEXT_BYTES + TAG_BYTES) * 4) / 3);
const CALLBACK_MAC_INFO = 'tahsilat callback signature v2';
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

/** One link's id: 16 random bytes, base64url (22 characters). Every token of the link carries it. */
export function newLinkId(): string {
  return randomBytes(LINK_ID_BYTES).toString('base64url');
}

export function isKeyId(value: string): boolean {
  return value.length === KEY_ID_LENGTH && /^[A-Z2-7]+$/.test(value);
}

/** The canonical base64url of 16 bytes (the unused low bits of the last character are zero). */
export function isLinkId(value: string): boolean {
  if (!/^[A-Za-z0-9_-]{22}$/.test(value)) {
    return false;
  }
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === LINK_ID_BYTES && bytes.toString('base64url') === value;
}

/**
 * Binds a token to one tenant, one link and one field: a reference token never opens as an amount, nor beside
 * the amount of another link.
 */
export function paramsAad(paymentGuid: string, linkId: string, field: ParamsField): Buffer {
  return Buffer.from(`tahsilat-params|v2|${paymentGuid.toLowerCase()}|${linkId}|${field}`, 'utf8');
}

/** Seals one value of a link; an empty value is how a link says it leaves an optional field out. */
export function encryptParam(
  key: { id: string; secret: Buffer },
  paymentGuid: string,
  linkId: string,
  field: ParamsField,
  plaintext: string,
): string {
  if (!isLinkId(linkId)) {
    throw new RangeError('a link id is 16 bytes, base64url');
  }
  const plain = Buffer.from(plaintext, 'utf8');
  if (plain.length > MAX_PLAINTEXT_BYTES) {
    throw new RangeError(`a ${field} must be at most ${MAX_PLAINTEXT_BYTES} bytes`);
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.secret, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(paramsAad(paymentGuid, linkId, field));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${key.id}.${linkId}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export interface SplitToken {
  keyId: string;
  linkId: string;
  sealed: Buffer;
}

/** The key id, link id and sealed bytes of a well-formed token; null for anything else. */
export function splitToken(token: string): SplitToken | null {
  if (token.length > MAX_TOKEN_CHARS) {
    return null;
  }
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2] || !match[3] || !isLinkId(match[2])) {
    return null;
  }
  const sealed = Buffer.from(match[3], 'base64url');
  // One spelling per token: unused trailing bits flipped would otherwise decode to the same bytes.
  if (sealed.toString('base64url') !== match[3] || sealed.length < IV_BYTES + TAG_BYTES) {
    return null;
  }
  return { keyId: match[1], linkId: match[2], sealed };
}

/**
 * The plaintext, or null when the bytes were not sealed by this key for this tenant, link and field. Never
 * throws.
 */
export function openParam(
  secret: Buffer,
  paymentGuid: string,
  linkId: string,
  field: ParamsField,
  sealed: Buffer,
): string | null {
  try {
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(paramsAad(paymentGuid, linkId, field));
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
  /** The link that was paid: the shop knows which of its links (and so which terms) this was. */
  linkId: string;
}

/** The order of the signed values, as the redirect's query names them. */
export const CALLBACK_SIGNED_FIELDS = [
  'referenceNumber',
  'status',
  'amount',
  'currency',
  'transactionId',
  'linkId',
] as const satisfies readonly (keyof CallbackResult)[];

/** The redirect's signing key: derived, so the params key itself never signs anything a browser sees. */
export function callbackMacKey(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), CALLBACK_MAC_INFO, 32));
}

export function callbackSignedText(result: CallbackResult): string {
  return CALLBACK_SIGNED_FIELDS.map((field) => result[field]).join('|');
}

export function signCallback(secret: Buffer, result: CallbackResult): string {
  return createHmac('sha256', callbackMacKey(secret))
    .update(callbackSignedText(result), 'utf8')
    .digest('base64url');
}
