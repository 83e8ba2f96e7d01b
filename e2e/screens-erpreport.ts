/**
 * The ERP report screens for `npm run screens` (SCREENS=erpreport): the aging report with its chart and table,
 * the position, tenor and collections reports, the chart's table opened, and the English page.
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

async function openReport(page: Page, baseUrl: string, report: string) {
  await page.goto(`${baseUrl}/erp-report${report === 'aging' ? '' : `?report=${report}`}`);
  await page
    .locator('.erp-table tbody tr.data-table-row, [data-testid="erp-card-totals"], .empty-note')
    .first()
    .waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
}

export async function takeErpReportScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl);
  for (const report of ['aging', 'position', 'tenor', 'collections']) {
    await openReport(page, baseUrl, report);
    // A phone's page is long (a card a dealer): its first screen, then the cards and the totals card.
    await shot(page, `erp-report-${report}`, width, width !== 390);
    if (width === 390 && (await page.getByTestId('erp-card').count()) > 0) {
      await page.getByTestId('erp-card').first().scrollIntoViewIfNeeded();
      await shot(page, `erp-report-${report}-cards`, width, false);
      await page.getByTestId('erp-card-totals').scrollIntoViewIfNeeded();
      await shot(page, `erp-report-${report}-totals`, width, false);
    }
  }
  await openReport(page, baseUrl, 'aging');
  await page.locator('.erp-chart-details summary').click();
  await page.locator('.erp-chart-details').scrollIntoViewIfNeeded();
  await shot(page, 'erp-report-chart-table', width, false);

  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...settings, language: 'en' }));
  });
  await openReport(page, baseUrl, 'position');
  await shot(page, 'erp-report-en', width, width !== 390);
  await context.close();
}
