import {
  type CollectionPlanPage,
  formatAmount,
  isoDatePlusDays,
  istanbulIsoDate,
  type ReminderPreview,
} from '@tahsilat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import { firms } from '../../db/schema.js';
import { readXlsxRows } from '../../lib/xlsx.js';

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};

/** Today (Istanbul) plus `offset` days. */
const day = (offset: number) => isoDatePlusDays(offset);
/** The Monday of a day's week, as PostgreSQL's date_trunc('week') counts. */
function monday(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

async function plan(query: Record<string, string>) {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/FirmReport/CollectionPlan?${new URLSearchParams(query)}`,
    token,
  });
  return response;
}

const remind = (firmId: string, channel: 'email' | 'sms') =>
  request(t.app, {
    method: 'POST',
    url: '/api/FirmReport/CollectionPlan/Remind',
    token,
    payload: { firmId, channel },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  await pushItems(t.app, 'firms', [
    {
      code: '8401',
      name: 'Hatırlatma Bayi',
      parentCode: '1001',
      email: 'odeme@bayi8401.example',
      phone: '0532 111 22 33',
    },
    { code: '8402', name: 'İletişimsiz Bayi', parentCode: '1001' },
    { code: '8403', name: 'Pasif Bayi', parentCode: '1001', email: 'pasif@bayi8403.example' },
  ]);
  const rows = await t.ctx.db
    .select({ id: firms.id, code: firms.branchNumber })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), inArray(firms.branchNumber, ['8401', '8402', '8403', '1001'])));
  for (const row of rows) {
    ids[row.code] = row.id;
  }
  await pushItems(t.app, 'due-items', [
    {
      externalId: 'CP-1',
      firmCode: '8401',
      documentNo: 'T-1',
      dueDate: day(-20),
      amount: '1000.00',
      paidAmount: '400.00',
    },
    { externalId: 'CP-2', firmCode: '8401', documentNo: 'T-2', dueDate: day(5), amount: '300.00' },
    { externalId: 'CP-3', firmCode: '8401', documentNo: 'T-3', dueDate: day(90), amount: '700.00' },
    { externalId: 'CP-4', firmCode: '8402', documentNo: 'T-4', dueDate: day(-3), amount: '50.00' },
    { externalId: 'CP-5', firmCode: '8403', documentNo: 'T-5', dueDate: day(-2), amount: '80.00' },
  ]);
  // 8403 is switched off in the portal: it still owes, and is never offered a reminder.
  await t.ctx.db.execute(sql`UPDATE firms SET suspended_at = now() WHERE id = ${ids['8403']}`);
  token = (await login(t.app)).token;
});
afterAll(async () => t.close());

describe('collection plan', () => {
  it("lists a dealer's open lines to 60 days ahead with days overdue, week subtotals and its contacts", async () => {
    const response = await plan({ firmId: ids['8401'] ?? '' });
    expect(response.statusCode, response.body).toBe(200);
    const data = answerOf<CollectionPlanPage>(response).data;
    expect(
      data.items.map((line) => `${line.documentNo} ${line.collected} ${line.remaining} ${line.daysOverdue}`),
    ).toEqual(['T-1 400.00 600.00 20', 'T-2 0.00 300.00 0']);
    expect(data.items[0]).toMatchObject({ firmCode: '8401', firmName: 'Hatırlatma Bayi' });
    const expectedGroups = new Map<string, bigint>();
    for (const [date, kurus] of [
      [day(-20), 60_000n],
      [day(5), 30_000n],
    ] as const) {
      expectedGroups.set(monday(date), (expectedGroups.get(monday(date)) ?? 0n) + kurus);
    }
    expect(data.groups.map((group) => [group.start, group.remaining])).toEqual(
      [...expectedGroups].map(([start, kurus]) => [start, formatAmount(kurus)]),
    );
    expect(data.dealers).toEqual([
      {
        id: ids['8401'],
        code: '8401',
        name: 'Hatırlatma Bayi',
        isActive: true,
        hasEmail: true,
        hasPhone: true,
        // What a reminder states: T-1 overdue; T-2 within 30 days; T-3 (90 days) not yet.
        reminder: { overdue: '600.00', overdueCount: 1, oldestDueDate: day(-20), coming: '300.00' },
        lastReminder: null,
      },
    ]);
    expect(data.truncated).toBe(false);
    expect(data.nextCursor).toBeNull();
    // Totals over every matching line, in the periods home and the payment plan use.
    const today = istanbulIsoDate();
    const monthEnd = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);
    monthEnd.setUTCDate(0);
    const sunday = (() => {
      const date = new Date(`${monday(today)}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 6);
      return date.toISOString().slice(0, 10);
    })();
    expect(data.totals).toEqual([
      {
        currencyCode: 'TRY',
        lineCount: 2,
        remaining: '900.00',
        overdue: '600.00',
        overdueCount: 1,
        dueThisWeek: day(5) <= sunday ? '300.00' : '0.00',
        dueThisMonth: day(5) <= monthEnd.toISOString().slice(0, 10) ? '300.00' : '0.00',
      },
    ]);
  });

  it('filters overdue only and a wider range; groups by month', async () => {
    const overdue = answerOf<CollectionPlanPage>(
      await plan({ firmId: ids['8401'] ?? '', lines: 'overdue' }),
    ).data;
    expect(overdue.items.map((line) => line.documentNo)).toEqual(['T-1']);
    const wide = answerOf<CollectionPlanPage>(
      await plan({ firmId: ids['8401'] ?? '', dueTo: day(100), group: 'month' }),
    ).data;
    expect(wide.items.map((line) => line.documentNo)).toEqual(['T-1', 'T-2', 'T-3']);
    expect(wide.groups.every((group) => group.start.endsWith('-01'))).toBe(true);
    // All dealers: both fixture dealers among the demo's.
    const all = answerOf<CollectionPlanPage>(await plan({ lines: 'overdue' })).data;
    expect(all.items.map((line) => line.documentNo)).toEqual(expect.arrayContaining(['T-1', 'T-4']));
  });

  it('sends a reminder once a day per channel, logs it as the last reminder, and writes the Excel file', async () => {
    const sent = await remind(ids['8401'] ?? '', 'email');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(answerOf<{ to: string }>(sent).data.to).toBe('odeme@bayi8401.example');
    const mails = await t.ctx.outbox.latest(5, 'odeme@bayi8401.example');
    expect(mails[0]?.subject).toContain('Ödeme hatırlatması');
    expect(mails[0]?.textBody).toContain('600,00 TL');
    expect((await remind(ids['8401'] ?? '', 'email')).statusCode).toBe(429);
    expect((await remind(ids['8401'] ?? '', 'sms')).statusCode).toBe(200);
    const data = answerOf<CollectionPlanPage>(await plan({ firmId: ids['8401'] ?? '' })).data;
    expect(data.dealers[0]?.lastReminder).toMatchObject({ channel: 'sms', by: DEMO.firmUser.name });

    const excel = await request(t.app, {
      method: 'GET',
      url: `/api/FirmReport/CollectionPlanExcel?firmId=${ids['8401']}`,
      token,
    });
    const rows = await readXlsxRows(excel.rawPayload);
    expect(rows.slice(1).map((cells) => [cells[3], cells[7]])).toEqual([
      ['T-1', '600'],
      ['T-2', '300'],
    ]);
  });

  it('pages the lines in order with the same totals on every page; a forged cursor is refused', async () => {
    const everything = answerOf<CollectionPlanPage>(await plan({ dueTo: day(100) })).data;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await plan({ dueTo: day(100), pageSize: '50', ...(cursor ? { cursor } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      const page: CollectionPlanPage = answerOf<CollectionPlanPage>(response).data;
      expect(page.items.length).toBeLessThanOrEqual(50);
      expect(page.totals).toEqual(everything.totals);
      seen.push(...page.items.map((line) => line.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(everything.items.map((line) => line.id));
    // The demo's dealers owe more than one page: the pages did turn.
    expect(seen.length).toBeGreaterThan(50);
    expect((await plan({ pageSize: '2', cursor: 'bm90LWEtY3Vyc29y' })).statusCode).toBe(406);
    expect((await plan({ pageSize: '500' })).statusCode).toBe(406);
  });

  it('previews a reminder exactly as it would go, and sends nothing', async () => {
    const before = (await t.ctx.outbox.latest(10, 'pasif@bayi8403.example')).length;
    const response = await request(t.app, {
      method: 'POST',
      url: '/api/FirmReport/CollectionPlan/RemindPreview',
      token,
      payload: { firmId: ids['8402'], channel: 'email' },
    });
    // 8402 has no address: the preview says why, as sending would.
    expect(response.statusCode).toBe(400);
    const preview = await request(t.app, {
      method: 'POST',
      url: '/api/FirmReport/CollectionPlan/RemindPreview',
      token,
      payload: { firmId: ids['8401'], channel: 'sms' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = answerOf<ReminderPreview>(preview).data;
    expect(data).toMatchObject({ channel: 'sms', to: '0532 111 22 33', subject: null });
    expect(data.text).toContain('600,00 TL');
    const passive = await request(t.app, {
      method: 'POST',
      url: '/api/FirmReport/CollectionPlan/RemindPreview',
      token,
      payload: { firmId: ids['8403'], channel: 'email' },
    });
    expect(passive.statusCode).toBe(400);
    expect((await remind(ids['8403'] ?? '', 'email')).statusCode).toBe(400);
    expect((await t.ctx.outbox.latest(10, 'pasif@bayi8403.example')).length).toBe(before);
    const listed = answerOf<CollectionPlanPage>(await plan({ firmId: ids['8403'] ?? '' })).data;
    expect(listed.dealers.map((dealer) => dealer.isActive)).toEqual([false]);
  });

  it('refuses a dealer without an address, the firm itself, a stranger, and a user without the flag', async () => {
    expect((await remind(ids['8402'] ?? '', 'email')).statusCode).toBe(400);
    expect((await remind(ids['1001'] ?? '', 'email')).statusCode).toBe(404);
    expect((await plan({ firmId: ids['1001'] ?? '' })).statusCode).toBe(404);
    expect((await plan({ firmId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bayi = (await login(t.app, DEMO.subFirmUser.email)).token;
    const refused = await request(t.app, {
      method: 'GET',
      url: '/api/FirmReport/CollectionPlan',
      token: bayi,
    });
    expect(refused.statusCode).toBe(403);
  });
});
