import {
  discountedPrice,
  formatAmount,
  formatMoneyText,
  parseTurkishAmount,
  type StockPage,
} from '@tahsilat/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const ROWS = '.stock-table tbody tr.data-table-row';

/** The same question the page asks, straight to the API with the page's session. */
async function stocksOf(page: Page, query: Record<string, string>): Promise<StockPage> {
  const { token } = await storage(page);
  const response = await fetch(`${suite.server.baseUrl}/api/Stock/List?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StockPage }).data;
}

/** The stock codes the table shows, once it has settled on `count` rows. */
async function tableCodes(page: Page, count: number): Promise<string[]> {
  const rows = page.locator(ROWS);
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(count);
  return rows.evaluateAll((cells) =>
    cells.map((cell) => cell.querySelector('.link-reference')?.textContent ?? ''),
  );
}

describe('stocks', () => {
  it('the dealer searches by name and barcode, sees its own price and the bands, and downloads the price list', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base);
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Stoklar' }).click();
    await page.getByRole('heading', { name: 'Stoklar' }).waitFor();
    // Demo Bayi (1001) has its own 12.5 % discount, over its group's 10 %.
    await page.getByText('Fiyatlarınıza size özel %12,5 iskonto uygulanmıştır.').waitFor();
    await tableCodes(page, 20);

    const search = page.getByLabel('Stok kodu, ürün adı veya barkod');
    await search.fill('kaçak akım');
    const expected = await stocksOf(page, { search: 'kaçak akım', pageSize: '100' });
    expect(expected.items.length).toBeGreaterThan(0);
    expect(await tableCodes(page, Math.min(expected.items.length, 20))).toEqual(
      expected.items.slice(0, 20).map((item) => item.code),
    );

    // One item by its barcode: the firm's price is the list price less 12.5 %, in the Turkish format.
    const item = expected.items[0];
    await search.fill(item?.barcode ?? '');
    await tableCodes(page, 1);
    const row = page.locator(ROWS).first();
    const listText = (await row.locator('td').nth(3).textContent()) ?? '';
    const listPrice = formatAmount(parseTurkishAmount(listText.replace(' TL', '')) ?? -1n);
    expect(listPrice).toBe(item?.listPrice);
    const firmText = await row.getByTestId('stock-firm-price').textContent();
    expect(firmText).toBe(formatMoneyText(discountedPrice(listPrice, '12.5'), 'TRY'));
    // The demo tenant shows bands, never quantities.
    const bands = await row.locator('.stock-band').allTextContents();
    expect(bands).toHaveLength(2);
    expect(bands.every((band) => ['Var', 'Az', 'Yok'].includes(band))).toBe(true);

    // Nothing matches: the page says so; the in-stock switch narrows the demo list.
    await search.fill('olmayan ürün xyz');
    await page.getByText('Aramanıza uyan ürün bulunamadı.').waitFor();
    await search.fill('');
    await page.getByRole('switch', { name: 'Yalnızca stokta olanlar' }).click();
    const inStock = await stocksOf(page, { inStockOnly: 'true', pageSize: '20' });
    expect(await tableCodes(page, 20)).toEqual(inStock.items.map((stock) => stock.code));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Fiyat listesi (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fiyat-listesi.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(8).value).toBe('Size özel fiyat');
    expect(sheet?.rowCount).toBe(inStock.total + 1);
    await context.close();
  });

  it('on a phone the items are cards with the price first', async () => {
    const { context, page } = await newPage(suite.browser, 390, 844);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/stocks`);
    await page.getByLabel('Stok kodu, ürün adı veya barkod').fill('STK-10042');
    const card = page.getByTestId('stock-card');
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    expect(await card.textContent()).toContain('STK-10042');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
