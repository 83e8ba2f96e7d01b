import {
  type BatchResult,
  ErpCode,
  ExternalId,
  fieldIssues,
  type IntegrationEntity,
  type ItemResult,
  messages,
  withoutNulls,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import { dueItemWriter, invoiceWriter, movementWriter } from './ledger-writers.js';
import { firmWriter, stockWriter } from './master-writers.js';
import { recordPush } from './sync-state.repository.js';
import { deleteRow } from './upsert.js';
import type { EntityWriter, Indexed } from './writer.js';

/**
 * The one write path of the ERP data: the integration API, the demo seed and the volume generator all push
 * batches through here. Each item stands alone: a bad item is listed with its messages and changes nothing,
 * the good ones are written (each item is one row, written whole or not at all).
 */

// biome-ignore lint/suspicious/noExplicitAny: each writer's item type differs; the map is indexed by entity.
const WRITERS: Record<IntegrationEntity, EntityWriter<any>> = {
  firms: firmWriter,
  movements: movementWriter,
  'due-items': dueItemWriter,
  invoices: invoiceWriter,
  stocks: stockWriter,
};

/** Who pushed: an integration key (and its caller's address), or the server itself (seed, generator). */
export interface PushActor {
  keyId: string | null;
  ip: string | null;
}

/**
 * The item's key as sent, to name it in the answer and the sync state: only a key that is valid as a key (no NUL, no
 * card number), so that a bad key fails its item alone and is never stored or echoed.
 */
function keyOf(raw: unknown, field: 'code' | 'externalId'): string | null {
  if (raw !== null && typeof raw === 'object' && field in raw) {
    const value = (raw as Record<string, unknown>)[field];
    return (field === 'code' ? ErpCode : ExternalId).safeParse(value).success ? (value as string) : null;
  }
  return null;
}

/**
 * Validates, de-duplicates and writes one batch on `db` (the caller's transaction) and answers each item's outcome:
 * the integration API's pushes and the console's file imports (admin-import) both write through here.
 */
export async function writeBatch(
  db: Db,
  tenantId: string,
  entity: IntegrationEntity,
  rawItems: readonly unknown[],
): Promise<BatchResult> {
  const writer = WRITERS[entity];
  const results: ItemResult[] = rawItems.map((raw, index) => ({
    index,
    key: keyOf(raw, writer.keyField),
    status: 'failed',
    errors: [],
  }));
  const valid: Indexed<unknown>[] = [];
  for (const [index, raw] of rawItems.entries()) {
    const parsed = writer.schema.safeParse(withoutNulls(raw));
    const result = results[index] as ItemResult;
    if (parsed.success) {
      valid.push({
        index,
        key: (parsed.data as Record<string, string>)[writer.keyField] as string,
        item: parsed.data,
      });
    } else {
      result.errors = fieldIssues(parsed.error.issues);
    }
  }
  // Two items with one key in a request: which one is meant is not ours to guess.
  const seen = new Map<string, number>();
  for (const { key } of valid) {
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const unique = valid.filter(({ index, key }) => {
    if ((seen.get(key) ?? 0) > 1) {
      (results[index] as ItemResult).errors = [
        { field: writer.keyField, message: messages.duplicateKeyInBatch },
      ];
      return false;
    }
    return true;
  });
  for (const [index, outcome] of await writer.write(db, tenantId, unique)) {
    const result = results[index] as ItemResult;
    result.status = outcome.status;
    result.errors = outcome.status === 'failed' ? outcome.errors : [];
  }
  const counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const result of results) {
    counts[result.status] += 1;
  }
  return { ...counts, results };
}

/** One batch of the integration API: written by `writeBatch`, then recorded in the sync state and the audit log. */
export async function pushBatch(
  db: Db,
  tenantId: string,
  entity: IntegrationEntity,
  rawItems: readonly unknown[],
  actor: PushActor,
): Promise<BatchResult> {
  const { results, ...counts } = await writeBatch(db, tenantId, entity, rawItems);
  const firstFailure = results.find((result) => result.status === 'failed');
  await recordPush(db, tenantId, entity, { ...counts, deleted: 0 }, firstFailure ?? null);
  await recordAudit(db, {
    event: 'integration.push',
    outcome: counts.failed === results.length ? 'failure' : 'success',
    tenantId,
    ip: actor.ip,
    objectType: entity,
    details: { ...counts, keyId: actor.keyId },
  });
  return { ...counts, results };
}

/** Removes one record by its natural key; a firm that others still refer to is refused. */
export async function deleteRecord(
  db: Db,
  tenantId: string,
  entity: IntegrationEntity,
  key: string,
  actor: PushActor,
): Promise<boolean> {
  const writer = WRITERS[entity];
  let deleted: boolean;
  try {
    deleted = await db.transaction((sp) => deleteRow(sp as Db, writer.spec, tenantId, key));
  } catch (error) {
    if (sqlStateOf(error) === '23503') {
      throw new AppError('BAD_REQUEST', messages.firmInUse);
    }
    throw error;
  }
  await recordPush(
    db,
    tenantId,
    entity,
    { created: 0, updated: 0, unchanged: 0, failed: 0, deleted: deleted ? 1 : 0 },
    null,
  );
  await recordAudit(db, {
    event: 'integration.delete',
    outcome: 'success',
    tenantId,
    ip: actor.ip,
    objectType: entity,
    objectId: key,
    details: { deleted, keyId: actor.keyId },
  });
  return deleted;
}
