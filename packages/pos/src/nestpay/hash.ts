import { createHash } from 'node:crypto';
import { naturalCompare } from '../natural-order.js';

/** Fields the ver3 hash leaves out, compared in lower case (Ziraat posts nationalidno outside the hash). */
const EXCLUDED = new Set(['hash', 'encoding', 'nationalidno']);

function escapeValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('|', '\\|');
}

/**
 * NestPay "ver3": every posted field but the hash and encoding, keys in case-insensitive natural
 * order, values escaped (\ → \\, | → \|), the escaped store key last, joined with |, SHA-512, base64.
 * The same function signs our request and checks the bank's callback.
 */
export function nestpayVer3Hash(
  fields: Readonly<Record<string, string | null | undefined>>,
  storeKey: string,
): string {
  const keys = Object.keys(fields)
    .filter((key) => !EXCLUDED.has(key.toLowerCase()))
    .sort(naturalCompare);
  const plain = [...keys.map((key) => escapeValue(fields[key] ?? '')), escapeValue(storeKey)].join('|');
  return createHash('sha512').update(plain, 'utf8').digest('base64');
}
