/**
 * The admin console's screens for `npm run screens` (SCREENS=admin): the overview, brand and site (with a field
 * message), the bank accounts with one open, the commission definitions with one open, the users with the invitation form, integration, and the audit log after a change.
 */
import type { Browser, Page } from 'playwright-core';
import { camtStatement } from '../apps/api/test/statement-files.js';
import { takeAdminDiscountTermsScreens } from './screens-admin-discount-terms.js';
import { takeAdminImportScreens } from './screens-admin-import.js';
import { takeAdminOperationsScreens } from './screens-admin-operations.js';
import { takeAdminPricingScreens } from './screens-admin-pricing.js';
import { DEMO, newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeAdminScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
  await page.getByRole('heading', { name: 'Yönetim konsolu' }).waitFor();
  await shot(page, 'admin-console', width);

  await page.goto(`${baseUrl}/admin/site`);
  await page.getByRole('heading', { name: 'Marka ve site' }).waitFor();
  await shot(page, 'admin-site', width, true);
  await page.getByLabel('Aylık gecikme faizi').fill('25');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('Gecikme faizi oranı 0 ile 20 arasında').waitFor();
  await shot(page, 'admin-site-invalid', width, false);
  await page.getByLabel('Aylık gecikme faizi').fill('3');
  await page.getByLabel('Telefon').fill('0212 555 01 02');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('İşlem başarılı.').waitFor();

  await page.goto(`${baseUrl}/admin/screens`);
  await page.locator('.screen-panel').first().waitFor();
  await shot(page, 'admin-screens', width, width === 390);

  await page.goto(`${baseUrl}/admin/banks`);
  await page.getByRole('heading', { name: 'Banka hesapları' }).waitFor();
  await page.locator('.admin-bank-table tbody tr.data-table-row').first().waitFor();
  await shot(page, 'admin-banks', width, false);
  await page.locator('.admin-bank-table tbody tr.data-table-row').first().getByRole('button').click();
  await page.getByLabel('3D anahtarı (Store key)').waitFor();
  await shot(page, 'admin-bank-edit', width, false);
  await page.getByRole('button', { name: 'Bağlantıyı test et' }).click();
  const verdict = page.locator('.admin-bank-test .ant-alert');
  await verdict.waitFor();
  await verdict.scrollIntoViewIfNeeded();
  await shot(page, 'admin-bank-test', width, false);
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/admin/domains`);
  await page.getByRole('heading', { name: 'Alan adları', level: 1 }).waitFor();
  const host = `odeme-${width}.demo-ticaret.com.tr`;
  await page.getByLabel('Alan adı').fill(host);
  await page.getByRole('button', { name: 'Ekle' }).click();
  await page
    .locator('.admin-domain-table tbody tr', { hasText: host })
    .getByText('DNS kaydı bekleniyor')
    .waitFor();
  await shot(page, 'admin-domains', width, width === 390);

  await page.goto(`${baseUrl}/admin/bank-accounts`);
  await page.getByRole('heading', { name: 'Havale/EFT hesapları', level: 1 }).waitFor();
  await page.locator('.admin-bank-account-table tbody tr').first().waitFor();
  await shot(page, 'admin-bank-accounts', width, width === 390);

  await page.goto(`${baseUrl}/admin/bank-transfers`);
  await page.getByRole('heading', { name: 'Gelen havaleler', level: 1 }).waitFor();
  const statement = camtStatement('TR540006200019900006299001', [
    {
      amount: '18750.50',
      reference: `S-1`,
      name: 'GÜNEŞ GIDA SAN. VE TİC. A.Ş.',
      iban: 'TR330006100519786457841326',
      text: 'Kasım cari ödemesi',
    },
    { amount: '4200.00', reference: `S-2`, name: 'Şükrü Doğan', text: 'fatura 2026-118' },
    { amount: '1250.75', reference: `S-3`, direction: 'debit', name: 'Kira', text: 'Aralık kirası' },
  ]);
  await page
    .getByLabel('Ekstre dosyası')
    .setInputFiles({ name: 'ekstre.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await page.getByRole('button', { name: 'Yükle', exact: true }).click();
  await page.locator('.admin-statement-result').waitFor();
  await page.locator('.admin-bank-transfer-table tbody tr.data-table-row').first().waitFor();
  await shot(page, 'admin-bank-transfers', width, width === 390);
  await page
    .locator('.admin-bank-transfer-table tbody tr.data-table-row')
    .first()
    .getByRole('button', { name: /^Eşleştir/ })
    .click();
  await page.locator('dialog.admin-transfer-match-dialog').getByLabel('Firma (kod ya da ad)').waitFor();
  await shot(page, 'admin-bank-transfer-match', width, false);
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/admin/commissions`);
  await page.getByRole('heading', { name: 'Komisyon tanımları' }).waitFor();
  await shot(page, 'admin-commissions', width, false);
  await page.getByRole('button', { name: 'Düzenle: Axess' }).first().click();
  await page.getByTestId('commission-preview-line').first().waitFor();
  await shot(page, 'admin-commission-edit', width, false);
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/admin/users`);
  await page.getByRole('heading', { name: 'Kullanıcılar' }).waitFor();
  await page.locator('.admin-user-table tbody tr.data-table-row').first().waitFor();
  await shot(page, 'admin-users', width, false);
  await page.getByRole('button', { name: 'Kişi davet et' }).click();
  await page.getByLabel('Ad soyad').waitFor();
  await shot(page, 'admin-user-invite', width, false);
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/admin/integration`);
  await page.locator('.integration-sync tbody tr.data-table-row').first().waitFor();
  await shot(page, 'admin-integration', width, width === 390);

  await page.goto(`${baseUrl}/admin/audit`);
  await page.getByRole('heading', { name: 'Denetim kaydı' }).waitFor();
  await page.locator('tbody tr.data-table-row').first().waitFor();
  await shot(page, 'admin-audit', width, false);
  await context.close();
  await takeAdminOperationsScreens(browser, baseUrl, width, shot);
  await takeAdminImportScreens(browser, baseUrl, width, shot);
  await takeAdminPricingScreens(browser, baseUrl, width, shot);
  await takeAdminDiscountTermsScreens(browser, baseUrl, width, shot);
}
