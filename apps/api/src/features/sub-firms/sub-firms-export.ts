import type { SubFirmListFilter, SubFirmRow } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { writeXlsx } from '../../lib/xlsx.js';
import type { SessionAuth } from '../../types.js';
import { subFirmRows } from './sub-firms.service.js';

const COLUMNS = [
  { header: 'Bayi kodu', key: 'code', width: 12, kind: 'text' },
  { header: 'Bayi', key: 'name', width: 32, kind: 'text' },
  { header: 'Vergi / T.C. no', key: 'taxNumber', width: 14, kind: 'text' },
  { header: 'Şehir', key: 'city', width: 14, kind: 'text' },
  { header: 'Yetkili', key: 'contactName', width: 20, kind: 'text' },
  { header: 'E-posta', key: 'email', width: 26, kind: 'text' },
  { header: 'Telefon', key: 'phone', width: 16, kind: 'text' },
  { header: 'Risk limiti', key: 'riskLimit', width: 14, kind: 'money' },
  { header: 'Bakiye', key: 'balance', width: 14, kind: 'money' },
  { header: 'B/A', key: 'side', width: 5, kind: 'text' },
  { header: 'Vadesi geçen', key: 'overdue', width: 14, kind: 'money' },
  { header: 'Durum', key: 'status', width: 16, kind: 'text' },
  { header: 'Kaynak', key: 'source', width: 9, kind: 'text' },
  { header: 'Kullanıcı', key: 'userCount', width: 9, kind: 'integer' },
  { header: 'Son giriş', key: 'lastSignInAt', width: 18, kind: 'datetime' },
] as const;

const STATUS = {
  active: 'Aktif',
  portal: 'Pasif',
  erp: 'Pasif (ERP)',
} as const;

async function* cellsOf(rows: AsyncIterable<SubFirmRow>) {
  for await (const row of rows) {
    yield {
      ...row,
      status: STATUS[row.passiveReason ?? 'active'],
      source: row.source === 'erp' ? 'ERP' : 'Portal',
      lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
    };
  }
}

/** GET /SubFirm/ListExcel: the sub-firms the list shows for the same filters, in the same order. */
export function subFirmWorkbook(
  ctx: AppContext,
  auth: SessionAuth,
  filter: SubFirmListFilter,
): Promise<Buffer> {
  return writeXlsx({
    sheetName: 'Alt bayiler',
    columns: [...COLUMNS],
    rows: cellsOf(subFirmRows(ctx, auth, filter)),
  });
}
