import {
  AUDIT_EVENTS,
  AUDIT_EXPORT_CAP,
  type AuditLogFilters,
  type AuditLogPage,
  type AuditLogRow,
  type LoginData,
  messages,
} from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { queryRows } from '../../db/query.js';
import { auditLog, users } from '../../db/schema.js';
import { readXlsxRows } from '../../lib/xlsx.js';
import { auditPageQuery } from './audit.repository.js';
import { encodeAuditCursor } from './audit.service.js';
import { istanbulSeconds } from './audit-export.js';

/** The tenant administrator's audit log (issue 15): own tenant only, filters, keyset paging, Excel. */

let t: TestApp;
let admin: LoginData;
let demo: LoginData;
let tenantA: string;
let tenantB: string;
let demoId: string;
let strangerId: string;
let bEntryId: number;

const TIE = '2025-03-05T09:00:00.123456Z';
const get = (url: string, token: string | null = admin.token) =>
  request(t.app, { method: 'GET', url: `/api/admin/AuditLog${url}`, ...(token ? { token } : {}) });
const pageOf = async (query: string) => {
  const response = await get(`?${query}`);
  expect(response.statusCode).toBe(200);
  return answerOf<AuditLogPage>(response).data;
};
const idsOf = (rows: AuditLogRow[]) => rows.map((row) => row.objectId);

