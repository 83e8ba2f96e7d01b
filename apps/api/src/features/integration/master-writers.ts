import { FirmItem, messages, StockItem } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findFirmsByCode } from './references.js';
import type { UpsertRow, UpsertSpec } from './upsert.js';
import { type EntityWriter, failure, type Indexed, type Outcomes, writeRows } from './writer.js';

/** Firms and stock items: the tenant's master data, keyed by their ERP codes. */

/** The advisory lock class of firm pushes (with the tenant's hash as the second key). */
const FIRM_PUSH_LOCK = 7_243_002;

const FIRM_SPEC: UpsertSpec = {
  table: 'firms',
  key: 'branch_number',
  columns: [
    { name: 'branch_number', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'parent_firm_id', type: 'uuid' },
    { name: 'tax_number', type: 'text' },
    { name: 'tax_office', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'contact_name', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'risk_limit', type: 'numeric' },
    { name: 'group_code', type: 'text' },
    { name: 'dbs_limits', type: 'jsonb' },
    // The ERP's isActive; the firm's is_active also needs it not switched off in the portal (migration 0016).
    { name: 'source_active', type: 'boolean' },
    { name: 'managed_by', type: 'text' },
  ],
};

function firmRow(item: FirmItem, parentFirmId: string | null): UpsertRow {
  return {
    branch_number: item.code,
    name: item.name,
    parent_firm_id: parentFirmId,
    tax_number: item.taxNumber,
    tax_office: item.taxOffice,
    city: item.city,
    address: item.address,
    contact_name: item.contactName,
    email: item.email,
    phone: item.phone,
    risk_limit: item.riskLimit,
    group_code: item.groupCode,
    dbs_limits: item.dbsLimits,
    source_active: item.isActive,
    managed_by: 'erp',
  };
}

/**
 * Dealer networks have two levels: a main firm and its sub-firms. Main firms are written first, so a batch may
 * carry a main firm and its sub-firms together; a sub-firm's parent must be a main firm of the tenant.
 */
export const firmWriter: EntityWriter<FirmItem> = {
  entity: 'firms',
  keyField: 'code',
  schema: FirmItem,
  spec: FIRM_SPEC,
  async write(db, tenantId, items) {
    // One firm push at a time per tenant: the two-level rule is checked against what is stored, so two pushes that
    // each make the other's firm a parent must not both pass.
    await db.execute(sql`SELECT pg_advisory_xact_lock(${FIRM_PUSH_LOCK}, hashtext(${tenantId}))`);
    const inBatch = new Map(items.map((entry) => [entry.key, entry.item]));
    const stored = await findFirmsByCode(db, tenantId, [
      ...items.map(({ key }) => key),
      ...items.flatMap(({ item }) => (item.parentCode ? [item.parentCode] : [])),
    ]);
    const outcomes: Outcomes = new Map();
    const mains: Indexed<UpsertRow>[] = [];
    const subs: Indexed<FirmItem & { parentCode: string }>[] = [];
    for (const { index, key, item } of items) {
      const parentCode = item.parentCode;
      if (parentCode === null) {
        mains.push({ index, key, item: firmRow(item, null) });
        continue;
      }
      const parentItem = inBatch.get(parentCode);
      const parentStored = stored.get(parentCode);
      if (parentItem ? parentItem.parentCode !== null : parentStored?.parentFirmId) {
        outcomes.set(index, failure(messages.parentIsSubFirm, 'parentCode'));
      } else if (!parentItem && !parentStored) {
        outcomes.set(index, failure(messages.parentNotInTenant, 'parentCode'));
      } else if (stored.get(key)?.hasSubFirms) {
        outcomes.set(index, failure(messages.firmHasSubFirms, 'parentCode'));
      } else {
        subs.push({ index, key, item: { ...item, parentCode } });
      }
    }
    for (const [index, outcome] of await writeRows(db, FIRM_SPEC, tenantId, mains)) {
      outcomes.set(index, outcome);
    }
    // Parents as they stand now (a main firm of this batch that the database refused is not one).
    const parents = await findFirmsByCode(
      db,
      tenantId,
      subs.map(({ item }) => item.parentCode),
    );
    const subRows: Indexed<UpsertRow>[] = [];
    for (const { index, key, item } of subs) {
      const parent = parents.get(item.parentCode);
      if (parent && parent.parentFirmId === null) {
        subRows.push({ index, key, item: firmRow(item, parent.id) });
      } else {
        outcomes.set(index, failure(messages.parentNotInTenant, 'parentCode'));
      }
    }
    for (const [index, outcome] of await writeRows(db, FIRM_SPEC, tenantId, subRows)) {
      outcomes.set(index, outcome);
    }
    return outcomes;
  },
};

const STOCK_SPEC: UpsertSpec = {
  table: 'stock_items',
  key: 'code',
  columns: [
    { name: 'code', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'brand', type: 'text' },
    { name: 'group_name', type: 'text' },
    { name: 'unit', type: 'text' },
    { name: 'barcode', type: 'text' },
    { name: 'list_price', type: 'numeric' },
    { name: 'currency_code', type: 'text' },
    { name: 'vat_rate', type: 'numeric' },
    { name: 'is_active', type: 'boolean' },
    { name: 'warehouses', type: 'jsonb' },
  ],
  computed: {
    available: `(SELECT coalesce(sum((w->>'onHand')::numeric - (w->>'reserved')::numeric), 0)
                   FROM jsonb_array_elements(v.warehouses) AS w)`,
  },
};

export const stockWriter: EntityWriter<StockItem> = {
  entity: 'stocks',
  keyField: 'code',
  schema: StockItem,
  spec: STOCK_SPEC,
  write(db: Db, tenantId: string, items) {
    return writeRows(
      db,
      STOCK_SPEC,
      tenantId,
      items.map(({ index, key, item }) => ({
        index,
        key,
        item: {
          code: item.code,
          name: item.name,
          brand: item.brand,
          group_name: item.group,
          unit: item.unit,
          barcode: item.barcode,
          list_price: item.listPrice,
          currency_code: item.currencyCode,
          vat_rate: item.vatRate,
          is_active: item.isActive,
          warehouses: item.warehouses,
        },
      })),
    );
  },
};
