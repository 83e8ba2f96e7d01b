/** The console's payment sets and rates page for `npm run screens` (SCREENS=admin): with an own EUR rate set. */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeAdminPricingScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
  await page.goto(`${baseUrl}/admin/pricing`);
  await page.getByRole('heading', { name: 'Ödeme setleri ve kurlar', level: 1 }).waitFor();
  await page.getByLabel('EUR şirket kuru').fill('37,25');
  await page.locator('form[id="admin-rate-EUR"]').getByRole('button', { name: 'Kaydet' }).click();
  await page.getByTestId('effective-EUR').getByText('37,2500').waitFor();
  await shot(page, 'admin-pricing', width, true);
  await page
    .getByRole('button', { name: /^Yöntem ekle/ })
    .first()
    .click();
  await page.getByRole('dialog').getByLabel('Ad').waitFor();
  await shot(page, 'admin-pricing-method', width, false);
  await page.keyboard.press('Escape');
  // Back to the central bank's rate, as the other screens expect.
  await page.getByRole('button', { name: 'Kaldır: EUR' }).click();
  await page.getByRole('button', { name: 'Kaldır', exact: true }).click();
  await page.getByTestId('effective-EUR').getByText('36,6023').waitFor();
  await context.close();
}
