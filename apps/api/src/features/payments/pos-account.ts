import type { PosAccount } from '@tahsilat/pos';
import type { DataCipher } from '../../lib/data-cipher.js';
import type { PosAccountRow } from './payment-config.repository.js';

/**
 * What a gateway needs from a stored POS account: the credentials decrypted, relative endpoints (the demo's sandbox
 * bank) made absolute against PUBLIC_URL, and a replaced store key while its grace period lasts.
 */
export function posAccountOf(row: PosAccountRow, cipher: DataCipher, publicUrl: string): PosAccount {
  const absolute = (url: string) => new URL(url, `${publicUrl}/`).toString();
  const graceUntil = row.previousStoreKeyUntil?.getTime() ?? 0;
  // A secret the protocol does not use is stored empty (PosNet has no API password; KuveytTürk and PayFlex no key).
  const secret = (stored: string) => (stored === '' ? '' : cipher.decrypt(stored));
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
      ...(row.previousStoreKeyEncrypted && graceUntil > Date.now()
        ? { previousStoreKey: { key: cipher.decrypt(row.previousStoreKeyEncrypted), until: graceUntil } }
        : {}),
    },
    acceptedMdStatus: row.acceptedMdStatus,
    testMode: row.testMode,
  };
}