/** Every entry of a filter, page by page. */
async function walk(query: string, limit: number): Promise<AuditLogRow[]> {
  const rows: AuditLogRow[] = [];
  let cursor = '';
  for (let pages = 0; pages < 500; pages += 1) {
    const page = await pageOf(`${query}&limit=${limit}${cursor}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    rows.push(...page.items);
    if (!page.nextCursor) {
      return rows;
    }
    cursor = `&cursor=${page.nextCursor}`;
  }
  throw new Error('paging never ended');
}

const entry = (tenantId: string, objectId: string, occurredAt: string, extra: object = {}) => ({
  tenantId,
  event: 'payment-link.create' as const,
  outcome: 'success' as const,
  objectType: 'test',
  objectId,
  occurredAt: new Date(occurredAt),
  ip: '198.51.100.10',
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, DEMO.tenantAdmin.email);
  demo = await login(t.app);
  tenantA = admin.tenantId;
  tenantB = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid)).id;
  const [demoUser] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.firmUser.email));
  demoId = demoUser?.id ?? '';
  const [stranger] = await t.ctx.db
    .insert(users)
    .values({ email: 'b-only@orneksanayi.test', name: 'Yalnız B' })
    .returning();
  strangerId = stranger?.id ?? '';
  await t.ctx.db.insert(auditLog).values([
    // Istanbul's 10 March 2025 runs from 9 March 21:00 to 10 March 21:00 UTC.
    entry(tenantA, 'day-9-last', '2025-03-09T20:59:59.999Z'),
    entry(tenantA, 'day-10-first', '2025-03-09T21:00:00.000Z', { userId: demoId }),
    entry(tenantA, 'day-10-last', '2025-03-10T20:59:59.999Z', { outcome: 'failure', event: 'login' }),
    entry(tenantA, 'day-11-first', '2025-03-10T21:00:00.000Z', { ip: '203.0.113.77' }),
    ...Array.from({ length: 7 }, (_, i) => entry(tenantA, `tie-${i}`, TIE, { details: { n: i } })),
    entry(tenantB, 'B-SECRET-1', TIE, { userId: strangerId, ip: '203.0.113.77' }),
    entry(tenantB, 'B-SECRET-2', '2025-03-10T10:00:00Z', { userId: demoId }),
  ]);
  const [bEntry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, 'B-SECRET-1'));
  bEntryId = bEntry?.id ?? 0;
});
afterAll(async () => t.close());

describe('who reads the audit log', () => {
  it("is the tenant's administrator only; each read is itself logged", async () => {
    expect((await get('', demo.token)).statusCode).toBe(403);
    expect((await get('/Filters', demo.token)).statusCode).toBe(403);
    expect((await get('/Excel', demo.token)).statusCode).toBe(403);
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('/Excel', null)).statusCode).toBe(401);
    await pageOf('event=login&limit=5');
    const reads = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'audit-log.read'), eq(auditLog.tenantId, tenantA)));
    expect(reads.at(-1)).toMatchObject({ outcome: 'success', objectType: 'audit_log' });
    expect(reads.at(-1)?.details).toMatchObject({ event: 'login', rows: expect.any(Number) });
  });

  it("never shows another tenant's entries, however asked", async () => {
    const all = await walk('outcome=success', 100);
    expect(all.length).toBeGreaterThan(11);
    expect(idsOf(all).filter((id) => id?.startsWith('B-'))).toEqual([]);
    expect((await pageOf(`userId=${strangerId}`)).items).toEqual([]);
    expect((await pageOf('search=B-SECRET')).items).toEqual([]);
    expect(idsOf((await pageOf('search=203.0.113.77')).items)).toEqual(['day-11-first']);
    // A cursor made from B's entry only positions the read; the rows are still A's.
    const after = await pageOf(`cursor=${encodeAuditCursor({ occurredAt: TIE, id: bEntryId + 1 })}`);
    expect(idsOf(after.items).every((id) => !id?.startsWith('B-'))).toBe(true);
    const demoRows = await walk(`userId=${demoId}`, 100);
    expect(idsOf(demoRows)).toContain('day-10-first');
    expect(idsOf(demoRows)).not.toContain('B-SECRET-2');
    const filters = answerOf<AuditLogFilters>(await get('/Filters')).data;
    expect(filters.users.map((u) => u.email)).toEqual(
      expect.arrayContaining([DEMO.firmUser.email, DEMO.tenantAdmin.email]),
    );
    expect(filters.users.map((u) => u.id)).not.toContain(strangerId);
    expect(filters.events).toEqual([...AUDIT_EVENTS]);
    expect(filters.events).toContain('tenant.settings.update');
  });
});

describe('filters and paging', () => {
  it('filter by user, event, outcome, Istanbul day and search', async () => {
    const day = await pageOf('from=2025-03-10&to=2025-03-10');
    expect(idsOf(day.items)).toEqual(['day-10-last', 'day-10-first']);
    expect(day.items[0]).toMatchObject({ event: 'login', outcome: 'failure', userId: null, userName: null });
    expect(day.items[1]).toMatchObject({
      userId: demoId,
      userEmail: DEMO.firmUser.email,
      userName: DEMO.firmUser.name,
      occurredAt: '2025-03-09T21:00:00.000Z',
    });
    expect(idsOf((await pageOf('to=2025-03-09&search=day-')).items)).toEqual(['day-9-last']);
    expect(idsOf((await pageOf('from=2025-03-11&to=2025-03-11')).items)).toEqual(['day-11-first']);
    expect(idsOf((await pageOf(`userId=${demoId}&from=2025-03-01&to=2025-03-31`)).items)).toEqual([
      'day-10-first',
    ]);
    const failures = await pageOf('event=login&outcome=failure&from=2025-03-01&to=2025-03-31');
    expect(idsOf(failures.items)).toEqual(['day-10-last']);
    expect((await pageOf('search=tie-3')).items[0]).toMatchObject({ details: { n: 3 }, ip: '198.51.100.10' });
  });

  it('returns every entry exactly once across pages, entries of one instant included', async () => {
    const ties = await walk('search=tie-', 3);
    expect(ties).toHaveLength(7);
    expect(new Set(ties.map((row) => row.id)).size).toBe(7);
    expect(ties.map((row) => Number(row.id))).toEqual(
      ties.map((row) => Number(row.id)).sort((a, b) => b - a),
    );
    const march = and(
      eq(auditLog.tenantId, tenantA),
      sql`${auditLog.occurredAt} >= '2025-03-01T00:00:00+03:00' AND ${auditLog.occurredAt} < '2025-04-01T00:00:00+03:00'`,
    );
    const stored = await t.ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(march)
      .orderBy(sql`${auditLog.occurredAt} DESC, ${auditLog.id} DESC`);
    const walked = await walk('from=2025-03-01&to=2025-03-31', 2);
    expect(walked.map((row) => Number(row.id))).toEqual(stored.map((row) => row.id));
  });

  it('refuses bad input with the catalogue’s 406 list', async () => {
    const cases: [string, string][] = [
      ['from=2025-03-11&to=2025-03-10', messages.dateRangeInvalid],
      ['userId=not-a-uuid', messages.auditLogUserInvalid],
      ['limit=0', messages.auditLogLimitInvalid],
      ['limit=101', messages.auditLogLimitInvalid],
      ['event=card.read', messages.auditLogEventInvalid],
      ['from=2025-02-30', messages.dateInvalid],
      ['cursor=bm90IGEgY3Vyc29y', messages.cursorInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await get(`?${query}`);
      expect(response.statusCode, query).toBe(406);
      expect(answerOf(response)).toEqual({ success: false, message, data: [message] });
    }
    expect((await get(`?tenantId=${tenantB}`)).statusCode).toBe(406);
    expect((await get('/Excel?from=2025-03-11&to=2025-03-10')).statusCode).toBe(406);
  });
});

describe('the Excel file', () => {
  const cellsOf = (row: AuditLogRow) => [
    istanbulSeconds(row.occurredAt),
    row.event,
    row.outcome === 'success' ? 'Başarılı' : 'Başarısız',
    row.userName ?? '',
    row.userEmail ?? '',
    row.ip ?? '',
    row.objectType ?? '',
    row.objectId ?? '',
    row.details ? JSON.stringify(row.details) : '',
    row.id,
  ];

  it('holds the rows the list shows for the same filters, times in Istanbul', async () => {
    const filter = 'from=2025-03-01&to=2025-03-31';
    const json = await walk(filter, 100);
    const response = await get(`/Excel?${filter}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const [header, ...rows] = await readXlsxRows(response.rawPayload);
    expect(header?.[0]).toBe('Tarih (İstanbul)');
    expect(rows).toEqual(json.map(cellsOf));
    expect(rows.find((row) => row[7] === 'day-10-first')?.[0]).toBe('10.03.2025 00:00:00');
  });

  it(`stops at ${AUDIT_EXPORT_CAP} entries and says so; the first page reads the tenant index`, async () => {
    await t.ctx.db.execute(sql`INSERT INTO audit_log (tenant_id, event, outcome, occurred_at, object_id)
      SELECT t.id, 'integration.call', 'success', '2024-01-01T06:00:00Z'::timestamptz + n * interval '1 ms', 'bulk'
      FROM generate_series(1, ${AUDIT_EXPORT_CAP + 1}) n, (VALUES (${tenantA}::uuid), (${tenantB}::uuid)) t(id)`);
    const response = await get('/Excel?from=2024-01-01&to=2024-01-01');
    // Read with exceljs itself: readXlsxRows recounts the columns per row, too slow for 10,000 rows.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const text = (row: number, column: number) => String(sheet?.getRow(row).getCell(column).value ?? '');
    expect(sheet?.rowCount).toBe(1 + 1 + AUDIT_EXPORT_CAP);
    expect(text(2, 1)).toBe(messages.auditLogExportCapped);
    expect([text(3, 1), text(3, 2)]).toEqual(['01.01.2024 09:00:10', 'integration.call']);
    expect(text(2 + AUDIT_EXPORT_CAP, 1)).toBe('01.01.2024 09:00:00');

    await t.ctx.db.execute(sql`ANALYZE audit_log`);
    const query = auditPageQuery(t.ctx.db, tenantA, {}, null, 51).getSQL();
    const plan = await queryRows<{ 'QUERY PLAN': string }>(t.ctx.db, sql`EXPLAIN ${query}`);
    const lines = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(lines).toContain('audit_log_tenant_time_idx');
    // An incremental sort orders only the entries of one instant; a plain Sort would read the whole tenant.
    expect(lines).not.toMatch(/(^|->)\s*Sort\s+\(/m);
  });
});
