/**
 * The stocks screens for `npm run screens` (SCREENS=stocks): the list with the firm's prices and the bands, a search,
 * and the English page.
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeStockScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/stocks`);
  await page.getByRole('heading', { name: 'Stoklar' }).waitFor();
  const rows =
    width === 390 ? page.getByTestId('stock-card') : page.locator('.stock-table tbody tr.data-table-row');
  await rows.first().waitFor();
  await shot(page, 'stocks', width, false);

  await page.getByLabel('Stok kodu, ürün adı veya barkod').fill('led panel');
  await page.waitForTimeout(600);
  await rows.first().waitFor();
  await shot(page, 'stocks-search', width, false);

  await page.getByLabel('Stok kodu, ürün adı veya barkod').fill('olmayan ürün');
  await page.getByText('Aramanıza uyan ürün bulunamadı.').waitFor();
  await shot(page, 'stocks-empty', width, false);
  await context.close();
}
