import { AUDIT_EXPORT_CAP, type AuditLogFilter, type AuditLogRow, messages } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { writeXlsx, type XlsxRow } from '../../lib/xlsx.js';
import type { AdminAuth } from '../../types.js';
import { hasMoreThan } from './audit.repository.js';
import { auditLogRows, filterDetails, recordLogRead } from './audit.service.js';

// The time is text with its seconds: an audit trail needs them, and the sheet's date cells stop at minutes.
const COLUMNS = [
  { header: 'Tarih (İstanbul)', key: 'occurredAt', width: 20, kind: 'text' },
  { header: 'Olay', key: 'event', width: 26, kind: 'text' },
  { header: 'Sonuç', key: 'outcome', width: 10, kind: 'text' },
  { header: 'Kullanıcı', key: 'userName', width: 22, kind: 'text' },
  { header: 'E-posta', key: 'userEmail', width: 28, kind: 'text' },
  { header: 'IP adresi', key: 'ip', width: 16, kind: 'text' },
  { header: 'Nesne türü', key: 'objectType', width: 16, kind: 'text' },
  { header: 'Nesne no', key: 'objectId', width: 38, kind: 'text' },
  { header: 'Ayrıntılar', key: 'details', width: 60, kind: 'text' },
  { header: 'Kayıt no', key: 'id', width: 12, kind: 'text' },
] as const;

const OUTCOME = { success: 'Başarılı', failure: 'Başarısız' } as const;

/** Türkiye keeps UTC+3 all year (packages/domain's calendar assumes the same). */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const two = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY HH:mm:ss, Istanbul wall time. */
export function istanbulSeconds(iso: string): string {
  const t = new Date(Date.parse(iso) + ISTANBUL_OFFSET_MS);
  const day = `${two(t.getUTCDate())}.${two(t.getUTCMonth() + 1)}.${t.getUTCFullYear()}`;
  return `${day} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}

function cellsOf(row: AuditLogRow): XlsxRow {
  return {
    ...row,
    occurredAt: istanbulSeconds(row.occurredAt),
    outcome: OUTCOME[row.outcome],
    details: row.details ? JSON.stringify(row.details) : null,
  };
}

async function* sheetRows(rows: AsyncIterable<AuditLogRow>, capped: boolean, counter: { rows: number }) {
  if (capped) {
    // The cap is said right under the titles, before any entry, so nobody takes the file for the whole log.
    yield { occurredAt: messages.auditLogExportCapped };
  }
  for await (const row of rows) {
    counter.rows += 1;
    yield cellsOf(row);
  }
}

/** GET /admin/AuditLog/Excel: the entries the list shows for the same filters, newest first, at most the cap. */
export async function auditLogWorkbook(
  ctx: AppContext,
  admin: AdminAuth,
  filter: AuditLogFilter,
  client: ClientInfo,
): Promise<Buffer> {
  const capped = await hasMoreThan(ctx.db, admin.tenantId, filter, AUDIT_EXPORT_CAP);
  const counter = { rows: 0 };
  const file = await writeXlsx({
    sheetName: 'Denetim kaydı',
    columns: [...COLUMNS],
    rows: sheetRows(auditLogRows(ctx, admin, filter, AUDIT_EXPORT_CAP), capped, counter),
  });
  await recordLogRead(ctx, admin, client, 'audit-log.export', {
    ...filterDetails(filter),
    rows: counter.rows,
    capped,
  });
  return file;
}
