import type { CollectionsReport } from '@tahsilat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErpReportFixture, getReport, seedErpReportFixture } from '../../../test/erp-report.js';
import { buildTestApp, request, type TestApp } from '../../../test/helpers.js';
import { readPdfText } from '../../lib/pdf/read-pdf.js';
import { readXlsxRows } from '../../lib/xlsx.js';
import { erpReportPdf } from './erp-report-files.js';
import { agingTable } from './erp-report-tables.js';

let t: TestApp;
let f: ErpReportFixture;

beforeAll(async () => {
  t = await buildTestApp({ listen: true });
  f = await seedErpReportFixture(t);
});
afterAll(async () => t.close());

const file = async (path: string, query: Record<string, string>) => {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/ErpReport/${path}?${new URLSearchParams(query)}`,
    token: f.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const zeroMonths = () => Array.from({ length: 12 }, () => '0.00');
const months = (entries: Record<number, string>) =>
  zeroMonths().map((zero, index) => entries[index + 1] ?? zero);

describe('ERP report: monthly collections by dealer and channel (hand-computed)', () => {
  it('sums our collections per Istanbul month and channel, net of refunds, in one currency', async () => {
    const report = await getReport<CollectionsReport>(
      t,
      'Collections',
      { firmId: f.firm8202, year: '2025' },
      f.token,
    );
    const firm = { id: f.firm8202, code: '8202', name: 'Tahsilat Test Bayi' };
    // The link's 500 less its 100 refund in March; the params payment at 01:30 on 1 March (Istanbul); the
    // collection of 31 December 2024 23:59:59 and the USD one are not in it.
    expect(report.rows).toEqual([
      { firm, channel: 'link', months: months({ 3: '400.00' }), total: '400.00', count: 1 },
      { firm, channel: 'pay_without_login', months: months({ 1: '1000.00' }), total: '1000.00', count: 1 },
      { firm, channel: 'params', months: months({ 3: '250.00' }), total: '250.00', count: 1 },
    ]);
    expect(report.totals).toMatchObject({
      months: months({ 1: '1000.00', 3: '650.00' }),
      total: '1650.00',
      count: 3,
    });
    const march = report.chart.series.map((series) => [series.key, series.points[2]?.y]);
    expect(march).toEqual([
      ['portal', '0.00'],
      ['link', '400.00'],
      ['pay_without_login', '0.00'],
      ['params', '250.00'],
    ]);
    const usd = await getReport<CollectionsReport>(
      t,
      'Collections',
      { firmId: f.firm8202, year: '2025', currency: 'USD' },
      f.token,
    );
    expect(usd.rows).toEqual([
      { firm, channel: 'portal', months: months({ 3: '300.00' }), total: '300.00', count: 1 },
    ]);
  });
});

describe('ERP report: Excel and PDF', () => {
  it('the aging Excel file holds the rows and totals of the page', async () => {
    const response = await file('Aging/Excel', { firmId: f.firm8201, asOf: '2026-06-30' });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('yaslandirma-2026-06-30-8201.xlsx');
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows).toEqual([
      [
        'Kod',
        'Bayi',
        'Vadesi gelmemiş',
        '1–30 gün',
        '31–60 gün',
        '61–90 gün',
        '90+ gün',
        'Vadesi geçen',
        'Toplam açık',
        'Geciken kalem',
      ],
      ['8201', 'Rapor Test Bayi', '1000', '400', '300', '0', '250.5', '950.5', '1950.5', '3'],
      ['', 'Toplam (1 bayi)', '1000', '400', '300', '0', '250.5', '950.5', '1950.5', '3'],
    ]);
  });

  it('the position Excel file writes balances signed with B/A beside', async () => {
    const response = await file('Position/Excel', {
      firmId: f.firm8201,
      dateFrom: '2026-01-15',
      dateTo: '2026-03-10',
    });
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[1]).toEqual([
      '8201',
      'Rapor Test Bayi',
      '300',
      'B',
      '1099.99',
      '400',
      '999.99',
      'B',
      '1500',
      '66.67',
      '500.01',
    ]);
  });

  it('the PDFs hold the title, scope, rows and totals (read back from the file)', async () => {
    const aging = await file('Aging/Pdf', { firmId: f.firm8201, asOf: '2026-06-30' });
    expect(aging.headers['content-type']).toBe('application/pdf');
    const text = (await readPdfText(aging.rawPayload)).join('\n');
    expect(text).toContain('Bayi Bazında Yaşlandırma');
    expect(text).toContain('8201 · Rapor Test Bayi');
    expect(text).toContain('30.06.2026');
    expect(text).toMatch(
      /8201 .*Rapor Test Bayi .*1\.000,00 .*400,00 .*300,00 .*0,00 .*250,50 .*950,50 .*1\.950,50 .*3/,
    );
    expect(text).toMatch(/Toplam \(1 bayi\) .*1\.950,50/);

    const position = await file('Position/Pdf', {
      firmId: f.firm8201,
      dateFrom: '2026-01-15',
      dateTo: '2026-03-10',
    });
    const positionText = (await readPdfText(position.rawPayload)).join('\n');
    expect(positionText).toContain('15.01.2026 – 10.03.2026');
    expect(positionText).toMatch(
      /300,00 \(B\) .*1\.099,99 .*400,00 .*999,99 \(B\) .*1\.500,00 .*66,67 .*500,01/,
    );

    const tenor = await file('Tenor/Pdf', { firmId: f.firm8201, asOf: '2026-06-30' });
    const tenorText = (await readPdfText(tenor.rawPayload)).join('\n');
    expect(tenorText).toContain('Aylık gecikme faizi');
    expect(tenorText).toMatch(/37,40 .*950,50 .*3 .*59,24 .*56,31/);

    const collections = await file('Collections/Pdf', { firmId: f.firm8202, year: '2025' });
    const collectionsText = (await readPdfText(collections.rawPayload)).join('\n');
    expect(collectionsText).toMatch(/8202 .*Tahsilat Test Bayi .*Ödeme linki .*Mar 2025 .*400,00/);
    expect(collectionsText).toMatch(/Üyeliksiz ödeme .*Oca 2025 .*1\.000,00/);
    expect(collectionsText).toMatch(/Parametreli ödeme .*Mar 2025 .*250,00/);
    expect(collectionsText).toMatch(/Toplam \(3 tahsilat\) .*1\.650,00/);
  });

  it('refuses a PDF longer than its row limit with 400', async () => {
    const report = await getReport<Parameters<typeof agingTable>[0]>(
      t,
      'Aging',
      { asOf: '2026-06-30' },
      f.token,
    );
    const options = { tenantName: 'x', logo: null, scopeText: 'x', madeAt: '', maxRows: 0 };
    await expect(erpReportPdf(agingTable(report), options)).rejects.toMatchObject({ status: 400 });
  });
});
