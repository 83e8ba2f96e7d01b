import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import type { ChangeBus } from '../../lib/change-bus.js';
import type { DataCipher } from '../../lib/data-cipher.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { newKeyId, newParamsKey } from './params-crypto.js';
import {
  insertParamsKey,
  listParamsKeys,
  type ParamsKeyRow,
  retireParamsKeys,
} from './pay-params.repository.js';

export interface ParamsKey {
  id: string;
  secret: Buffer;
  createdAt: Date;
  retiredAt: Date | null;
}

export interface ParamsKeyRing {
  /** The newest key not retired: new links are sealed with it. */
  current: ParamsKey | null;
  /** Every key by id, retired ones included. */
  byId: ReadonlyMap<string, ParamsKey>;
}

/** Keys change only on rotation; links are opened on every pay page load. */
const CACHE_TTL_MS = 60_000;

/**
 * The tenants' params keys, decrypted and kept in memory per tenant. A change made here drops the entry
 * in this instance at once and, through the change bus, in every other instance.
 */
export class ParamsKeys {
  private readonly cache = new TtlCache<string, ParamsKeyRing>(CACHE_TTL_MS);

  constructor(
    private readonly db: Db,
    private readonly cipher: DataCipher,
    private readonly bus: ChangeBus,
  ) {
    bus.subscribe((topic, key) => {
      if (topic === 'tenant-config') {
        this.cache.invalidate(key === '' ? undefined : key);
      }
    });
  }

  ring(tenantId: string): Promise<ParamsKeyRing> {
    return this.cache.getOrLoad(tenantId, async () => {
      const keys = (await listParamsKeys(this.db, tenantId)).map((row) => this.open(row));
      return {
        current: keys.find((key) => key.retiredAt === null) ?? null,
        byId: new Map(keys.map((key) => [key.id, key])),
      };
    });
  }

  async find(tenantId: string, keyId: string): Promise<ParamsKey | null> {
    return (await this.ring(tenantId)).byId.get(keyId) ?? null;
  }

  /** The tenant's current key, made when it has none (a shop asking for its key the first time). */
  async ensureCurrent(
    tenantId: string,
    ip: string | null = null,
  ): Promise<{ key: ParamsKey; created: boolean }> {
    const existing = (await this.ring(tenantId)).current;
    if (existing) {
      return { key: existing, created: false };
    }
    return { key: await this.create(tenantId, false, ip), created: true };
  }

  /** Retires the current key (it still opens old links) and makes a new one. */
  rotate(tenantId: string, ip: string | null = null): Promise<ParamsKey> {
    return this.create(tenantId, true, ip);
  }

  private async create(tenantId: string, retireOld: boolean, ip: string | null): Promise<ParamsKey> {
    const row = await this.db.transaction(async (tx) => {
      const retired = retireOld ? await retireParamsKeys(tx, tenantId) : [];
      const stored = await insertParamsKey(tx, tenantId, {
        id: newKeyId(),
        keyEncrypted: this.cipher.encrypt(newParamsKey().toString('base64')),
      });
      await recordAudit(tx, {
        event: retireOld ? 'params-key.rotate' : 'params-key.create',
        outcome: 'success',
        tenantId,
        ip,
        objectType: 'params_key',
        objectId: stored.id,
        details: retired.length > 0 ? { retired } : undefined,
      });
      return stored;
    });
    await this.bus.publish('tenant-config', tenantId);
    return this.open(row);
  }

  private open(row: ParamsKeyRow): ParamsKey {
    return {
      id: row.id,
      secret: Buffer.from(this.cipher.decrypt(row.keyEncrypted), 'base64'),
      createdAt: row.createdAt,
      retiredAt: row.retiredAt,
    };
  }
}
