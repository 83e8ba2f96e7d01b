import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, latestMail, newPage, signIn } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

/** YYYY-MM-DD `days` after today in Istanbul, shown the way the screens show days (DD.MM.YYYY). */
function istanbulDayPlus(days: number): string {
  const date = new Date(Date.now() + 3 * 60 * 60 * 1000);
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

async function createLink(
  page: Page,
  fields: { amount: string; description: string; name: string; email: string },
) {
  await page.getByRole('textbox', { name: 'Tutar' }).fill(fields.amount);
  await page.getByLabel('Açıklama').fill(fields.description);
  await page.getByLabel('Ad soyad').fill(fields.name);
  await page.getByRole('textbox', { name: 'E-posta' }).fill(fields.email);
  await page.getByRole('button', { name: 'Link oluştur' }).click();
  await page.getByTestId('link-result').waitFor();
  return page.getByTestId('link-url').inputValue();
}

/** The references of the rows the tracking table shows, once it has settled on `count` rows. */
async function tableReferences(page: Page, count: number): Promise<string[]> {
  const rows = page.locator('.link-table tbody tr.data-table-row');
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(count);
  return rows.evaluateAll((cells) =>
    cells.map((cell) => cell.querySelector('.link-reference')?.textContent ?? ''),
  );
}

/** The references of an exported .xlsx, in its order; each row's status checked when `status` is given. */
async function exportedReferences(file: string, status?: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const header = (sheet?.getRow(1).values as unknown[]) ?? [];
  const references: string[] = [];
  sheet?.eachRow((sheetRow, number) => {
    if (number > 1) {
      references.push(String(sheetRow.getCell(header.indexOf('Referans')).value));
      if (status) {
        expect(sheetRow.getCell(header.indexOf('Durum')).value).toBe(status);
      }
    }
  });
  return references;
}

function row(page: Page, text: string) {
  return page.locator('.link-table tbody tr.data-table-row').filter({ hasText: text });
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label });
}

