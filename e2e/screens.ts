/**
 * npm run screens: screenshots of every screen at 1280 px and 390 px into docs/screens/, from a fresh
 * demo server. They are for people to look at, not assertions (those are the *.test.ts files).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { takeAdminScreens } from './screens-admin.js';
import { takeBankConsoleScreens, takeBankScreens } from './screens-banks.js';
import { takeDbsScreens } from './screens-dbs.js';
import { takeDiscountScreens } from './screens-discount.js';
import { takeErpReportScreens } from './screens-erpreport.js';
import { takeLanguageScreens } from './screens-languages.js';
import { takeLinkPageScreens, takeLinkScreens } from './screens-links.js';
import { takeReportScreens } from './screens-reports.js';
import { takeStockScreens } from './screens-stocks.js';
import { takeSubFirmScreens } from './screens-subfirms.js';
import { DEMO, latestMail, newPage, signIn } from './support/app.js';
import { launchChromium } from './support/browser.js';
import { chooseOption, completeThreeD, fillPayForm, modalResult, submitPayment } from './support/pay.js';
import { startServer } from './support/server.js';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screens');
mkdirSync(out, { recursive: true });

const server = await startServer();
const browser = await launchChromium();
const widths = [1280, 390] as const;
// SCREENS=links, SCREENS=reports, SCREENS=admin, SCREENS=subfirms, SCREENS=stocks, SCREENS=dbs, SCREENS=discount, SCREENS=erpreport, SCREENS=languages or SCREENS=banks takes only those screens (a quicker look while working on them).
const only = process.env.SCREENS;

async function shot(page: Page, name: string, width: number, fullPage = width === 390) {
  // Notices and the progress bar come and go; wait for the page to settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage });
  console.log(`docs/screens/${name}-${width}.png`);
}

try {
  await fetch(`${server.baseUrl}/api/FirmAuth/ForgotPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: DEMO.firmUser }),
  });
  const mail = await latestMail(server.baseUrl, DEMO.firmUser, 'Şifre sıfırlama');
  const resetPath = new URL(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '')
    .pathname;

  for (const width of widths) {
    if (!only || only === 'reports') {
      await takeReportScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'links') {
      await takeLinkScreens(browser, server.baseUrl, width, shot);
      await takeLinkPageScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'subfirms') {
      await takeSubFirmScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'discount') {
      await takeDiscountScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'dbs') {
      await takeDbsScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'stocks') {
      await takeStockScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'languages') {
      await takeLanguageScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'erpreport') {
      await takeErpReportScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'banks') {
      await takeBankScreens(browser, server.baseUrl, width, shot);
      await takeBankConsoleScreens(browser, server.baseUrl, width, shot);
    }
    if (!only || only === 'admin') {
      await takeAdminScreens(browser, server.baseUrl, width, shot);
    }
    if (only) {
      continue;
    }
    const height = width === 390 ? 844 : 800;
    const { context, page } = await newPage(browser, width, height);
    await page.goto(`${server.baseUrl}/signin`);
    await page.getByLabel('E-posta').waitFor();
    await shot(page, 'signin', width);
    await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
    await shot(page, 'signin-errors', width);
    await page.getByLabel('Dil').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shot(page, 'signin-en', width);
    await page.getByLabel('Language').selectOption('tr');
    await page.goto(`${server.baseUrl}/forget-password`);
    await page.getByRole('heading', { name: 'Şifreni mi unuttun ?' }).waitFor();
    await shot(page, 'forgot-password', width);
    await page.goto(`${server.baseUrl}${resetPath}`);
    await page.getByRole('heading', { name: 'Yeni şifre belirle' }).waitFor();
    await shot(page, 'reset-password', width);
    await page.goto(`${server.baseUrl}/reset-password/bilinmeyen`);
    await page.getByText('Üzgünüm, böyle bir kullanıcı bulamadım.').first().waitFor();
    await shot(page, 'reset-password-unknown', width);

    await signIn(page, server.baseUrl);
    await page.getByTestId('footer-phone').waitFor();
    await shot(page, 'home-firm-user', width);
    if (width === 390) {
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Ödeme Planı' }).waitFor();
      await shot(page, 'menu-drawer', width);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${server.baseUrl}/change-password`);
    await page.getByLabel('Mevcut şifre').waitFor();
    await shot(page, 'change-password', width);
    await page.goto(`${server.baseUrl}/olmayan-sayfa`);
    await page.getByText('Üzgünüm, aradığınız sayfayı bulamadım.').waitFor();
    await shot(page, 'not-found', width);
    await context.close();

    const sub = await newPage(browser, width, height);
    await signIn(sub.page, server.baseUrl, DEMO.subFirmUser);
    await sub.page.getByTestId('footer-phone').waitFor();
    await shot(sub.page, 'home-sub-firm-user', width);
    await sub.page.goto(`${server.baseUrl}/collection-plan`);
    await sub.page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.').waitFor();
    await shot(sub.page, 'not-authorized', width);
    await sub.context.close();

    const modal = await newPage(browser, width, height);
    await signIn(modal.page, server.baseUrl.replace('localhost', 'ornek-sanayi.localhost'));
    await modal.page.getByRole('dialog', { name: 'Şirket Listesi' }).waitFor();
    await shot(modal.page, 'company-modal', width);
    await modal.context.close();

    // The payment page: empty, filled with the card's options, the bank page in the modal, the result.
    for (const language of ['tr', 'en'] as const) {
      const pay = await newPage(browser, width, height);
      await pay.page.goto(`${server.baseUrl}/pay-without-login`);
      await pay.page.locator('#pay-cardNumber').waitFor();
      if (language === 'en') {
        await pay.page.locator('.language-select select').selectOption('en');
        await pay.page.getByRole('heading', { name: 'Pay without an account' }).waitFor();
      }
      await shot(pay.page, `pay-empty-${language}`, width);
      await fillPayForm(pay.page, { amount: '2.500,00' });
      await chooseOption(pay.page, 46, 3);
      await pay.page.locator('#pay-agreement').check();
      await shot(pay.page, `pay-options-${language}`, width, true);
      await submitPayment(pay.page);
      await pay.page.frameLocator('dialog[open] iframe').locator('#code').waitFor();
      await shot(pay.page, `pay-modal-${language}`, width, false);
      await completeThreeD(pay.page);
      await modalResult(pay.page);
      await shot(pay.page, `pay-result-${language}`, width, false);
      await pay.context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
