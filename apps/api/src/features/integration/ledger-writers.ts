import { DueItem, InvoiceItem, MovementItem, messages } from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { findCollectionFirms, findFirmsByCode } from './references.js';
import type { UpsertRow, UpsertSpec } from './upsert.js';
import { type EntityWriter, failure, type Indexed, type Outcomes, writeRows } from './writer.js';

/** Movements, due items and invoices: rows of a firm's ledger, each naming its firm by code. */

/** Resolves each item's firm and writes the rows; an unknown firm fails its item. */
async function writeLedger<T extends { firmCode: string }>(
  db: Db,
  spec: UpsertSpec,
  tenantId: string,
  items: Indexed<T>[],
  toRow: (item: T, firmId: string) => UpsertRow,
): Promise<Outcomes> {
  const found = await findFirmsByCode(
    db,
    tenantId,
    items.map(({ item }) => item.firmCode),
  );
  const rows: Indexed<UpsertRow>[] = [];
  const outcomes: Outcomes = new Map();
  for (const { index, key, item } of items) {
    const firm = found.get(item.firmCode);
    if (firm) {
      rows.push({ index, key, item: toRow(item, firm.id) });
    } else {
      outcomes.set(index, failure(messages.firmNotInTenant, 'firmCode'));
    }
  }
  for (const [index, outcome] of await writeRows(db, spec, tenantId, rows)) {
    outcomes.set(index, outcome);
  }
  return outcomes;
}

const MOVEMENT_SPEC: UpsertSpec = {
  table: 'account_movements',
  key: 'external_id',
  columns: [
    { name: 'external_id', type: 'text' },
    { name: 'firm_id', type: 'uuid' },
    { name: 'movement_date', type: 'date' },
    { name: 'due_date', type: 'date' },
    { name: 'document_type', type: 'text' },
    { name: 'document_no', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'debit', type: 'numeric' },
    { name: 'credit', type: 'numeric' },
    { name: 'currency_code', type: 'text' },
    { name: 'fx_amount', type: 'numeric' },
    { name: 'fx_rate', type: 'numeric' },
    { name: 'collection_id', type: 'uuid' },
  ],
};

export const movementWriter: EntityWriter<MovementItem> = {
  entity: 'movements',
  keyField: 'externalId',
  schema: MovementItem,
  spec: MOVEMENT_SPEC,
  async write(db, tenantId, items) {
    // A movement may only name a collection of this tenant, paid for its own firm (when the payer named one).
    const collections = await findCollectionFirms(
      db,
      tenantId,
      items.flatMap(({ item }) => (item.collectionId ? [item.collectionId] : [])),
    );
    const refusal = (item: MovementItem): string | null => {
      if (!item.collectionId) {
        return null;
      }
      if (!collections.has(item.collectionId)) {
        return messages.collectionNotFound;
      }
      const firmCode = collections.get(item.collectionId);
      return firmCode && firmCode !== item.firmCode ? messages.collectionOtherFirm : null;
    };
    const known = items.filter(({ item }) => refusal(item) === null);
    const outcomes = await writeLedger(db, MOVEMENT_SPEC, tenantId, known, (item, firmId) => ({
      external_id: item.externalId,
      firm_id: firmId,
      movement_date: item.date,
      due_date: item.dueDate,
      document_type: item.documentType,
      document_no: item.documentNo,
      description: item.description,
      debit: item.debit,
      credit: item.credit,
      currency_code: item.currencyCode,
      fx_amount: item.fxAmount,
      fx_rate: item.fxRate,
      collection_id: item.collectionId,
    }));
    for (const { index, item } of items) {
      const message = refusal(item);
      if (message) {
        outcomes.set(index, failure(message, 'collectionId'));
      }
    }
    return outcomes;
  },
};

const DUE_ITEM_SPEC: UpsertSpec = {
  table: 'due_items',
  key: 'external_id',
  columns: [
    { name: 'external_id', type: 'text' },
    { name: 'firm_id', type: 'uuid' },
    { name: 'document_no', type: 'text' },
    { name: 'document_date', type: 'date' },
    { name: 'due_date', type: 'date' },
    { name: 'installment_no', type: 'smallint' },
    { name: 'installment_count', type: 'smallint' },
    { name: 'amount', type: 'numeric' },
    { name: 'paid_amount', type: 'numeric' },
    { name: 'currency_code', type: 'text' },
    { name: 'description', type: 'text' },
  ],
};

export const dueItemWriter: EntityWriter<DueItem> = {
  entity: 'due-items',
  keyField: 'externalId',
  schema: DueItem,
  spec: DUE_ITEM_SPEC,
  async write(db, tenantId, items) {
    return writeLedger(db, DUE_ITEM_SPEC, tenantId, items, (item, firmId) => ({
      external_id: item.externalId,
      firm_id: firmId,
      document_no: item.documentNo,
      document_date: item.documentDate,
      due_date: item.dueDate,
      installment_no: item.installmentNo,
      installment_count: item.installmentCount,
      amount: item.amount,
      paid_amount: item.paidAmount,
      currency_code: item.currencyCode,
      description: item.description,
    }));
  },
};

const INVOICE_SPEC: UpsertSpec = {
  table: 'invoices',
  key: 'external_id',
  columns: [
    { name: 'external_id', type: 'text' },
    { name: 'firm_id', type: 'uuid' },
    { name: 'invoice_no', type: 'text' },
    { name: 'invoice_date', type: 'date' },
    { name: 'due_date', type: 'date' },
    { name: 'amount', type: 'numeric' },
    { name: 'paid_amount', type: 'numeric' },
    { name: 'currency_code', type: 'text' },
    { name: 'discountable', type: 'boolean' },
    { name: 'description', type: 'text' },
    { name: 'dbs_bank_code', type: 'text' },
    { name: 'dbs_status', type: 'smallint' },
    { name: 'dbs_guaranteed_amount', type: 'numeric' },
    { name: 'dbs_collection_date', type: 'date' },
  ],
};

export const invoiceWriter: EntityWriter<InvoiceItem> = {
  entity: 'invoices',
  keyField: 'externalId',
  schema: InvoiceItem,
  spec: INVOICE_SPEC,
  async write(db, tenantId, items) {
    return writeLedger(db, INVOICE_SPEC, tenantId, items, (item, firmId) => ({
      external_id: item.externalId,
      firm_id: firmId,
      invoice_no: item.invoiceNo,
      invoice_date: item.invoiceDate,
      due_date: item.dueDate,
      amount: item.amount,
      paid_amount: item.paidAmount,
      currency_code: item.currencyCode,
      discountable: item.discountable,
      description: item.description,
      dbs_bank_code: item.dbs?.bankCode ?? null,
      dbs_status: item.dbs?.status ?? null,
      dbs_guaranteed_amount: item.dbs?.guaranteedAmount ?? null,
      dbs_collection_date: item.dbs?.collectionDate ?? null,
    }));
  },
};
