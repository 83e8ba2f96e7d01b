/**
 * The newer bank protocols for `npm run screens` (SCREENS=banks): the pay page offering Yapı Kredi (PosNet),
 * KuveytTürk (TDV2) and VakıfBank (PayFlex), a KuveytTürk payment's 3-D page in the modal after our relay, and its
 * approved result; the console's bank list and a KuveytTürk account's own credential fields.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';
import { chooseOption, completeThreeD, fillPayForm, modalResult, submitPayment } from './support/pay.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

export async function takeBankScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 900);
  await page.goto(`${baseUrl}/pay-without-login`);
  await page.locator('#pay-cardNumber').waitFor();
  await fillPayForm(page, { card: '5188 9612 3456 7895', amount: '1.250,00', holder: 'ÇAĞRI ÖZTÜRK' });
  await chooseOption(page, 205, 3);
  await page.locator(`[data-bank-id="205"] [data-installment="3"]`).scrollIntoViewIfNeeded();
  await shot(page, 'pay-banks-kuveyt', width, false);
  await submitPayment(page);
  await page.frameLocator('dialog[open] iframe').locator('#code').waitFor();
  await shot(page, 'pay-kuveyt-3d', width, false);
  await completeThreeD(page);
  await modalResult(page);
  await shot(page, 'pay-kuveyt-result', width, false);
  await context.close();
}

/** The console: the banks with their protocols, and a KuveytTürk account open with its own fields. */
export async function takeBankConsoleScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 900);
  await signIn(page, baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
  await page.goto(`${baseUrl}/admin/banks`);
  await page.getByRole('heading', { name: 'Banka hesapları' }).waitFor();
  const rows = page.locator('.admin-bank-table tbody tr.data-table-row');
  await rows.first().waitFor();
  await shot(page, 'admin-banks-protocols', width, width === 390);
  await rows.filter({ hasText: 'KuveytTürk' }).getByRole('button').click();
  await page.locator('.ant-drawer-body input').first().waitFor();
  await shot(page, 'admin-bank-kuveyt', width, false);
  await context.close();
}
