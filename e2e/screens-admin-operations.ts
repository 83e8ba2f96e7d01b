/**
 * The console's operations screens for `npm run screens` (SCREENS=admin): the collections with one open and a
 * partial refund made, the payment links, the discount requests with one open. A dealer pays and the firm user
 * makes a link and a discount request first: the demo seed has none of them.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { payAtPosCollection } from './support/pay.js';

/** A list's rows: the table's on a wide screen, the cards on a phone. */
const ROWS = '.ops-table tbody tr.data-table-row, .ops-card';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

async function post<T>(baseUrl: string, token: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A dealer's card payment, a payment link and a discount request of the firm user. */
async function makeOperations(browser: Browser, baseUrl: string) {
  const dealer = await newPage(browser);
  await signIn(dealer.page, baseUrl, DEMO.subFirmUser);
  await payAtPosCollection(dealer.page, baseUrl, '1.250,00', undefined, 'Mart faturaları');
  await dealer.context.close();
  await fetch(`${baseUrl}/sandbox-bank/control/end-of-day`, { method: 'POST' });
  const firm = await newPage(browser);
  await signIn(firm.page, baseUrl);
  const token = (await storage(firm.page)).token ?? '';
  await post(baseUrl, token, '/PaymentRequest/Create', {
    amount: '4750.00',
    currencyCode: 'TRY',
    description: 'Nisan siparişi',
    customerName: 'Yıldız Yapı Market',
  });
  const invoices = await post<{ items: { id: string; ineligible: string | null }[] }>(
    baseUrl,
    token,
    '/InvoiceDiscount/Invoices',
  );
  const chosen = invoices.items.filter((item) => item.ineligible === null).slice(0, 2);
  await post(baseUrl, token, '/InvoiceDiscount/Requests', { invoiceIds: chosen.map((item) => item.id) });
  await firm.context.close();
}

export async function takeAdminOperationsScreens(
  browser: Browser,
  baseUrl: string,
  width: number,
  shot: Shot,
) {
  await makeOperations(browser, baseUrl);
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);

  await page.goto(`${baseUrl}/admin/collections`);
  await page.getByRole('heading', { name: 'Tahsilatlar' }).waitFor();
  const row = page.locator(ROWS).first();
  await row.waitFor();
  await shot(page, 'admin-collections', width, false);
  await row.getByRole('button').click();
  const drawer = page.locator('.ops-drawer');
  // The sale's own day offers the void only; the bank (its day closed) refuses it, and the refund is offered.
  await drawer.getByLabel('Neden').fill('Yanlış tutar');
  await drawer.getByRole('button', { name: 'İptal et' }).click();
  await page.locator('.confirm-action').getByRole('button', { name: 'İptal et' }).click();
  await drawer.locator('.ops-reversals li').first().waitFor();
  await drawer.getByRole('radio', { name: 'İade', exact: true }).check();
  await drawer.getByRole('radio', { name: 'Bir kısmı' }).check();
  await drawer.getByLabel('İade tutarı').fill('250,00');
  await drawer.getByLabel('Neden').fill('Bir kalem iade edildi');
  await drawer.getByRole('button', { name: 'İade et' }).click();
  await page.locator('.confirm-action').getByRole('button', { name: 'İade et' }).click();
  await drawer.locator('.ops-reversals li').first().waitFor();
  await shot(page, 'admin-collection-refund', width, false);
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/admin/links`);
  await page.getByRole('heading', { name: 'Ödeme linkleri' }).waitFor();
  await page.locator(ROWS).first().waitFor();
  await shot(page, 'admin-links', width, false);

  await page.goto(`${baseUrl}/admin/discounts`);
  await page.getByRole('heading', { name: 'İskonto talepleri' }).waitFor();
  await page.locator(ROWS).first().waitFor();
  await shot(page, 'admin-discounts', width, false);
  await page.locator(ROWS).first().getByRole('button').click();
  await page.locator('.discount-drawer').getByRole('button', { name: 'Onayla' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.discount-drawer .ant-spin-spinning'));
  await shot(page, 'admin-discount-open', width, false);
  await context.close();
}