async function rowAction(page: Page, rowText: string, action: string) {
  await row(page, rowText).getByRole('button', { name: 'İşlemler' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('pay by link', () => {
  it('creates a link, tracks it, filters, cancels, extends and exports what the list shows', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await signIn(page, base);
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Link ile Ödeme' })
      .click();
    await page.waitForURL(/\/payment-request$/);
    // The form itself, not the home page still on screen while the page's code loads (it has a 'Link oluştur' too).
    await page.getByRole('textbox', { name: 'Tutar' }).waitFor();

    // The shared schema's messages, before anything is sent.
    await page.getByRole('button', { name: 'Link oluştur' }).click();
    await page.getByText('Tutar zorunludur.').waitFor();
    await page.getByText('Açıklama zorunludur.').waitFor();

    const link = await createLink(page, {
      amount: '1.250,5',
      description: 'E2E bakım hizmeti',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
    });
    expect(link).toMatch(new RegExp(`^${base}/paymentPage\\?d=[A-Za-z0-9_-]{22,}$`));
    await page.getByTestId('link-result').getByText('1.250,50 TL').waitFor();
    const qr = page.getByRole('img', { name: 'Ödeme linkinin QR kodu' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Kopyala' }).click();
    await page.getByText('Link panoya kopyalandı.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Send by e-mail: the address starts as the customer's.
    await page.getByRole('button', { name: 'E-posta ile gönder' }).click();
    const sendDialog = page.getByRole('dialog', { name: 'Linki e-posta ile gönder' });
    expect(await sendDialog.getByLabel('E-posta adresi').inputValue()).toBe('ayse@example.com');
    await sendDialog.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Ödeme linki gönderildi.').waitFor();
    expect((await latestMail(base, 'ayse@example.com', 'ödeme talep ediyor')).text).toContain(link);

    // A second link, to extend later.
    await page.getByRole('button', { name: 'Yeni link oluştur' }).click();
    expect(await page.getByLabel('Açıklama').inputValue()).toBe('');
    await createLink(page, {
      amount: '300',
      description: 'E2E uzatılacak link',
      name: 'Mehmet Demir',
      email: 'mehmet@example.com',
    });
    await page.getByRole('button', { name: 'Link takibine git' }).click();
    await page.waitForURL(/\/payment-list$/);
    await row(page, 'E2E bakım hizmeti').getByText('Ödeme bekleniyor').waitFor();
    await row(page, 'E2E uzatılacak link').getByText('Ödeme bekleniyor').waitFor();
    expect(await tableReferences(page, 2)).toHaveLength(2);
    await page.getByTestId('link-range').getByText('1–2 / 2').waitFor();

    // Text search (debounced) and status filter.
    await page.getByLabel('Açıklama, referans veya müşteri ara').fill('bakım');
    await tableReferences(page, 1);
    await chooseStatus(page, 'Ödeme bekleniyor');
    await tableReferences(page, 1);

    // Cancel, with a confirmation: the row leaves the 'waiting' list and shows as cancelled.
    await rowAction(page, 'E2E bakım hizmeti', 'Linki iptal et');
    await page.getByRole('dialog').getByRole('button', { name: 'Linki iptal et' }).click();
    await page.getByText('Ödeme linki iptal edildi.').waitFor();
    await page.getByText('Filtrelere uyan link bulunamadı.').waitFor();
    await chooseStatus(page, 'İptal edildi');
    await row(page, 'E2E bakım hizmeti').getByText('İptal edildi').waitFor();
    await row(page, 'E2E bakım hizmeti').getByRole('button', { name: 'Linki kopyala' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Extend the other one by the suggested week.
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await tableReferences(page, 2);
    await rowAction(page, 'E2E uzatılacak link', 'Süreyi uzat');
    const extendDialog = page.getByRole('dialog', { name: 'Geçerlilik süresini uzat' });
    await extendDialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Geçerlilik tarihi güncellendi.').waitFor();
    await row(page, 'E2E uzatılacak link').getByText(istanbulDayPlus(14)).waitFor();

    // Export with the list's filters: the file holds exactly the rows on screen.
    await chooseStatus(page, 'Ödeme bekleniyor');
    const onScreen = await tableReferences(page, 1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Excel'e aktar" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await exportedReferences(await download.path(), 'Ödeme bekleniyor')).toEqual(onScreen);

    // Sorted by the server (amount, highest first), and the export follows the same order.
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await tableReferences(page, 2);
    await page.locator('.link-table thead th').filter({ hasText: 'Tutar' }).click();
    await expect.poll(() => row(page, 'E2E').first().textContent()).toContain('E2E bakım hizmeti');
    const byAmount = await tableReferences(page, 2);
    const [sorted] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Excel'e aktar" }).click(),
    ]);
    expect(await exportedReferences(await sorted.path())).toEqual(byAmount);
    await context.close();
  });

  it('pages with cursors: next, previous and the page size', async () => {
    const base = suite.server.baseUrl;
    const login = await fetch(`${base}/api/FirmAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.firmUser, password: DEMO.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    for (let i = 1; i <= 12; i += 1) {
      const created = await fetch(`${base}/api/PaymentRequest/Create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ amount: `${i}.00`, currencyCode: 'TRY', description: `E2E sayfa ${i}` }),
      });
      expect(created.status).toBe(200);
    }
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base);
    await page.goto(`${base}/payment-list`);
    await page.getByLabel('Açıklama, referans veya müşteri ara').fill('E2E sayfa');
    await tableReferences(page, 12);
    await page.getByRole('combobox', { name: 'Sayfa başına satır' }).selectOption({ label: '10 / sayfa' });
    const first = await tableReferences(page, 10);
    await page.getByTestId('link-range').getByText('1–10 / 12').waitFor();
    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    const second = await tableReferences(page, 2);
    await page.getByTestId('link-range').getByText('11–12 / 12').waitFor();
    expect(second.filter((reference) => first.includes(reference))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Sonraki sayfa' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Önceki sayfa' }).click();
    expect(await tableReferences(page, 10)).toEqual(first);
    expect(await page.getByRole('button', { name: 'Önceki sayfa' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('a user without the link permission gets the 403 page on both screens', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, DEMO.subFirmUser);
    for (const path of ['/payment-request', '/payment-list']) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.waitForURL(/\/not-authorized-access$/);
      await page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.').waitFor();
    }
    await context.close();
  });

  it('at 390 px both screens fit the phone: no sideways page scroll, the list as cards', async () => {
    const { context, page } = await newPage(suite.browser, 390, 844);
    await signIn(page, suite.server.baseUrl);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto(`${suite.server.baseUrl}/payment-request`);
    await page.getByLabel('Açıklama').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await createLink(page, {
      amount: '75',
      description: 'E2E telefon',
      name: 'Ali Kaya',
      email: 'ali@example.com',
    });
    await page.getByRole('img', { name: 'Ödeme linkinin QR kodu' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`${suite.server.baseUrl}/payment-list`);
    await page.getByTestId('link-card').filter({ hasText: 'E2E telefon' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
