import { type IntegrationEntity, istanbulIsoDate } from '@tahsilat/domain';
import { pushBatch } from '../features/integration/batch.service.js';
import { sha256Hex } from '../lib/secure-tokens.js';
import type { Db } from './client.js';
import { DEMO } from './demo-data.js';
import { demoFirms } from './demo-erp-firms.js';
import { demoLedger } from './demo-erp-ledger.js';
import { demoStocks } from './demo-stocks.js';
import { integrationKeys } from './schema.js';

/** A batch the API would take: at most this many items. */
const CHUNK = 1000;

/**
 * Pushes items through the integration API's own write path, in API-sized batches. Demo and generated data must
 * be valid: a failed item stops the seed with its message.
 */
export async function pushAll(
  db: Db,
  tenantId: string,
  entity: IntegrationEntity,
  items: readonly unknown[],
): Promise<void> {
  for (let from = 0; from < items.length; from += CHUNK) {
    const result = await pushBatch(db, tenantId, entity, items.slice(from, from + CHUNK), {
      keyId: null,
      ip: null,
    });
    const failed = result.results.find((item) => item.status === 'failed');
    if (failed) {
      throw new Error(`seed ${entity} ${failed.key ?? failed.index}: ${JSON.stringify(failed.errors)}`);
    }
  }
}

/**
 * Tenant A's ERP side (DESIGN 12–13): its integration key, the dealer network, two years of movements with their
 * payment plan and invoices (DBS at two banks, some discountable), and 300 stock items in two warehouses.
 */
export async function seedDemoErp(
  db: Db,
  tenantId: string,
  today: string = istanbulIsoDate(),
): Promise<void> {
  const key = DEMO.integrationKey;
  await db.insert(integrationKeys).values({
    id: 'demo-a',
    tenantId,
    name: 'Demo ERP (Logo Tiger)',
    keyHash: sha256Hex(key),
    prefix: key.slice(0, 12),
    createdBy: 'demo-seed',
  });
  const firms = demoFirms();
  await pushAll(
    db,
    tenantId,
    'firms',
    firms.map((firm) => firm.item),
  );
  const ledgers = firms.map((firm) => demoLedger(firm, today));
  await pushAll(
    db,
    tenantId,
    'movements',
    ledgers.flatMap((ledger) => ledger.movements),
  );
  await pushAll(
    db,
    tenantId,
    'due-items',
    ledgers.flatMap((ledger) => ledger.dueItems),
  );
  await pushAll(
    db,
    tenantId,
    'invoices',
    ledgers.flatMap((ledger) => ledger.invoices),
  );
  await pushAll(db, tenantId, 'stocks', demoStocks());
}
