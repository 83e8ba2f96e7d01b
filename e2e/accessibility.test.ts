import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { fillPayForm, PAY_CARDS, payAtPosCollection } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

/** Every public screen and every page of the signed-in shell passes axe-core's WCAG 2.1 AA and best-practice rules. */

const suite = useServerAndBrowser();

/** Runs axe on what the page shows now; `screen` names it in the failure. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await findAxeViolations(page);
  expect.soft(violations, `${screen}:\n${violations.join('\n')}`).toEqual([]);
}

/** Opens a shell page and waits until its content is there and nothing is loading any more. */
async function openShellPage(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${suite.server.baseUrl}${path}`);
  await settle(page, ready);
}

/** Waits for `ready` and for the spinners and skeletons to go: axe then sees the page as a person reads it. */
async function settle(page: Page, ready: string): Promise<void> {
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
}

describe('public screens', () => {
  it('sign-in, forgotten password, the result panel and the pay page with its form', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${base}/signin`);
    await page.getByRole('button', { name: 'GİRİŞ YAP' }).waitFor();
    await expectAccessible(page, '/signin');

    await page.goto(`${base}/forget-password`);
    await page.getByRole('button', { name: 'GÖNDER' }).waitFor();
    await expectAccessible(page, '/forget-password');

    await page.goto(`${base}/pos-collection-result/true/${encodeURIComponent('Ödemeniz alındı.')}`);
    await page.locator('.result-title').waitFor();
    await expectAccessible(page, '/pos-collection-result (success)');

    await page.goto(`${base}/pay-without-login`);
    await page.locator('#pay-cardNumber').waitFor();
    await expectAccessible(page, '/pay-without-login');
    await page.locator('button.pay-button').click();
    await page.locator('.field-error').first().waitFor();
    await expectAccessible(page, '/pay-without-login (the messages of an empty form)');
    await fillPayForm(page, { card: PAY_CARDS.akbank });
    await page.locator('[data-bank-id="46"] [data-installment="3"]').waitFor();
    await expectAccessible(page, '/pay-without-login (filled, with the options)');
    await context.close();
  });
});

