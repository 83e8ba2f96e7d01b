/**
 * The invoice discounting screens for `npm run screens` (SCREENS=discount): three invoices chosen with the server's
 * preview, the request's answer, a request's lines, the dealer 1002 with its agreed rate, and (wide) a tenant that
 * offers no discounting.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

/** The tenant's administrator rejects the open requests (API now, console later): their invoices are free again. */
async function rejectOpenRequests(baseUrl: string): Promise<void> {
  const login = async (email: string) => {
    const response = await fetch(`${baseUrl}/api/FirmAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO.password }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const [firm, admin] = [await login(DEMO.firmUser), await login('yonetici@tahsilat.local')];
  const listed = await fetch(`${baseUrl}/api/InvoiceDiscount/Requests`, {
    headers: { authorization: `Bearer ${firm}` },
  });
  const requests = ((await listed.json()) as { data: { id: string; status: string }[] }).data;
  for (const request of requests.filter((r) => r.status === 'requested')) {
    await fetch(`${baseUrl}/api/admin/discount-requests/${request.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: 'rejected', note: 'Ekran görüntüsü için reddedildi.' }),
    });
  }
}

export async function takeDiscountScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const isPhone = width === 390;
  const { context, page } = await newPage(browser, width, isPhone ? 844 : 800);
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/invoice-discount`);
  await page.getByRole('heading', { name: 'Fatura İskontosu' }).waitFor();
  await page.getByTestId('discount-terms').waitFor();
  const boxes = page.getByRole('checkbox', { name: /faturasını seç$/ });
  await boxes.first().waitFor();
  await shot(page, 'discount-list', width, true);

  // Three eligible invoices chosen: the server's figures per invoice and in total.
  const enabled = isPhone
    ? page.getByTestId('discount-invoice-card').getByRole('checkbox')
    : page.locator('.discount-invoice-table tbody input[type=checkbox]:not([disabled])');
  for (const index of [0, 1, 2]) {
    await enabled.nth(index).check();
  }
  await page.getByTestId('discount-total-net-TRY').waitFor();
  await page.getByRole('button', { name: 'İskonto talebi oluştur' }).isEnabled();
  await shot(page, 'discount-preview', width, true);

  // The request as the server wrote it.
  await page.getByRole('button', { name: 'İskonto talebi oluştur' }).click();
  await page.getByTestId('discount-result').waitFor();
  await shot(page, 'discount-result', width, false);
  await page.getByRole('button', { name: 'Tamam' }).click();
  await page.getByTestId('discount-result').waitFor({ state: 'hidden' });

  // The request's lines in the drawer.
  await page
    .getByRole('button', { name: /^Ayrıntı İSK-/ })
    .first()
    .click();
  await page
    .locator('.discount-drawer .discount-line-table, .discount-drawer .discount-line-cards')
    .waitFor();
  await shot(page, 'discount-request', width, false);
  await page.keyboard.press('Escape');

  // The dealer 1002, with its agreed rate, chosen with the firm picker.
  await page.getByLabel('Firma').click();
  await page.locator('.ant-select-item-option', { hasText: '1002' }).click();
  await page.getByText('firmaya özel oran').waitFor();
  await shot(page, 'discount-dealer', width, false);
  await context.close();

  if (!isPhone) {
    // Tenant B offers no discounting: the page says so.
    const other = await newPage(browser, width, 800);
    await signIn(other.page, baseUrl);
    await other.page.getByLabel('Şirket').selectOption({ label: 'Örnek Sanayi Ltd. Şti.' });
    await other.page
      .getByTestId('active-company')
      .getByText('Örnek Sanayi Ltd. Şti.', { exact: true })
      .waitFor();
    await other.page.goto(`${baseUrl}/invoice-discount`);
    await other.page.getByTestId('discount-not-offered').waitFor();
    await shot(other.page, 'discount-not-offered', width, false);
    await other.context.close();
    // The phone's screens choose the same invoices again.
    await rejectOpenRequests(baseUrl);
  }
}
