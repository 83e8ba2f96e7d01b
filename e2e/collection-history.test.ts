import { type CollectionHistoryPage, formatMoneyText } from '@tahsilat/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { PAY_CARDS, payAtPosCollection } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const ROWS = '.history-table tbody tr.data-table-row';

/** The dealer pays at /pos-collection, as a person does: answers how the payment ended. */
const payAsDealer = (page: Page, amount: string, card: string = PAY_CARDS.akbank) =>
  payAtPosCollection(page, suite.server.baseUrl, amount, card, 'E2E tahsilat geçmişi');

/** The same question the page asks, straight to the API with the page's session. */
async function historyOf(page: Page, query: Record<string, string>): Promise<CollectionHistoryPage> {
  const { token } = await storage(page);
  const response = await fetch(
    `${suite.server.baseUrl}/api/PosCollection/History?${new URLSearchParams(query)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: CollectionHistoryPage }).data;
}

/** The transaction numbers the table shows, once it has settled on `count` rows. */
async function tableOrderIds(page: Page, count: number): Promise<string[]> {
  const rows = page.locator(ROWS);
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(count);
  return rows.evaluateAll((cells) =>
    cells.map((cell) => cell.querySelector('.history-order')?.textContent ?? ''),
  );
}

/** The transaction numbers of an exported .xlsx, in its order. */
async function exportedOrderIds(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const header = (sheet?.getRow(1).values as unknown[]) ?? [];
  const column = header.indexOf('İşlem no');
  expect(column).toBeGreaterThan(0);
  const ids: string[] = [];
  sheet?.eachRow((row, number) => {
    if (number > 1) {
      ids.push(String(row.getCell(column).value));
    }
  });
  return ids;
}

describe('collection history', () => {
  it('the dealer pays; the main firm finds the payment, reads its details and exports what the list shows', async () => {
    const base = suite.server.baseUrl;
    const dealer = await newPage(suite.browser);
    await signIn(dealer.page, base, DEMO.subFirmUser);
    expect(await payAsDealer(dealer.page, '1.234,56')).toContain('Ödemeniz alındı');
    expect(await payAsDealer(dealer.page, '64,00', PAY_CARDS.declined)).toContain('Ödeme başarısız');

    // The dealer sees its own payments, without a firm to choose or a dealer column.
    await dealer.page.goto(`${base}/pos-collection-transaction`);
    await tableOrderIds(dealer.page, 2);
    expect(await dealer.page.getByLabel('Firma').count()).toBe(0);
    expect(await dealer.page.locator('.history-table thead th', { hasText: 'Bayi' }).count()).toBe(0);
    // What the dealer paid: amount, commission and what its card was charged; its firm's net is not its figure.
    const heads = await dealer.page.locator('.history-table thead th').allTextContents();
    expect(heads).toEqual(expect.arrayContaining(['Tutar', 'Komisyon', 'Toplam']));
    expect(heads).not.toContain('Net');
    await dealer.context.close();

    const { context, page } = await newPage(suite.browser);
    await signIn(page, base);
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Tahsilat Geçmişi' })
      .click();
    await page.getByRole('heading', { name: 'Tahsilat Geçmişi' }).waitFor();

    // Dealer 1002 and the amount: one payment.
    const select = page.getByLabel('Firma');
    await select.click();
    await select.fill('1002');
    await page.locator('.ant-select-item-option', { hasText: '1002 ·' }).click();
    await page.getByLabel('En az tutar').fill('1.234,56');
    await page.getByLabel('En çok tutar').fill('1.234,56');
    const [orderId] = await tableOrderIds(page, 1);
    await expect.poll(() => page.getByTestId('history-range').textContent()).toBe('1–1 / 1');

    const api = await historyOf(page, { amountMin: '1234.56', amountMax: '1234.56' });
    const paid = api.items[0];
    expect(api.total).toBe(1);
    expect(paid).toMatchObject({ orderId, status: 'success', channel: 'portal', amount: '1234.56' });
    expect(paid?.firm?.code).toBe('1002');
    // Akbank's single payment carries a commission: the row shows it and the net beside the amount.
    expect(paid?.commissionAmount).not.toBe('0.00');
    const row = page.locator(ROWS).first();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Başarılı');
    expect(text).toContain('Portal');
    expect(text).toContain('1.234,56 TL');
    expect(text).toContain(formatMoneyText(paid?.commissionAmount ?? '', 'TRY'));
    expect(text).toContain(formatMoneyText(paid?.netAmount ?? '', 'TRY'));
    expect(text).toContain('Bekliyor');
    expect(text).toContain('Bora Kaya');

    // A click on the row opens the drawer with the payment's events, in Turkish.
    await row.locator('td').first().click();
    const drawer = page.getByRole('dialog', { name: `Ödeme ${orderId}` });
    const timeline = drawer.getByTestId('history-timeline');
    await timeline.waitFor();
    for (const event of ['Ödeme başlatıldı', '3-D Secure doğrulaması', 'Banka ödemeyi onayladı']) {
      await timeline.getByText(event).waitFor();
    }
    expect(await drawer.textContent()).toContain(formatMoneyText(paid?.netAmount ?? '', 'TRY'));
    expect(await findAxeViolations(page)).toEqual([]);
    // Its receipt downloads from the drawer.
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Dekontu indir' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe(`dekont-${orderId}.pdf`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // The row's own button opens it from the keyboard.
    await row.getByRole('button', { name: `Ayrıntılar: ${orderId}` }).focus();
    await page.keyboard.press('Enter');
    await timeline.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // A failed payment says why, in the bank's words.
    await page.getByLabel('En az tutar').fill('');
    await page.getByLabel('En çok tutar').fill('');
    await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Başarısız' });
    await tableOrderIds(page, 1);
    const failed = (await historyOf(page, { status: 'failed' })).items[0];
    expect(failed?.bankMessage).toBeTruthy();
    await page
      .locator(ROWS)
      .first()
      .locator('.history-bank-message')
      .getByText(failed?.bankMessage ?? '')
      .waitFor();

    // The export holds exactly the filtered rows, in the list's order (here: the dealer's two, largest first).
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await select.click();
    await select.fill('1002');
    await page.locator('.ant-select-item-option', { hasText: '1002 ·' }).click();
    await page.locator('.history-table thead th').filter({ hasText: 'Tutar' }).click();
    await expect.poll(() => page.locator(ROWS).first().textContent()).toContain('1.234,56 TL');
    const onScreen = await tableOrderIds(page, 2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Excel'e aktar" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await exportedOrderIds(await download.path())).toEqual(onScreen);
    await context.close();
  });
});
