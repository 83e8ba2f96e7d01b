/** The console's invoice-discount terms page for `npm run screens` (SCREENS=admin): the terms, example and firm rates. */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeAdminDiscountTermsScreens(
  browser: Browser,
  baseUrl: string,
  width: number,
  shot: Shot,
) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
  await page.goto(`${baseUrl}/admin/discount-terms`);
  await page.getByRole('heading', { name: 'İskonto koşulları', level: 1 }).waitFor();
  await page.getByTestId('discount-terms-example').getByText('Net ödeme').waitFor();
  await shot(page, 'admin-discount-terms', width, true);
  await context.close();
}
