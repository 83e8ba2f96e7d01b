/**
 * The DBS invoices screen for `npm run screens` (SCREENS=dbs): a main firm's cards per bank and the list of all its
 * dealers (wide), and one dealer's on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeDbsScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/dbs-invoices`);
  await page.getByRole('heading', { name: 'DBS Faturaları', level: 1 }).waitFor();
  await page.getByTestId('dbs-bank-0046').waitFor();
  if (width === 390) {
    // One dealer's invoices: the phone's page stays a readable length.
    const select = page.getByLabel('Firma');
    await select.click();
    await select.fill('1002');
    await page.locator('.ant-select-item-option', { hasText: '1002 ·' }).click();
    await page.getByTestId('dbs-card').first().waitFor();
    // Back to the top: the header sticks where the select scrolled it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await shot(page, 'dbs-invoices', width, true);
  } else {
    await page.locator('.dbs-table tbody tr.data-table-row').first().waitFor();
    await shot(page, 'dbs-invoices', width, false);
  }
  await context.close();
}
