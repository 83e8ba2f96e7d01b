import { CURRENCY_CODES, MOVEMENT_DOCUMENT_TYPES } from './codes.js';
import type { IntegrationEntity } from './integration-items.js';

/**
 * The columns of the administrator's XLSX/CSV import (issue 15, section 6): one column per field of the integration
 * API's item (its English name), with a Turkish title. A row is turned into the API's item here and then checked by
 * the API's own schema, so a file row and an ERP item meet the same rules and messages.
 */

/** How a cell is read: text as it is; a decimal with a dot (or a lone decimal comma); a day; a whole number; yes/no. */
export type ImportColumnKind = 'text' | 'decimal' | 'date' | 'integer' | 'boolean' | 'list';

export interface ImportColumn {
  /** The item's field ("dbs.bankCode" for a nested one). */
  key: string;
  /** The Turkish title of the template's header. */
  label: string;
  kind: ImportColumnKind;
  required?: boolean;
  /** The template's example row. */
  example: string;
}

const col = (
  key: string,
  label: string,
  kind: ImportColumnKind,
  example: string,
  required = false,
): ImportColumn => ({ key, label, kind, example, required });

const firmCode = col('firmCode', 'Cari kodu', 'text', '1001', true);
const currency = col('currencyCode', `Döviz (${CURRENCY_CODES.join('/')})`, 'text', 'TRY');
const externalId = col('externalId', 'Kayıt no', 'text', 'FT-2026-0001', true);

export const IMPORT_COLUMNS: Record<IntegrationEntity, readonly ImportColumn[]> = {
  firms: [
    col('code', 'Cari kodu', 'text', '1001', true),
    col('name', 'Ünvan', 'text', 'Örnek Ticaret A.Ş.', true),
    col('parentCode', 'Ana cari kodu', 'text', ''),
    col('taxNumber', 'Vergi / TC kimlik no', 'text', '1234567890'),
    col('taxOffice', 'Vergi dairesi', 'text', 'Kadıköy'),
    col('city', 'İl', 'text', 'İstanbul'),
    col('address', 'Adres', 'text', 'Bağdat Cad. No: 1'),
    col('contactName', 'Yetkili', 'text', 'Ayşe Yılmaz'),
    col('email', 'E-posta', 'text', 'muhasebe@ornek.com.tr'),
    col('phone', 'Telefon', 'text', '0216 555 00 00'),
    col('riskLimit', 'Risk limiti', 'decimal', '250000.00'),
    col('groupCode', 'Grup kodu', 'text', 'A'),
    col('dbsLimits', 'DBS limitleri (BANKA:limit | …)', 'list', '0046:100000.00'),
    col('isActive', 'Aktif (Evet/Hayır)', 'boolean', 'Evet'),
  ],
  movements: [
    externalId,
    firmCode,
    col('date', 'Tarih', 'date', '2026-01-15', true),
    col('dueDate', 'Vade', 'date', '2026-02-15'),
    col('documentType', `Belge türü (${MOVEMENT_DOCUMENT_TYPES.join(', ')})`, 'text', 'invoice', true),
    col('documentNo', 'Belge no', 'text', 'FT2026000001'),
    col('description', 'Açıklama', 'text', 'Ocak faturası'),
    col('debit', 'Borç', 'decimal', '1250.50'),
    col('credit', 'Alacak', 'decimal', '0'),
    currency,
    col('fxAmount', 'Döviz tutarı', 'decimal', ''),
    col('fxRate', 'Kur', 'decimal', ''),
    col('collectionId', 'Tahsilat no', 'text', ''),
  ],
  'due-items': [
    externalId,
    firmCode,
    col('documentNo', 'Belge no', 'text', 'FT2026000001'),
    col('documentDate', 'Belge tarihi', 'date', '2026-01-15'),
    col('dueDate', 'Vade', 'date', '2026-02-15', true),
    col('installmentNo', 'Taksit no', 'integer', '1'),
    col('installmentCount', 'Taksit sayısı', 'integer', '3'),
    col('amount', 'Tutar', 'decimal', '1000.00', true),
    col('paidAmount', 'Ödenen', 'decimal', '0'),
    currency,
    col('description', 'Açıklama', 'text', '1. taksit'),
  ],
  invoices: [
    externalId,
    firmCode,
    col('invoiceNo', 'Fatura no', 'text', 'FT2026000001', true),
    col('invoiceDate', 'Fatura tarihi', 'date', '2026-01-15', true),
    col('dueDate', 'Vade', 'date', '2026-03-15', true),
    col('amount', 'Tutar', 'decimal', '12000.00', true),
    col('paidAmount', 'Ödenen', 'decimal', '0'),
    currency,
    col('discountable', 'İskontoya açık (Evet/Hayır)', 'boolean', 'Hayır'),
    col('description', 'Açıklama', 'text', ''),
    col('dbs.bankCode', 'DBS banka kodu', 'text', ''),
    col('dbs.status', 'DBS durumu (0–7)', 'integer', ''),
    col('dbs.guaranteedAmount', 'DBS teminatlı tutar', 'decimal', ''),
    col('dbs.collectionDate', 'DBS tahsil tarihi', 'date', ''),
  ],
  stocks: [
    col('code', 'Stok kodu', 'text', 'STK-001', true),
    col('name', 'Stok adı', 'text', 'Vida M8', true),
    col('brand', 'Marka', 'text', 'Örnek'),
    col('group', 'Grup', 'text', 'Bağlantı'),
    col('unit', 'Birim', 'text', 'Adet'),
    col('barcode', 'Barkod', 'text', '8690000000001'),
    col('listPrice', 'Liste fiyatı', 'decimal', '12.50', true),
    currency,
    col('vatRate', 'KDV oranı', 'decimal', '20'),
    col('isActive', 'Aktif (Evet/Hayır)', 'boolean', 'Evet'),
    col('warehouses', 'Depolar (KOD:eldeki:rezerve | …)', 'list', 'MERKEZ:120:5 | ANKARA:30'),
  ],
};

