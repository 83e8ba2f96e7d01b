import {
  discountedPrice,
  formatQuantity,
  messages,
  parseQuantity,
  type StockFilterOptions,
  type StockListFilter,
  type StockListQuery,
  type StockPage,
  type StockPricing,
  type StockRow,
  stockBand,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import type { StockWarehouseRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { SessionAuth } from '../../types.js';
import {
  countStocks,
  findStockSettings,
  readStockFilterOptions,
  readStocks,
  type StockDbRow,
} from './stocks.repository.js';

export const DEFAULT_STOCK_PAGE_SIZE = 20;
/** How long a list's count is reused, as the link list's: counting thousands of matches costs more than the page. */
export const STOCK_COUNT_TTL_MS = 10_000;

const countCaches = new WeakMap<AppContext, TtlCache<string, number>>();

/** The capped count of a filter, read at most once per STOCK_COUNT_TTL_MS per app, tenant and filter. */
export function cachedStockCount(
  ctx: AppContext,
  tenantId: string,
  filter: StockListFilter,
): Promise<number> {
  let cache = countCaches.get(ctx);
  if (!cache) {
    cache = new TtlCache<string, number>(STOCK_COUNT_TTL_MS);
    countCaches.set(ctx, cache);
  }
  return cache.getOrLoad(JSON.stringify([tenantId, filter]), () => countStocks(ctx.db, tenantId, filter));
}

interface StockView extends StockPricing {
  /** "Az" up to this many available, in thousandths. */
  lowThreshold: bigint;
}

/** The signed-in firm's discount and the tenant's availability display. */
export async function stockView(ctx: AppContext, auth: SessionAuth): Promise<StockView> {
  const settings = await findStockSettings(ctx.db, auth.tenantId, auth.firmId);
  if (!settings) {
    throw AppError.notFound();
  }
  return {
    discountRate:
      settings.discountRate === null ? '0' : formatQuantity(parseQuantity(settings.discountRate) ?? 0n),
    source: settings.isFirmRule === null ? 'none' : settings.isFirmRule ? 'firm' : 'group',
    availabilityDisplay: settings.display,
    lowThreshold: parseQuantity(settings.lowThreshold) ?? 0n,
  };
}

function availability(view: StockView, quantity: bigint) {
  return {
    // With bands the exact figure never leaves the server.
    quantity: view.availabilityDisplay === 'exact' ? formatQuantity(quantity) : null,
    band: stockBand(quantity, view.lowThreshold),
  };
}

function warehouseAvailable(warehouse: StockWarehouseRow): bigint {
  return (parseQuantity(warehouse.onHand) ?? 0n) - (parseQuantity(warehouse.reserved) ?? 0n);
}

export function presentStock(row: StockDbRow, view: StockView): StockRow {
  const total = availability(view, parseQuantity(row.available) ?? 0n);
  return {
    code: row.code,
    name: row.name,
    brand: row.brand,
    group: row.groupName,
    unit: row.unit,
    barcode: row.barcode,
    listPrice: row.listPrice,
    firmPrice: discountedPrice(row.listPrice, view.discountRate),
    vatRate: formatQuantity(parseQuantity(row.vatRate) ?? 0n),
    currencyCode: row.currencyCode,
    available: total.quantity,
    band: total.band,
    warehouses: row.warehouses.map((warehouse) => ({
      code: warehouse.code,
      name: warehouse.name,
      ...availability(view, warehouseAvailable(warehouse)),
    })),
  };
}

/** The cursor is the last code of the page (codes are unique within a tenant). */
const encodeCode = (code: string) => Buffer.from(code, 'utf8').toString('base64url');
function decodeCode(cursor: string): string {
  const code = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!code || encodeCode(code) !== cursor) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  return code;
}

/**
 * A page of the tenant's stock items with the firm's prices. A first page with room left holds every match, so its
 * length is the count; otherwise the capped count follows (cached for STOCK_COUNT_TTL_MS).
 */
export async function stockPage(
  ctx: AppContext,
  auth: SessionAuth,
  query: StockListQuery,
): Promise<StockPage> {
  const { cursor, pageSize: size, ...filter } = query;
  const pageSize = size ?? DEFAULT_STOCK_PAGE_SIZE;
  const after = cursor ? decodeCode(cursor) : null;
  const [view, rows] = await Promise.all([
    stockView(ctx, auth),
    readStocks(ctx.db, auth.tenantId, filter, after, pageSize + 1),
  ]);
  const more = rows.length > pageSize;
  const page = more ? rows.slice(0, pageSize) : rows;
  const total = !after && !more ? page.length : await cachedStockCount(ctx, auth.tenantId, filter);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentStock(row, view)),
    nextCursor: more && last ? encodeCode(last.code) : null,
    total,
    pricing: {
      discountRate: view.discountRate,
      source: view.source,
      availabilityDisplay: view.availabilityDisplay,
    },
  };
}

/** Every matching item in code order, in batches (the price list). */
export async function* stockRows(
  ctx: AppContext,
  auth: SessionAuth,
  filter: StockListFilter,
  batchSize = 1000,
): AsyncGenerator<StockRow> {
  const view = await stockView(ctx, auth);
  let after: string | null = null;
  for (;;) {
    const rows = await readStocks(ctx.db, auth.tenantId, filter, after, batchSize);
    for (const row of rows) {
      yield presentStock(row, view);
    }
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) {
      return;
    }
    after = last.code;
  }
}

export function stockFilterOptions(ctx: AppContext, auth: SessionAuth): Promise<StockFilterOptions> {
  return readStockFilterOptions(ctx.db, auth.tenantId);
}
