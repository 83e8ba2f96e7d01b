import type { PosAccount } from '@tahsilat/pos';
import type { posAccountVersions } from '../../db/schema.js';
import type { DataCipher } from '../../lib/data-cipher.js';
import type { PosAccountRow } from './payment-config.repository.js';

export type PosAccountVersionRow = typeof posAccountVersions.$inferSelect;

/** What a bank call needs of an account: the same columns on the account and on each of its versions. */
type CallColumns = Pick<
  PosAccountVersionRow,
  | 'protocol'
  | 'model'
  | 'gateUrl'
  | 'apiUrl'
  | 'queryUrl'
  | 'storeId'
  | 'terminalId'
  | 'apiUser'
  | 'apiPasswordEncrypted'
  | 'storeKeyEncrypted'
  | 'refundUser'
  | 'refundPasswordEncrypted'
  | 'acceptedMdStatus'
  | 'testMode'
> &
  Partial<Pick<PosAccountRow, 'previousStoreKeyEncrypted' | 'previousStoreKeyUntil'>>;

/** A stored secret decrypted; a secret the protocol does not use is stored empty. */
export const secretOf = (cipher: DataCipher, stored: string) => (stored === '' ? '' : cipher.decrypt(stored));

/**
 * What a gateway needs from a stored POS account or version: the credentials decrypted, relative endpoints (the
 * demo's sandbox bank) made absolute against PUBLIC_URL, and a replaced store key while its grace period lasts.
 */
export function posAccountOf(row: CallColumns, cipher: DataCipher, publicUrl: string): PosAccount {
  const absolute = (url: string) => new URL(url, `${publicUrl}/`).toString();
  const graceUntil = row.previousStoreKeyUntil?.getTime() ?? 0;
  const secret = (stored: string) => secretOf(cipher, stored);
  return {
    protocol: row.protocol,
    model: row.model,
    endpoints: {
      gateUrl: absolute(row.gateUrl),
      apiUrl: absolute(row.apiUrl),
      ...(row.queryUrl ? { queryUrl: absolute(row.queryUrl) } : {}),
    },
    credentials: {
      storeId: row.storeId,
      terminalId: row.terminalId ?? undefined,
      apiUser: row.apiUser,
      apiPassword: secret(row.apiPasswordEncrypted),
      storeKey: secret(row.storeKeyEncrypted),
      ...(row.refundUser
        ? { refundUser: row.refundUser, refundPassword: secret(row.refundPasswordEncrypted) }
        : {}),
      ...(row.previousStoreKeyEncrypted && graceUntil > Date.now()
        ? { previousStoreKey: { key: cipher.decrypt(row.previousStoreKeyEncrypted), until: graceUntil } }
        : {}),
    },
    acceptedMdStatus: row.acceptedMdStatus,
    testMode: row.testMode,
  };
}