/** The template's header of a column: the Turkish title with the field's name, e.g. "Borç (debit)". */
export const importHeaderOf = (column: ImportColumn) => `${column.label} [${column.key}]`;

const squash = (text: string) => text.toLocaleLowerCase('tr').replace(/\s+/g, ' ').trim();

/** The column a header names: by the field name in brackets, the field name alone, or the Turkish title. */
export function importColumnOf(entity: IntegrationEntity, header: string): ImportColumn | null {
  const named = /\[([^\]]+)\]\s*$/.exec(header)?.[1]?.trim();
  const wanted = squash(named ?? header);
  return (
    IMPORT_COLUMNS[entity].find(
      (column) => squash(column.key) === wanted || (!named && squash(column.label) === wanted),
    ) ?? null
  );
}

/** The column a field message belongs to ("warehouses.0.onHand" → warehouses), for the results table. */
export function importColumnOfField(entity: IntegrationEntity, field: string): ImportColumn | null {
  return (
    IMPORT_COLUMNS[entity].find((column) => field === column.key || field.startsWith(`${column.key}.`)) ??
    null
  );
}

const YES = new Set(['evet', 'e', 'true', '1', 'yes', 'x', 'doğru']);
const NO = new Set(['hayır', 'h', 'false', '0', 'no', 'yanlış']);
const TR_DAY = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;

/** A cell's text as the item's value; what cannot be read is passed on as text for the schema to refuse. */
function cellValueOf(kind: ImportColumnKind, text: string): unknown {
  switch (kind) {
    case 'decimal':
      // "1250,50" is a Turkish decimal comma; "1.250,50" is not guessed at and is refused by the schema.
      return /^\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
    case 'date': {
      const day = TR_DAY.exec(text);
      return day ? `${day[3]}-${day[2]?.padStart(2, '0')}-${day[1]?.padStart(2, '0')}` : text;
    }
    case 'integer':
      return /^-?\d{1,9}$/.test(text) ? Number(text) : text;
    case 'boolean': {
      const word = text.toLocaleLowerCase('tr');
      return YES.has(word) ? true : NO.has(word) ? false : text;
    }
    default:
      return text;
  }
}

/**
 * "0046:1000 | 0062:500" → [{ bankCode, limit }], "MERKEZ:120:5 | ANKARA:30" → [{ code, onHand, reserved }]: the
 * list separator is neither CSV separator (';' or ','), so a list cell needs no quotes.
 */
function listOf(key: string, text: string): unknown[] {
  const parts = text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(':').map((piece) => piece.trim()));
  if (key === 'dbsLimits') {
    return parts.map(([bankCode, limit]) => ({ bankCode, limit: cellValueOf('decimal', limit ?? '') }));
  }
  return parts.map(([code, onHand, reserved]) => ({
    code,
    onHand: cellValueOf('decimal', onHand ?? ''),
    ...(reserved ? { reserved: cellValueOf('decimal', reserved) } : {}),
  }));
}

/**
 * One file row (field → cell text, blank cells left out) as the integration API's item: "dbs.bankCode" nests,
 * lists are split, yes/no and numbers are read. The result goes through the API's own schema.
 */
export function importItemOf(entity: IntegrationEntity, cells: ReadonlyMap<string, string>): unknown {
  const item: Record<string, unknown> = {};
  for (const column of IMPORT_COLUMNS[entity]) {
    const text = cells.get(column.key)?.trim();
    if (!text) {
      continue;
    }
    const value = column.kind === 'list' ? listOf(column.key, text) : cellValueOf(column.kind, text);
    const [outer, inner] = column.key.split('.') as [string, string | undefined];
    if (inner) {
      const nested = (item[outer] ?? {}) as Record<string, unknown>;
      nested[inner] = value;
      item[outer] = nested;
    } else {
      item[outer] = value;
    }
  }
  return item;
}
