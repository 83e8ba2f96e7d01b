import { createHash } from 'node:crypto';

/** PosNet's H(x): base64 of the raw SHA-256 digest of the text (the parts are ASCII, the encKey is taken as text). */
export function posnetHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** securityData = H(encKey;tid): the encKey used literally, commas and all, never decoded to bytes. */
export function securityData(encKey: string, terminalId: string): string {
  return posnetHash(`${encKey};${terminalId}`);
}

/** What a request MAC covers: the padded xid, the minor-unit amount, the letter currency and the merchant. */
export interface MacParts {
  xid: string;
  amount: string;
  currency: string;
  mid: string;
}

/** The key material of a MAC: the account's encKey and terminal id. */
export interface MacKey {
  encKey: string;
  terminalId: string;
}

/** The MAC of oosResolveMerchantData and oosTranData: H(xid;amount;currency;mid;securityData). */
export function requestMac(parts: MacParts, key: MacKey): string {
  const security = securityData(key.encKey, key.terminalId);
  return posnetHash([parts.xid, parts.amount, parts.currency, parts.mid, security].join(';'));
}

/**
 * The MAC of the oosResolveMerchantData reply: H(mdStatus;xid;amount;currency;mid;securityData), built from the
 * reply's own values (never our request's) with our mid and securityData.
 */
export function resolveResponseMac(parts: MacParts & { mdStatus: string }, key: MacKey): string {
  const security = securityData(key.encKey, key.terminalId);
  return posnetHash([parts.mdStatus, parts.xid, parts.amount, parts.currency, parts.mid, security].join(';'));
}
