/**
 * The business report screens for `npm run screens`: the home dashboard (dealer, main firm), the statement (a dealer's own, and the main firm's view of a
 * sub-firm with a foreign-currency period) the payment plan with two lines chosen for payment, and the collection plan.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeReportScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const height = width === 390 ? 844 : 800;
  const dealer = await newPage(browser, width, height);
  await signIn(dealer.page, baseUrl, DEMO.subFirmUser);
  await dealer.page.locator('.home-aging-svg').waitFor();
  await shot(dealer.page, 'home-dashboard-dealer', width);
  await dealer.page.goto(`${baseUrl}/firm-transaction-list`);
  await dealer.page.getByTestId('statement-closing').waitFor();
  await shot(dealer.page, 'statement-dealer', width);
  await dealer.context.close();

  const firm = await newPage(browser, width, height);
  await signIn(firm.page, baseUrl);
  await firm.page.locator('.home-aging-svg').waitFor();
  await shot(firm.page, 'home-dashboard-main-firm', width);
  await firm.page.goto(`${baseUrl}/firm-transaction-list`);
  await firm.page.getByTestId('statement-closing').waitFor();
  await shot(firm.page, 'statement-main-firm', width);

  await firm.page.goto(`${baseUrl}/payment-plan`);
  await firm.page.getByTestId('plan-remaining-TRY').waitFor();
  const boxes =
    width === 390
      ? firm.page.locator('.statement-cards .ant-checkbox-wrapper')
      : firm.page.locator('.plan-table tbody tr.ant-table-row .ant-checkbox-wrapper');
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await firm.page.getByTestId('plan-selection').waitFor();
  await shot(firm.page, 'payment-plan', width);

  await firm.page.goto(`${baseUrl}/collection-plan`);
  await firm.page.getByTestId('collection-dealers').waitFor();
  await shot(firm.page, 'collection-plan', width);
  await firm.context.close();
}
