/**
 * The sub-dealer screens for `npm run screens` (SCREENS=subfirms): the list, a new firm's form, a dealer's users
 * with the invitation form, and the dealer view's banner.
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeSubFirmScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/subfirm-list`);
  await page.getByRole('heading', { name: 'Alt Bayiler' }).waitFor();
  const rows =
    width === 390
      ? page.getByTestId('sub-firm-card')
      : page.locator('.sub-firm-table tbody tr.data-table-row');
  await rows.first().waitFor();
  await shot(page, 'subfirm-list', width, false);

  // A new firm's form, with the checks it makes before sending.
  await page.getByRole('button', { name: 'Yeni alt bayi' }).first().click();
  const form = page.getByRole('dialog', { name: 'Yeni alt bayi' });
  await form.getByLabel('Bayi kodu').fill('2101');
  await form.getByLabel('Bayi adı').fill('Karadeniz Yapı Malzemeleri Ltd. Şti.');
  await form.getByLabel('Vergi no (VKN) veya T.C. kimlik no').fill('1234567891');
  await form.getByLabel('Şehir').fill('Trabzon');
  await form.getByLabel('Yetkili kişi').fill('Murat Kaya');
  await form.getByLabel('E-posta').fill('murat@');
  await form.getByLabel('Risk limiti').fill('150.000,00');
  await form.getByRole('button', { name: 'Bayiyi kaydet' }).click();
  await form.locator('.ant-form-item-explain-error').first().waitFor();
  await shot(page, 'subfirm-form', width, false);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'hidden' });

  // The users of the demo dealer 1002, then the invitation form.
  await page.getByLabel('Kod, ad, vergi no, şehir, yetkili veya e-posta ara').fill('1002');
  const dealer =
    width === 390
      ? page.getByTestId('sub-firm-card').filter({ hasText: '1002' })
      : page.locator('.sub-firm-table tbody tr.data-table-row', { hasText: '1002' });
  await dealer.first().waitFor();
  await page.waitForTimeout(500);
  // A firm the ERP keeps opens read-only, with the note.
  await dealer
    .first()
    .getByRole('button', { name: /^Bayiyi aç/ })
    .click();
  const erpFirm = page.getByRole('dialog', { name: /^1002 · / });
  await erpFirm.getByText('Bu bayinin bilgileri ERP sisteminizden gelir', { exact: false }).waitFor();
  await shot(page, 'subfirm-erp-firm', width, false);
  await page.keyboard.press('Escape');
  await erpFirm.waitFor({ state: 'hidden' });
  await dealer
    .first()
    .getByRole('button', { name: /^Kullanıcılar/ })
    .click();
  const users = page.getByRole('dialog', { name: /· Kullanıcılar$/ });
  await users.getByText('bayi@tahsilat.local').first().waitFor();
  await shot(page, 'subfirm-users', width, false);
  await users.getByRole('button', { name: 'Kullanıcı davet et' }).click();
  const invite = page.getByRole('dialog', { name: 'Kullanıcı davet et' });
  await invite.getByLabel('Ad soyad').fill('Elif Şahin');
  await invite.getByLabel('E-posta').fill('elif.sahin@example.com');
  await invite.getByRole('checkbox', { name: 'Ödeme Planı' }).check();
  await invite.getByRole('checkbox', { name: 'Ekstre Dökümü' }).check();
  await shot(page, 'subfirm-invite', width, false);
  await invite.getByRole('button', { name: 'Vazgeç' }).click();
  await page.keyboard.press('Escape');
  await users.waitFor({ state: 'hidden' });

  // The dealer view: its home page under the banner.
  await dealer
    .first()
    .getByRole('button', { name: /^Diğer işlemler/ })
    .click();
  await page.getByRole('menuitem', { name: 'Bayinin gözünden bak' }).click();
  // The one confirmation dialog every page uses (components/confirm-action.tsx), here asking before the dealer view.
  await page.getByRole('dialog').getByRole('button', { name: 'Bayinin gözünden bak' }).waitFor();
  await shot(page, 'confirm-dialog', width, false);
  await page.getByRole('dialog').getByRole('button', { name: 'Bayinin gözünden bak' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByTestId('acting-banner').waitFor();
  await page.getByTestId('footer-phone').waitFor();
  await shot(page, 'subfirm-acting', width, false);
  await page.getByRole('button', { name: 'Kendi hesabıma dön' }).click();
  await page.waitForURL(/\/subfirm-list$/);
  await context.close();
}
