import { formatAmount, MOVEMENT_DOCUMENT_TYPES } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { pushAll } from './demo-erp.js';
import { randomSource } from './demo-erp-firms.js';
import { firms, tenants } from './schema.js';

/**
 * `npm run db:seed -- --volume <n>`: adds n movements to a tenant's firms (or one firm), through the integration
 * API's write path in API-sized batches, for benchmarks. Each run adds new ones (ids carry the run's time).
 */

const BATCH = 1000;
const DAY_MS = 86_400_000;

export interface VolumeOptions {
  tenantGuid: string;
  count: number;
  /** One firm's code; all active firms of the tenant when absent. */
  firmCode?: string | undefined;
  onProgress?: (written: number) => void;
}

export async function seedVolume(
  db: Db,
  options: VolumeOptions,
): Promise<{ written: number; firms: number }> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.paymentGuid, options.tenantGuid));
  if (!tenant) {
    throw new Error(`no tenant with payment guid ${options.tenantGuid}`);
  }
  const codes = (
    await db
      .select({ code: firms.branchNumber })
      .from(firms)
      .where(
        and(
          eq(firms.tenantId, tenant.id),
          options.firmCode ? eq(firms.branchNumber, options.firmCode) : undefined,
          eq(firms.isActive, true),
        ),
      )
  ).map((row) => row.code);
  if (codes.length === 0) {
    throw new Error(
      options.firmCode ? `no active firm ${options.firmCode}` : 'the tenant has no active firms',
    );
  }
  const run = Date.now().toString(36);
  const random = randomSource(options.count);
  const today = Date.now();
  for (let from = 0; from < options.count; from += BATCH) {
    const items: Record<string, unknown>[] = [];
    for (let n = from; n < Math.min(options.count, from + BATCH); n += 1) {
      const type = MOVEMENT_DOCUMENT_TYPES[1 + Math.floor(random() * 4)] as string;
      const kurus = BigInt(1_000 + Math.floor(random() * 5_000_000));
      const date = new Date(today - Math.floor(random() * 730) * DAY_MS).toISOString().slice(0, 10);
      items.push({
        externalId: `VOL-${run}-${n}`,
        firmCode: codes[n % codes.length],
        date,
        documentType: type,
        documentNo: `VOL${run.toUpperCase()}-${n}`,
        description: type === 'invoice' ? 'Satış faturası (hacim verisi)' : 'Tahsilat (hacim verisi)',
        // Invoices are owed (debit); returns, payments and transfers are credited.
        ...(type === 'invoice' ? { debit: formatAmount(kurus) } : { credit: formatAmount(kurus) }),
      });
    }
    await db.transaction((tx) => pushAll(tx as Db, tenant.id, 'movements', items));
    options.onProgress?.(Math.min(options.count, from + BATCH));
  }
  return { written: options.count, firms: codes.length };
}
