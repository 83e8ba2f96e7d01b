import type { AgingReport, PositionReport, TenorReport } from '@tahsilat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErpReportFixture, getReport, seedErpReportFixture } from '../../../test/erp-report.js';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { tenantBSession } from '../../../test/sub-firms.js';

let t: TestApp;
let f: ErpReportFixture;

beforeAll(async () => {
  t = await buildTestApp({ listen: true });
  f = await seedErpReportFixture(t);
});
afterAll(async () => t.close());

describe('ERP report: the picker', () => {
  it('lists the four reports with their parameters', async () => {
    const list = await getReport<{ key: string; parameters: { name: string }[] }[]>(
      t,
      'Reports',
      {},
      f.token,
    );
    expect(list.map((report) => report.key)).toEqual(['aging', 'position', 'tenor', 'collections']);
    expect(list[0]?.parameters.map((parameter) => parameter.name)).toEqual(['firmId', 'asOf', 'currency']);
  });
});

describe('ERP report: aging by firm (hand-computed)', () => {
  it('buckets the open plan lines as of a day, with totals and the chart', async () => {
    const report = await getReport<AgingReport>(
      t,
      'Aging',
      { firmId: f.firm8201, asOf: '2026-06-30' },
      f.token,
    );
    // Not due 1000; 400 open of 500 at 20 days; 300 at 60 days; 250.50 at 121 days; the paid line and USD left out.
    const figures = {
      notDue: '1000.00',
      days1to30: '400.00',
      days31to60: '300.00',
      days61to90: '0.00',
      days90plus: '250.50',
      overdue: '950.50',
      total: '1950.50',
      overdueCount: 3,
    };
    expect(report.rows).toEqual([
      { firm: { id: f.firm8201, code: '8201', name: 'Rapor Test Bayi' }, ...figures },
    ]);
    expect(report.totals).toEqual({ ...figures, firmCount: 1 });
    expect(report.chart.series[0]?.points.map((point) => point.y)).toEqual([
      '1000.00',
      '400.00',
      '300.00',
      '0.00',
      '250.50',
    ]);
    const usd = await getReport<AgingReport>(
      t,
      'Aging',
      { firmId: f.firm8201, asOf: '2026-06-30', currency: 'USD' },
      f.token,
    );
    expect(usd.totals).toMatchObject({ days1to30: '100.00', total: '100.00', overdueCount: 1 });
  });

  it("a main firm's user gets every dealer; the totals add the rows", async () => {
    const report = await getReport<AgingReport>(t, 'Aging', { asOf: '2026-06-30' }, f.token);
    const codes = report.rows.map((row) => row.firm.code);
    expect(codes).toContain('8201');
    expect(codes).toContain('1002');
    const sum = report.rows.reduce((total, row) => total + Math.round(Number(row.total) * 100), 0);
    expect(Math.round(Number(report.totals.total) * 100)).toBe(sum);
    expect(report.totals.firmCount).toBe(report.rows.length);
  });
});

describe('ERP report: debit/credit position (hand-computed)', () => {
  it('reads Devir, the part-months from rows and whole months from the sums', async () => {
    const report = await getReport<PositionReport>(
      t,
      'Position',
      { firmId: f.firm8201, dateFrom: '2026-01-15', dateTo: '2026-03-10' },
      f.token,
    );
    // Devir 500 − 200 = 300 (B); debit 1000 + 99.99; credit 400; closing 999.99 (B) of a 1,500 limit: 66.67 %.
    expect(report.rows).toEqual([
      {
        firm: { id: f.firm8201, code: '8201', name: 'Rapor Test Bayi' },
        opening: { balance: '300.00', side: 'B' },
        debit: '1099.99',
        credit: '400.00',
        closing: { balance: '999.99', side: 'B' },
        riskLimit: '1500.00',
        riskUsed: '999.99',
        riskUsage: '66.67',
        riskAvailable: '500.01',
      },
    ]);
    expect(report.totals).toMatchObject({ firmCount: 1, overLimitCount: 0, debit: '1099.99' });
    const february = await getReport<PositionReport>(
      t,
      'Position',
      { firmId: f.firm8201, dateFrom: '2026-02-01', dateTo: '2026-02-28' },
      f.token,
    );
    expect(february.rows[0]).toMatchObject({
      opening: { balance: '1300.00', side: 'B' },
      debit: '0.00',
      credit: '400.00',
      closing: { balance: '900.00', side: 'B' },
    });
    const inMonth = await getReport<PositionReport>(
      t,
      'Position',
      { firmId: f.firm8201, dateFrom: '2026-03-06', dateTo: '2026-03-31' },
      f.token,
    );
    expect(inMonth.rows[0]).toMatchObject({
      opening: { balance: '999.99' },
      debit: '777.00',
      credit: '0.00',
    });
  });
});

