/**
 * The business report screens for `npm run screens`: the home dashboard (dealer, main firm), the statement (a dealer's own, and the main firm's view of a
 * sub-firm with a foreign-currency period) the payment plan with two lines chosen for payment, the signed-in payment page they open, the collection plan,
 * and the collection history (after a few card payments) with a payment's drawer.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';
import {
  chooseOption,
  completeThreeD,
  fillPayForm,
  modalResult,
  PAY_CARDS,
  submitPayment,
} from './support/pay.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeReportScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const height = width === 390 ? 844 : 800;
  const dealer = await newPage(browser, width, height);
  await signIn(dealer.page, baseUrl, DEMO.subFirmUser);
  await dealer.page.locator('.home-aging-svg').waitFor();
  await shot(dealer.page, 'home-dashboard-dealer', width);
  // Pay by transfer (issue 29): the panel brought into view.
  const transfer = dealer.page.getByTestId('transfer-instructions');
  await transfer.scrollIntoViewIfNeeded();
  await shot(dealer.page, 'home-transfer-panel', width);
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
      ? firm.page.locator('.statement-cards .tap-check')
      : firm.page.locator('.plan-table tbody tr.data-table-row input[type=checkbox]');
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await firm.page.getByTestId('plan-selection').waitFor();
  await shot(firm.page, 'payment-plan', width);
  // 'Seçilenleri Öde': the signed-in payment page with the two lines.
  await firm.page.getByRole('button', { name: 'Seçilenleri Öde' }).click();
  await firm.page.getByTestId('portal-items-open').waitFor();
  await firm.page.locator('[data-bank-id]').first().waitFor();
  await shot(firm.page, 'pos-collection', width);

  await firm.page.goto(`${baseUrl}/collection-plan`);
  await firm.page.getByTestId('collection-dealers').waitFor();
  await shot(firm.page, 'collection-plan', width);

  // The history needs payments: the dealer's (one in instalments, one declined) and the main firm's own, made once.
  if (width === 1280) {
    const payer = await newPage(browser);
    await signIn(payer.page, baseUrl, DEMO.subFirmUser);
    await payAt(payer.page, baseUrl, { amount: '4.800,00', installments: 3 });
    await payAt(payer.page, baseUrl, { amount: '1.250,00' });
    await payAt(payer.page, baseUrl, { amount: '640,00', card: PAY_CARDS.declined });
    await payer.context.close();
    await payAt(firm.page, baseUrl, { amount: '2.750,90' });
  }
  await firm.page.goto(`${baseUrl}/pos-collection-transaction`);
  await firm.page
    .locator('.history-table tbody tr.data-table-row, [data-testid="history-card"]')
    .first()
    .waitFor();
  await shot(firm.page, 'collection-history', width);
  if (width === 1280) {
    await firm.page.locator('.history-table tbody tr.data-table-row').first().locator('td').first().click();
    await firm.page.getByTestId('history-timeline').waitFor();
    await shot(firm.page, 'collection-history-drawer', width);
  }
  await firm.context.close();
}

/** A card payment at /pos-collection through the sandbox bank's 3-D page (Akbank: single payment or instalments). */
async function payAt(
  page: Page,
  baseUrl: string,
  input: { amount: string; installments?: number; card?: string },
): Promise<void> {
  await page.goto(`${baseUrl}/pos-collection`);
  await page.locator('#pay-cardNumber').waitFor();
  await fillPayForm(page, { amount: input.amount, card: input.card ?? PAY_CARDS.akbank });
  await chooseOption(page, 46, input.installments ?? 1);
  await submitPayment(page);
  await completeThreeD(page);
  await modalResult(page);
}
