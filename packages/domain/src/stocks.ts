import { z } from 'zod';
import { answerOf } from './envelope.js';
import { divRoundHalfUp, formatAmount, HUNDRED_PERCENT, parseAmount, parseRate } from './money.js';
import { CurrencyCode } from './pay-without-login.js';
import { PageSize } from './payment-request.js';

/**
 * Stocks (`/stocks`, flag stocks, issue 14): the tenant's stock items with the list price, the signed-in firm's
 * price after the tenant's discount rule, and what is available per warehouse, exactly or as Var / Az / Yok.
 */

export const STOCK_AVAILABILITY_DISPLAYS = ['exact', 'bands'] as const;
export type StockAvailabilityDisplay = (typeof STOCK_AVAILABILITY_DISPLAYS)[number];
export const STOCK_BANDS = ['in_stock', 'low', 'out'] as const;
export type StockBand = (typeof STOCK_BANDS)[number];
export const STOCK_BAND_LABELS: Record<StockBand, string> = { in_stock: 'Var', low: 'Az', out: 'Yok' };
/** Where the firm's discount comes from: its own rule, its group's, or none (list price). */
export const STOCK_PRICE_SOURCES = ['firm', 'group', 'none'] as const;
export type StockPriceSource = (typeof STOCK_PRICE_SOURCES)[number];

/** The firm's price: list price less the discount percent, rounded half up to the kuruş. */
export function discountedPrice(listPrice: string, discountRate: string): string {
  const kurus = parseAmount(listPrice);
  const rate = parseRate(discountRate);
  if (kurus === null || rate === null || rate > HUNDRED_PERCENT) {
    throw new RangeError(`bad price ${listPrice} or rate ${discountRate}`);
  }
  return formatAmount(divRoundHalfUp(kurus * (HUNDRED_PERCENT - rate), HUNDRED_PERCENT));
}

/** A quantity as thousandths ("12.5" → 12500n, "-3" → -3000n); null when not a plain decimal. */
export function parseQuantity(text: string): bigint | null {
  const match = /^(-?)(\d{1,15})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const value = BigInt(match[2] ?? '0') * 1000n + BigInt((match[3] ?? '').padEnd(3, '0'));
  return match[1] === '-' ? -value : value;
}

/** "12.500" → "12.5": a quantity without trailing zeros. */
export function formatQuantity(thousandths: bigint): string {
  const negative = thousandths < 0n;
  const abs = negative ? -thousandths : thousandths;
  const fraction = (abs % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / 1000n}${fraction ? `.${fraction}` : ''}`;
}

/** Var above the threshold, Az from just above zero up to it, Yok at zero or below. */
export function stockBand(available: bigint, lowThreshold: bigint): StockBand {
  if (available <= 0n) {
    return 'out';
  }
  return available <= lowThreshold ? 'low' : 'in_stock';
}

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const filterText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())
    .optional();

// GET /Stock/List and /Stock/ListExcel
export const StockListFilter = z.strictObject({
  search: filterText(100).describe('Part of the code, name or barcode'),
  group: filterText(100).describe('The stock group, exactly'),
  brand: filterText(100).describe('The brand, exactly'),
  warehouse: filterText(50).describe(
    'A warehouse code: items kept there (with inStockOnly, available there)',
  ),
  inStockOnly: flag.describe('Only items with a quantity available'),
});
export type StockListFilter = z.output<typeof StockListFilter>;

export const StockListQuery = StockListFilter.extend({
  pageSize: PageSize.optional(),
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
});
export type StockListQuery = z.output<typeof StockListQuery>;

export const StockWarehouseAvailability = z.object({
  code: z.string(),
  name: z.string().nullable(),
  /** On hand less reserved; null when the tenant shows bands only. */
  quantity: z.string().nullable(),
  band: z.enum(STOCK_BANDS),
});
export type StockWarehouseAvailability = z.infer<typeof StockWarehouseAvailability>;

export const StockRow = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  group: z.string().nullable(),
  unit: z.string(),
  barcode: z.string().nullable(),
  listPrice: z.string(),
  firmPrice: z.string().describe("The signed-in firm's price: list price less its discount, before VAT"),
  vatRate: z.string().describe('VAT in percent'),
  currencyCode: CurrencyCode,
  /** Over all warehouses; null when the tenant shows bands only. */
  available: z.string().nullable(),
  band: z.enum(STOCK_BANDS),
  warehouses: z.array(StockWarehouseAvailability),
});
export type StockRow = z.infer<typeof StockRow>;

export const StockPricing = z.object({
  discountRate: z.string().describe("The firm's discount off the list price, in percent"),
  source: z.enum(STOCK_PRICE_SOURCES),
  availabilityDisplay: z.enum(STOCK_AVAILABILITY_DISPLAYS),
});
export type StockPricing = z.infer<typeof StockPricing>;

export const StockPage = z.object({
  items: z.array(StockRow),
  nextCursor: z.string().nullable(),
  total: z.number().int().describe('Matching items, counted up to 10,000'),
  pricing: StockPricing,
});
export type StockPage = z.infer<typeof StockPage>;
export const StockPageAnswer = answerOf(StockPage);

// GET /Stock/Filters
export const StockFilterOptions = z.object({
  groups: z.array(z.string()),
  brands: z.array(z.string()),
  warehouses: z.array(z.object({ code: z.string(), name: z.string().nullable() })),
});
export type StockFilterOptions = z.infer<typeof StockFilterOptions>;
export const StockFilterOptionsAnswer = answerOf(StockFilterOptions);