describe('ERP report: average tenor and late interest (hand-computed)', () => {
  it('weights the tenor by amount and the delay by the open part; interest at the tenant rate (3 %)', async () => {
    const report = await getReport<TenorReport>(
      t,
      'Tenor',
      { firmId: f.firm8201, dateFrom: '2026-01-01', dateTo: '2026-12-31', asOf: '2026-06-30' },
      f.token,
    );
    expect(report.lateInterestRate).toBe('3');
    // Tenor: (1000×30 + 500×30 + 300×60 + 200×59) / 2000 = 37.40 days (the line of 2025 is outside the period).
    // Overdue: 400 at 20 days, 300 at 60, 250.50 at 121 → 56,310.50 / 950.50 = 59.24 days;
    // interest remaining × 3 % / 30 × days: 8.00 + 18.00 + 30.31 (30.3105) = 56.31.
    const figures = {
      lineCount: 4,
      amount: '2000.00',
      averageTenorDays: '37.40',
      overdue: '950.50',
      overdueCount: 3,
      averageDaysOverdue: '59.24',
      lateInterest: '56.31',
    };
    expect(report.rows).toEqual([
      { firm: { id: f.firm8201, code: '8201', name: 'Rapor Test Bayi' }, ...figures },
    ]);
    expect(report.totals).toEqual({ ...figures, firmCount: 1 });
  });
});

describe('ERP report: who may read it', () => {
  it('a sub-firm user sees only itself; a sibling is 404', async () => {
    await t.ctx.db.execute(
      `UPDATE user_tenants SET erp_report = true WHERE user_id = (SELECT id FROM users WHERE email = '${DEMO.subFirmUser.email}')`,
    );
    const bayi = (await login(t.app, DEMO.subFirmUser.email)).token;
    const own = await getReport<PositionReport>(t, 'Position', {}, bayi);
    expect(own.rows.map((row) => row.firm.code)).toEqual(['1002']);
    for (const path of ['Aging', 'Position', 'Tenor', 'Collections', 'Aging/Excel', 'Position/Pdf']) {
      const sibling = await request(t.app, {
        method: 'GET',
        url: `/api/ErpReport/${path}?firmId=${f.firm8201}`,
        token: bayi,
      });
      expect(sibling.statusCode, path).toBe(404);
    }
  });

  it('another tenant is 404, no flag is 403, no session 401, a bad parameter 406', async () => {
    const other = (await tenantBSession(t)).token;
    const foreign = await request(t.app, {
      method: 'GET',
      url: `/api/ErpReport/Aging?firmId=${f.firm8201}`,
      token: other,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await request(t.app, { method: 'GET', url: '/api/ErpReport/Aging', token: other });
    expect(answerOf<AgingReport>(own).data.rows.map((row) => row.firm.code)).not.toContain('8201');
    const sales = (await login(t.app, DEMO.salesUser.email)).token;
    for (const path of ['Reports', 'Aging', 'Collections/Excel', 'Tenor/Pdf']) {
      expect(
        (await request(t.app, { method: 'GET', url: `/api/ErpReport/${path}`, token: sales })).statusCode,
      ).toBe(403);
    }
    expect((await request(t.app, { method: 'GET', url: '/api/ErpReport/Aging' })).statusCode).toBe(401);
    const token = (await login(t.app)).token;
    const bad = (query: string) => request(t.app, { method: 'GET', url: `/api/ErpReport/${query}`, token });
    expect((await bad('Position?dateFrom=2026-05-01&dateTo=2026-04-01')).statusCode).toBe(406);
    expect((await bad('Aging?currency=GBP')).statusCode).toBe(406);
    expect((await bad('Collections?year=abc')).statusCode).toBe(406);
  });
});
