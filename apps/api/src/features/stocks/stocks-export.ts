import { STOCK_BAND_LABELS, type StockListFilter, type StockRow } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { writeXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx.js';
import type { SessionAuth } from '../../types.js';
import { stockFilterOptions, stockRows } from './stocks.service.js';

const COLUMNS: XlsxColumn[] = [
  { header: 'Stok kodu', key: 'code', width: 14, kind: 'text' },
  { header: 'Stok adı', key: 'name', width: 40, kind: 'text' },
  { header: 'Marka', key: 'brand', width: 14, kind: 'text' },
  { header: 'Grup', key: 'group', width: 18, kind: 'text' },
  { header: 'Birim', key: 'unit', width: 8, kind: 'text' },
  { header: 'Barkod', key: 'barcode', width: 16, kind: 'text' },
  { header: 'Liste fiyatı', key: 'listPrice', width: 14, kind: 'money' },
  { header: 'Size özel fiyat', key: 'firmPrice', width: 14, kind: 'money' },
  { header: 'KDV %', key: 'vatRate', width: 7, kind: 'text' },
  { header: 'Para birimi', key: 'currencyCode', width: 10, kind: 'text' },
  { header: 'Mevcut (toplam)', key: 'available', width: 14, kind: 'text' },
];

/** A quantity, or its band (Var / Az / Yok) when the tenant shows bands. */
const shown = (place: { quantity: string | null; band: StockRow['band'] }) =>
  place.quantity ?? STOCK_BAND_LABELS[place.band];

async function* rowsOf(rows: AsyncIterable<StockRow>): AsyncGenerator<XlsxRow> {
  for await (const row of rows) {
    const cells: XlsxRow = {
      code: row.code,
      name: row.name,
      brand: row.brand,
      group: row.group,
      unit: row.unit,
      barcode: row.barcode,
      listPrice: row.listPrice,
      firmPrice: row.firmPrice,
      vatRate: row.vatRate,
      currencyCode: row.currencyCode,
      available: shown({ quantity: row.available, band: row.band }),
    };
    for (const warehouse of row.warehouses) {
      cells[`warehouse:${warehouse.code}`] = shown(warehouse);
    }
    yield cells;
  }
}

/** GET /Stock/ListExcel: the price list of the filtered items, one availability column per warehouse. */
export async function stockWorkbook(
  ctx: AppContext,
  auth: SessionAuth,
  filter: StockListFilter,
): Promise<Buffer> {
  const { warehouses } = await stockFilterOptions(ctx, auth);
  return writeXlsx({
    sheetName: 'Fiyat listesi',
    columns: [
      ...COLUMNS,
      ...warehouses.map((warehouse) => ({
        header: warehouse.name ?? warehouse.code,
        key: `warehouse:${warehouse.code}`,
        width: 16,
        kind: 'text' as const,
      })),
    ],
    rows: rowsOf(stockRows(ctx, auth, filter)),
  });
}
