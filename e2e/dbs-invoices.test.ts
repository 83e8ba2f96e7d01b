import { type DbsInvoicePage, formatTurkishAmount, parseAmount, parseTurkishAmount } from '@tahsilat/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

/** States whose remaining amount holds the bank's limit (DESIGN 12: unknown, unpaid, partly paid). */
const OPEN_STATES = ['Bilinmiyor', 'Ödenmedi', 'Kısmen ödendi'];

async function dbsApi(page: Page, query: Record<string, string>): Promise<DbsInvoicePage> {
  const { token } = await storage(page);
  const search = new URLSearchParams({ pageSize: '500', ...query });
  const response = await fetch(`${suite.server.baseUrl}/api/DbsInvoice/List?${search}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: DbsInvoicePage }).data;
}

/** The table as a person reads it: one record per row, keyed by the column headers (a stacked one by its first). */
async function tableRows(page: Page): Promise<Record<string, string>[]> {
  const headers = await page
    .locator('.dbs-table thead th')
    .evaluateAll((cells) =>
      cells.map((cell) => cell.querySelector('span > span')?.textContent ?? cell.textContent),
    );
  const rows = page.locator('.dbs-table tbody tr.data-table-row');
  const out: Record<string, string>[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    // A stacked cell is read line by line: `Kalan` is what is left, `Banka+` the line under the bank (the currency).
    const cells = await rows
      .nth(index)
      .locator('td')
      .evaluateAll((tds) =>
        tds.map((td) => [
          td.querySelector('.statement-cell-stack > :first-child')?.textContent ?? td.textContent ?? '',
          td.querySelector('.statement-cell-stack > :last-child')?.textContent ?? td.textContent ?? '',
        ]),
      );
    out.push(
      Object.fromEntries(
        headers.flatMap((header, n) => [
          [header, cells[n]?.[0] ?? ''],
          [`${header}+`, cells[n]?.[1] ?? ''],
        ]),
      ),
    );
  }
  return out;
}

const kurus = (text: string) => parseTurkishAmount(text.replace(/\s*(TL|USD|EUR)$/, '')) ?? 0n;

describe('DBS invoices', () => {
  it("the cards equal the sums of the dealer's open invoices, and 'Erken öde' opens /pos-collection prefilled", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'DBS Faturaları' })
      .click();
    await page.getByRole('heading', { name: 'DBS Faturaları', level: 1 }).waitFor();

    const select = page.getByLabel('Firma');
    await select.click();
    await select.fill('1002');
    await page.locator('.ant-select-item-option', { hasText: '1002 ·' }).click();

    const firms = await (async () => {
      const { token } = await storage(page);
      const response = await fetch(`${suite.server.baseUrl}/api/FirmReport/Firms`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { data: { id: string; code: string }[] }).data;
    })();
    const firmId = firms.find((firm) => firm.code === '1002')?.id ?? '';
    const api = await dbsApi(page, { firmId });
    expect(api.items.length).toBeGreaterThan(0);
    expect(api.items.length).toBeLessThanOrEqual(100);
    await expect.poll(async () => (await tableRows(page)).length).toBe(api.items.length);
    // One dealer's list: no firm column, the rows are the API's.
    await expect
      .poll(async () => (await tableRows(page))[0]?.['Fatura no'])
      .toContain(api.items[0]?.invoiceNo ?? '?');

    // What the screen lists, summed per bank over the open TRY invoices, is what each card says is used.
    const rows = await tableRows(page);
    const used = new Map<string, bigint>();
    const dueToday = new Map<string, bigint>();
    const today = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul' })
      .format(new Date())
      .replace(/\//g, '.');
    for (const row of rows) {
      if (OPEN_STATES.includes(row.Durum ?? '') && row['Banka+'] === 'TRY') {
        const bank = row.Banka ?? '';
        used.set(bank, (used.get(bank) ?? 0n) + kurus(row.Kalan ?? ''));
        if (row.Vade?.startsWith(today)) {
          dueToday.set(bank, (dueToday.get(bank) ?? 0n) + kurus(row.Kalan ?? ''));
        }
      }
    }
    expect(used.size).toBeGreaterThan(0);
    for (const bank of api.banks ?? []) {
      const card = page.getByTestId(`dbs-bank-${bank.bankCode}`);
      const usedHere = used.get(bank.bankName) ?? 0n;
      await expect
        .poll(() => card.getByTestId('dbs-used').textContent())
        .toBe(`${formatTurkishAmount(usedHere)} TL`);
      const limit = kurus((await card.getByTestId('dbs-limit').textContent()) ?? '');
      expect(await card.getByTestId('dbs-available').textContent()).toBe(
        `${formatTurkishAmount(limit - usedHere)} TL`,
      );
      expect(await card.getByTestId('dbs-due-today').textContent()).toBe(
        `${formatTurkishAmount(dueToday.get(bank.bankName) ?? 0n)} TL`,
      );
    }

    // 'Erken öde' on the first open invoice: the payment form of the same dealer, with what is left of it.
    const open = api.items.find((item) => item.canPayEarly);
    expect(open).toBeTruthy();
    await page.getByRole('button', { name: `${open?.invoiceNo} faturasını erken öde` }).click();
    await page.waitForURL(/\/pos-collection\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('amount')).toBe(open?.remaining);
    expect(url.searchParams.get('firmId')).toBe(firmId);
    expect(url.searchParams.get('description')).toBe(`DBS faturası ${open?.invoiceNo} erken ödeme`);
    const amountText = formatTurkishAmount(parseAmount(open?.remaining ?? '') ?? 0n);
    await expect.poll(() => page.locator('#pay-amount').inputValue()).toBe(amountText);
    const description = page.getByLabel('Açıklama', { exact: true });
    if ((await description.count()) > 0) {
      expect(await description.inputValue()).toBe(`DBS faturası ${open?.invoiceNo} erken ödeme`);
    }
    await context.close();
  });
});
