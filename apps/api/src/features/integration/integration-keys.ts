import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { integrationKeys, tenants, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import type { ChangeBus } from '../../lib/change-bus.js';
import { sha256Hex } from '../../lib/secure-tokens.js';
import { newKeyId } from '../pay-params/params-crypto.js';

/**
 * Integration keys (DESIGN 12): `thk_<id>_<32 random bytes, base64url>`, shown once, kept as their SHA-256.
 * The id is public (lists, audit log); the whole key is the secret.
 */

export const INTEGRATION_KEY_PATTERN = /^thk_[A-Za-z0-9_-]{10,200}$/;

/** A verified key: whose it is. */
export interface KeyOwner {
  keyId: string;
  tenantId: string;
  paymentGuid: string;
}

export interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
  name: string;
  createdAt: string;
}

/** Creates a key for a tenant; the answer is the only time the key exists outside the caller's hands. */
export async function createIntegrationKey(
  db: Db,
  tenantId: string,
  input: { name: string; createdBy: string; ip: string | null; userId?: string | null },
): Promise<CreatedKey> {
  const id = newKeyId().toLowerCase();
  const key = `thk_${id}_${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, 12);
  // The key and its audit entry are written together, or neither.
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(integrationKeys)
      .values({ id, tenantId, name: input.name, keyHash: sha256Hex(key), prefix, createdBy: input.createdBy })
      .returning({ createdAt: integrationKeys.createdAt });
    await recordAudit(tx, {
      event: 'integration-key.create',
      outcome: 'success',
      tenantId,
      userId: input.userId ?? null,
      ip: input.ip,
      objectType: 'integration_key',
      objectId: id,
      details: { name: input.name, createdBy: input.createdBy },
    });
    return written;
  });
  return { id, key, prefix, name: input.name, createdAt: (row?.createdAt ?? new Date()).toISOString() };
}

/** Revokes a key of the tenant at once (every instance drops its cached keys); false when there was none. */
export async function revokeIntegrationKey(
  db: Db,
  bus: ChangeBus,
  tenantId: string,
  id: string,
  ip: string | null,
  userId: string | null = null,
): Promise<boolean> {
  // The revocation and its audit entry are written together; every instance hears of it after the commit.
  const revoked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(integrationKeys)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(integrationKeys.tenantId, tenantId),
          eq(integrationKeys.id, id),
          isNull(integrationKeys.revokedAt),
        ),
      )
      .returning({ id: integrationKeys.id });
    if (rows.length > 0) {
      await recordAudit(tx, {
        event: 'integration-key.revoke',
        outcome: 'success',
        tenantId,
        userId,
        ip,
        objectType: 'integration_key',
        objectId: id,
      });
    }
    return rows.length > 0;
  });
  if (revoked) {
    await bus.publish('integration-keys', '');
  }
  return revoked;
}

/** The tenant's keys (one when `id` is given); `createdBy` is the creator's name for a key made in the console. */
export async function listIntegrationKeys(db: Db, tenantId: string, id?: string) {
  const rows = await db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      prefix: integrationKeys.prefix,
      createdBy: integrationKeys.createdBy,
      creatorName: users.name,
      createdAt: integrationKeys.createdAt,
      lastUsedAt: integrationKeys.lastUsedAt,
      revokedAt: integrationKeys.revokedAt,
    })
    .from(integrationKeys)
    // The console stores the creator's user id; the CLI and the seed store a label ('cli', 'demo-seed').
    .leftJoin(users, sql`${users.id}::text = ${integrationKeys.createdBy}`)
    .where(
      and(eq(integrationKeys.tenantId, tenantId), id === undefined ? undefined : eq(integrationKeys.id, id)),
    )
    .orderBy(integrationKeys.createdAt, integrationKeys.id);
  return rows.map(({ creatorName, ...row }) => ({ ...row, createdBy: creatorName ?? row.createdBy }));
}

/** Keys seen recently are trusted this long; a revocation anywhere drops them all at once. */
const KEY_CACHE_MS = 10_000;
/** last_used_at is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

/** Finds the owner of a presented key, with a short cache so a batch run does not read the key table per call. */
export class IntegrationKeys {
  private readonly cache = new Map<string, { owner: KeyOwner | null; until: number }>();
  private readonly touched = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    bus: ChangeBus,
  ) {
    bus.subscribe((topic) => {
      if (topic === 'integration-keys') {
        this.generation += 1;
        this.cache.clear();
      }
    });
  }

  async find(key: string): Promise<KeyOwner | null> {
    const hash = sha256Hex(key);
    const now = Date.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) {
      return hit.owner;
    }
    const started = this.generation;
    const [row] = await this.db
      .select({
        keyId: integrationKeys.id,
        tenantId: integrationKeys.tenantId,
        paymentGuid: tenants.paymentGuid,
      })
      .from(integrationKeys)
      .innerJoin(tenants, eq(tenants.id, integrationKeys.tenantId))
      .where(and(eq(integrationKeys.keyHash, hash), isNull(integrationKeys.revokedAt)))
      .limit(1);
    const owner = row ?? null;
    if (started === this.generation) {
      if (this.cache.size >= 10_000) {
        this.cache.clear();
      }
      this.cache.set(hash, { owner, until: now + KEY_CACHE_MS });
    }
    return owner;
  }

  /** Notes that a key was used (at most once a minute per key and instance). */
  async touch(keyId: string): Promise<void> {
    const now = Date.now();
    if ((this.touched.get(keyId) ?? 0) > now - TOUCH_INTERVAL_MS) {
      return;
    }
    this.touched.set(keyId, now);
    await this.db
      .update(integrationKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(integrationKeys.id, keyId),
          or(
            isNull(integrationKeys.lastUsedAt),
            lt(integrationKeys.lastUsedAt, sql`now() - interval '1 minute'`),
          ),
        ),
      );
  }
}
