import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

/** A small movements file as Turkish Excel saves it, with two bad rows (debit and credit; an unknown firm). */
const CSV = [
  'Kayıt no [externalId];Cari kodu [firmCode];Tarih [date];Belge türü [documentType];Borç [debit];Alacak [credit];Açıklama [description]',
  'EKR-1;1001;15.01.2026;invoice;1250,50;;Ocak faturası',
  'EKR-2;1001;16.01.2026;invoice;100;100;İki taraflı',
  'EKR-3;1001;17.01.2026;payment;;300;Havale',
  'EKR-4;9999;18.01.2026;invoice;75;;Bilinmeyen cari',
].join('\r\n');

/** The import page (SCREENS=admin) after a file with two bad rows: progress, counts and the refused rows. */
export async function takeAdminImportScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
  await page.goto(`${baseUrl}/admin/import`);
  await page.getByRole('heading', { name: 'İçe aktarma' }).waitFor();
  await page.getByText('Borç [debit]').waitFor();
  await page.locator('.import-upload input[type=file]').setInputFiles({
    name: `hareketler-${width}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  await page.getByRole('status').filter({ hasText: 'Tamamlandı' }).waitFor({ timeout: 20_000 });
  await page.locator('.import-errors tbody tr.data-table-row').first().waitFor();
  await shot(page, 'admin-import', width, true);
  await context.close();
}
