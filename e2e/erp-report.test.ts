import { type AgingReport, formatMoneyText, type PositionReport } from '@tahsilat/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, storage } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const ROWS = '.erp-table tbody tr.data-table-row';

/** The same report the page asked for (its query string), straight from the API with the page's session. */
async function reportOf<T>(page: Page, path: string, search: string): Promise<T> {
  const { token } = await storage(page);
  const response = await fetch(`${suite.server.baseUrl}/api/ErpReport/${path}${search}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The table's form of an amount: Turkish, without the currency (the note above the table names it). */
const amount = (value: string) => formatMoneyText(value, 'TRY').replace(/ TL$/, '');

/** The footer's cells of the report table, by column position. */
function footerCells(page: Page): Promise<string[]> {
  return page.locator('.erp-table tfoot tr > *').allTextContents();
}

describe('ERP report', () => {
  it('the firm user opens the aging report: chart, rows and totals as the API answers, the Excel file; then the position report', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base);
    const asked = page.waitForRequest((request) => request.url().includes('/api/ErpReport/Aging?'));
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'ERP Raporu' })
      .click();
    await page.waitForURL(/\/erp-report$/);
    await page.getByRole('heading', { name: 'ERP Raporu' }).waitFor();
    const search = new URL((await asked).url()).search;
    expect(search).toContain('currency=TRY');

    const aging = await reportOf<AgingReport>(page, 'Aging', search);
    expect(aging.rows.length).toBeGreaterThan(0);
    await page.getByRole('img', { name: 'Yaşlandırma (açık tutar)' }).waitFor();
    await expect.poll(() => page.locator(ROWS).count(), { timeout: 10_000 }).toBe(aging.rows.length);
    expect(await page.getByRole('radio', { name: 'Bayi bazında yaşlandırma' }).isChecked()).toBe(true);

    // Firm, five buckets, overdue, total open, overdue lines: each total as the server summed it.
    const totals = await footerCells(page);
    expect(totals[0]).toBe(`Toplam · ${aging.totals.firmCount} bayi`);
    const figures = [
      'notDue',
      'days1to30',
      'days31to60',
      'days61to90',
      'days90plus',
      'overdue',
      'total',
    ] as const;
    expect(totals.slice(1, 8)).toEqual(figures.map((figure) => amount(aging.totals[figure])));
    expect(totals[8]).toBe(String(aging.totals.overdueCount));
    // The chart's text alternative holds the same bucket totals.
    const description = await page.locator('[data-testid="erp-chart"] desc').textContent();
    expect(description).toContain(`90+ gün: ${formatMoneyText(aging.totals.days90plus, 'TRY')}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^yaslandirma-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const sheet = workbook.worksheets[0];
    const cells: unknown[] = [];
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(cell.value);
      });
    });
    expect(cells).toContain(`Toplam (${aging.totals.firmCount} bayi)`);

    expect(await findAxeViolations(page)).toEqual([]);

    // Another report: the address follows, the table has its own columns and totals.
    const askedPosition = page.waitForRequest((request) =>
      request.url().includes('/api/ErpReport/Position?'),
    );
    await page.getByRole('radio', { name: 'Bayi bazında borç/alacak durumu' }).click();
    await page.waitForURL(/\/erp-report\?report=position$/);
    const position = await reportOf<PositionReport>(
      page,
      'Position',
      new URL((await askedPosition).url()).search,
    );
    await page.getByRole('columnheader', { name: 'Devir' }).waitFor();
    await expect.poll(() => page.locator(ROWS).count(), { timeout: 10_000 }).toBe(position.rows.length);
    const positionTotals = await footerCells(page);
    expect(positionTotals.slice(2, 4)).toEqual([
      amount(position.totals.debit),
      amount(position.totals.credit),
    ]);
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('on a phone the rows are cards with a totals card, and nothing scrolls sideways', async () => {
    const { context, page } = await newPage(suite.browser, 390, 844);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/erp-report?report=tenor`);
    await page.getByTestId('erp-card-totals').waitFor();
    expect(await page.getByTestId('erp-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('radio', { name: 'Ortalama vade ve gecikme faizi' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