describe('the signed-in shell', () => {
  it('the firm user: home, plans, online payment, collection history, pay by link (form, link, tracking), stocks, the ERP report, password, 403 and 404', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base);
    await page.locator('.home-aging-svg').waitFor();
    await expectAccessible(page, '/home (firm user)');

    await openShellPage(page, '/payment-plan', '[data-testid="plan-remaining-TRY"]');
    await expectAccessible(page, '/payment-plan');

    await openShellPage(page, '/collection-plan', '[data-testid="collection-dealers"]');
    await expectAccessible(page, '/collection-plan');

    await openShellPage(page, '/pos-collection', '[data-bank-id]');
    await expectAccessible(page, '/pos-collection');

    // No payments on a fresh server: the filters and the empty table (e2e/collection-history checks rows and the drawer).
    await openShellPage(
      page,
      '/pos-collection-transaction',
      '.history-table .empty-note, .history-table tbody tr.data-table-row',
    );
    await expectAccessible(page, '/pos-collection-transaction');

    await openShellPage(page, '/payment-request', 'form');
    await expectAccessible(page, '/payment-request');
    await page.getByRole('textbox', { name: 'Tutar' }).fill('250');
    await page.getByLabel('Açıklama').fill('Erişilebilirlik denetimi');
    await page.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
    await page.getByRole('textbox', { name: 'E-posta' }).fill('ayse@example.com');
    await page.getByLabel('Linki şimdi e-posta ile gönder').check();
    await page.getByRole('button', { name: 'Link oluştur' }).click();
    await page.getByTestId('link-qr').waitFor();
    const link = await page.getByTestId('link-url').inputValue();
    await expectAccessible(page, '/payment-request (the link made)');

    await openShellPage(page, '/payment-list', '.link-table tbody tr.data-table-row');
    await expectAccessible(page, '/payment-list');

    await openShellPage(page, '/stocks', '.stock-table tbody tr.data-table-row');
    await expectAccessible(page, '/stocks');

    // The ERP report with its chart and table (e2e/erp-report checks the figures and the other reports).
    await openShellPage(page, '/erp-report', '.erp-table tbody tr.data-table-row');
    await expectAccessible(page, '/erp-report');

    await openShellPage(page, '/change-password', 'form');
    await expectAccessible(page, '/change-password');

    await openShellPage(page, '/boyle-bir-sayfa-yok', '.ant-result');
    await expectAccessible(page, '404');

    // The customer's side of the link made above.
    await page.goto(link);
    await page.locator('#pay-cardNumber').waitFor();
    await expectAccessible(page, 'public payment link');
    await context.close();
  });

  it('the sub-firm user: home, the statement and the 403 page', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, DEMO.subFirmUser);
    await page.locator('.home-aging-svg').waitFor();
    await expectAccessible(page, '/home (sub-firm user)');
    await openShellPage(page, '/firm-transaction-list', '[data-testid="statement-closing"]');
    await expectAccessible(page, '/firm-transaction-list (sub-firm user)');
    await page.goto(`${base}/collection-plan`);
    await page.waitForURL(/\/not-authorized-access$/);
    await page.locator('.ant-result').waitFor();
    await expectAccessible(page, '403');
    await context.close();
  });

  it('the tenant administrator: the console overview, brand and site, banks and commissions each with one open, users, integration and the audit log', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await settle(page, '.admin-section-card');
    await expectAccessible(page, '/admin');
    await openShellPage(page, '/admin/site', '.admin-form');
    await expectAccessible(page, '/admin/site');
    await openShellPage(page, '/admin/domains', '.admin-domain-table tbody tr');
    await expectAccessible(page, '/admin/domains');
    await openShellPage(page, '/admin/bank-accounts', '.admin-bank-account-table tbody tr');
    await expectAccessible(page, '/admin/bank-accounts');
    await openShellPage(page, '/admin/screens', '.screen-panel');
    await expectAccessible(page, '/admin/screens');
    await openShellPage(page, '/admin/banks', '.admin-bank-table tbody tr');
    await expectAccessible(page, '/admin/banks');
    await page.locator('.admin-bank-table tbody tr').first().getByRole('button').click();
    await settle(page, '#admin-bank_storeKey');
    await expectAccessible(page, '/admin/banks (an account open)');
    await page.getByRole('button', { name: 'Bağlantıyı test et' }).click();
    await settle(page, '.admin-bank-test .ant-alert');
    await expectAccessible(page, '/admin/banks (a connection tested)');
    await page.keyboard.press('Escape');
    await openShellPage(page, '/admin/commissions', '.commission-table tbody tr');
    await expectAccessible(page, '/admin/commissions');
    await page.getByRole('button', { name: 'Düzenle: Bonus' }).click();
    await settle(page, '[data-testid="commission-preview-line"]');
    await expectAccessible(page, '/admin/commissions (a definition open)');
    await page.keyboard.press('Escape');
    await openShellPage(page, '/admin/users', '.admin-user-table tbody tr');
    await expectAccessible(page, '/admin/users');
    await openShellPage(page, '/admin/integration', '.integration-sync tbody tr');
    await expectAccessible(page, '/admin/integration');
    await openShellPage(page, '/admin/audit', '.audit-table tbody tr');
    await expectAccessible(page, '/admin/audit');
    await context.close();
  });

  it("the console's operations: the collections with one open, the payment links, the discount requests", async () => {
    const base = suite.server.baseUrl;
    const dealer = await newPage(suite.browser);
    await signIn(dealer.page, base, DEMO.subFirmUser);
    await payAtPosCollection(dealer.page, base, '120,00');
    await dealer.context.close();
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await openShellPage(page, '/admin/collections', '.ops-table tbody tr.data-table-row');
    await expectAccessible(page, '/admin/collections');
    await page.locator('.ops-table tbody tr.data-table-row').first().getByRole('button').click();
    await settle(page, '.ops-reversal-form');
    await expectAccessible(page, '/admin/collections (a collection open)');
    await page.keyboard.press('Escape');
    await openShellPage(page, '/admin/links', '.ops-table');
    await expectAccessible(page, '/admin/links');
    await openShellPage(page, '/admin/discounts', '.ops-table');
    await expectAccessible(page, '/admin/discounts');
    await context.close();
  });

  it('at 390 px: the drawer menu and a page behind it', async () => {
    const { context, page } = await newPage(suite.browser, 390, 844);
    await signIn(page, suite.server.baseUrl);
    await page.locator('.home-aging-svg').waitFor();
    await expectAccessible(page, '/home at 390 px');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Link Takibi' }).waitFor();
    await expectAccessible(page, 'the drawer menu at 390 px');
    await page.getByRole('dialog').getByRole('link', { name: 'Link Takibi' }).click();
    await page.waitForURL(/\/payment-list$/);
    await settle(page, '.link-card, .link-cards-empty');
    await expectAccessible(page, '/payment-list at 390 px');
    await context.close();
  });
});
