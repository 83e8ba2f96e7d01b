import { timingSafeEqual } from 'node:crypto';
import type { PosCredentials } from './types.js';

/** Compares two hashes in constant time (a length mismatch is simply unequal). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether a callback's posted hash was made with the account's store key, or with the key it replaced while that
 * key's grace period lasts: a payer who was already on the bank's page when the key changed still finishes. For a
 * payment already started, the account's live keys decide instead (`callbackKeys`). Requests are always signed with
 * the payment's own key only.
 */
export function signedWithStoreKey(
  credentials: PosCredentials,
  sign: (storeKey: string) => string,
  posted: string,
  now: number = Date.now(),
): boolean {
  if (credentials.callbackKeys) {
    return credentials.callbackKeys.some((key) => key !== '' && constantTimeEqual(sign(key), posted));
  }
  if (constantTimeEqual(sign(credentials.storeKey), posted)) {
    return true;
  }
  const previous = credentials.previousStoreKey;
  return previous !== undefined && now < previous.until && constantTimeEqual(sign(previous.key), posted);
}
