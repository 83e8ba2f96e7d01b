import { messages } from '@tahsilat/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/app.js';
import { launchChromium } from './support/browser.js';
import {
  chooseOption,
  completeThreeD,
  fillPayForm,
  modalResult,
  PAY_CARDS,
  submitPayment,
} from './support/pay.js';
import { launchServer, prepareStore, type RunningServer, type ServerStore } from './support/server.js';
import { runOnStore } from './support/store-sql.js';

/** The customer's side of pay by link (SPEC 2 /paymentPage, SPEC 4 payment request page). */

let store: ServerStore;
let server: RunningServer;
let browser: Browser;
let port = 0;
let token = '';

interface Link {
  id: string;
  code: string;
  link: string;
  status: string;
  paidCount: number;
  transactionId: string | null;
  referenceNumber: string;
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T; message: string }> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { data: T; message: string };
  return { status: response.status, data: answer.data, message: answer.message };
}

async function signInApi(): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/FirmAuth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.firmUser, password: DEMO.password, b2BDomainUrl: server.baseUrl }),
  });
  token = ((await response.json()) as { data: { token: string } }).data.token;
}

async function createLink(body: Record<string, unknown> = {}): Promise<Link> {
  const created = await call<Link>('POST', '/PaymentRequest/Create', {
    amount: '1250.00',
    currencyCode: 'TRY',
    description: 'Fatura 2026-204 (Kasım)',
    customerName: 'Ayşe Yılmaz',
    customerEmail: 'ayse@example.com',
    ...body,
  });
  expect(created.status, created.message).toBe(200);
  return created.data;
}

async function tracked(id: string): Promise<Link | undefined> {
  const page = await call<{ items: Link[] }>('GET', '/PaymentRequest/List?pageSize=100');
  return page.data.items.find((item) => item.id === id);
}

async function openLink(link: Link, width = 1280): Promise<{ page: Page; close(): Promise<void> }> {
  const opened = await newPage(browser, width, 900);
  await opened.page.goto(link.link);
  return { page: opened.page, close: () => opened.context.close() };
}

beforeAll(async () => {
  store = await prepareStore();
  const started = await launchServer(store);
  server = started;
  port = started.port;
  browser = await launchChromium();
  await signInApi();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await store?.drop();
});

describe('from the firm to the customer and back', () => {
  it('sign in, create a pre-authorised link, the customer pays it elsewhere, tracking shows it paid, the firm captures it', async () => {
    const firm = await newPage(browser);
    await signIn(firm.page, server.baseUrl);
    await firm.page.goto(`${server.baseUrl}/payment-request`);
    await firm.page.getByRole('textbox', { name: 'Tutar' }).fill('640');
    await firm.page.getByLabel('Açıklama').fill('Uçtan uca ön provizyon');
    await firm.page.getByRole('switch', { name: 'Ön provizyon' }).click();
    await firm.page.getByRole('button', { name: 'Link oluştur' }).click();
    await firm.page.getByTestId('link-result').waitFor();
    const url = await firm.page.getByTestId('link-url').inputValue();

    // The customer, in a browser of their own.
    const customer = await newPage(browser, 390, 844);
    await customer.page.goto(url);
    await customer.page.locator('#pay-cardNumber').waitFor();
    expect(await customer.page.locator('#pay-amount').inputValue()).toBe('640,00');
    await fillPayForm(customer.page, { card: PAY_CARDS.akbank });
    await chooseOption(customer.page, 46, 1);
    await submitPayment(customer.page);
    await completeThreeD(customer.page);
    expect(await modalResult(customer.page)).toContain('Ödemeniz alındı');
    await customer.page.locator('dialog[open] .three-d-result button').click();
    await customer.page.getByTestId('request-paid').waitFor();

    // Tracking: paid, the amount held; capture it.
    await firm.page.goto(`${server.baseUrl}/payment-list`);
    const row = firm.page
      .locator('.link-table tbody tr.data-table-row')
      .filter({ hasText: 'Uçtan uca ön provizyon' });
    await row.getByText('Ödendi').waitFor();
    await row.getByText('Provizyon bekliyor').waitFor();
    await row.getByRole('button', { name: 'İşlemler' }).click();
    await firm.page.getByRole('menuitem', { name: 'Tahsil et' }).click();
    await firm.page.getByRole('dialog').getByRole('button', { name: 'Tahsil et' }).click();
    await firm.page
      .getByText('Ön provizyon tahsil edildi.')
      .first()
      .waitFor()
      .catch(async (error: Error) => {
        // Say what the page showed instead (an error notice, a still-open dialog), so a failure can be read.
        throw new Error(
          `${error.message}\npage text: ${(await firm.page.locator('body').innerText()).slice(0, 3000)}`,
        );
      });
    await row.getByText('Tahsil edildi').waitFor();

    // Reopened by the customer: still paid.
    await customer.page.reload();
    await customer.page.getByTestId('request-paid').waitFor();
    await customer.context.close();
    await firm.context.close();
  });
});

describe('a customer opens a payment link', () => {
  it('pays it through 3-D Secure; tracking shows it paid and the link then says so', async () => {
    const link = await createLink();
    const { page, close } = await openLink(link);
    await page.locator('#pay-cardNumber').waitFor();
    // The link fixes what is paid: amount locked, currency fixed, its description shown, the customer filled in.
    expect(await page.locator('#pay-amount').inputValue()).toBe('1.250,00');
    expect(await page.locator('#pay-amount').getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('#pay-currencyCode').isDisabled()).toBe(true);
    await page.getByText('Fatura 2026-204 (Kasım)').waitFor();
    await page.getByText(link.referenceNumber).waitFor();
    expect(await page.locator('#pay-customerInformation').inputValue()).toBe('Ayşe Yılmaz');
    expect(await page.locator('#pay-description').count()).toBe(0);

    await fillPayForm(page, { card: PAY_CARDS.garanti });
    await chooseOption(page, 62, 1);
    // 1250 × (1 + 1.89 %) = 1273.625 → 1273.63
    expect(await page.getByTestId('pay-total').textContent()).toBe('1.273,63 TL');
    const sale = await submitPayment(page);
    await completeThreeD(page);
    expect(await modalResult(page)).toContain('Ödemeniz alındı');
    // SPEC 4: closing the modal reloads the page, which now shows the link paid.
    await page.locator('dialog[open] .three-d-result button').click();
    await page.getByTestId('request-paid').waitFor();
    await page.getByText(messages.paymentRequestPaid.replace('.', '')).first().waitFor();

    const row = await tracked(link.id);
    expect(row).toMatchObject({ status: 'paid', paidCount: 1, transactionId: sale.transactionId });
    // Reopened later, in another browser: paid, and no form to pay again.
    const again = await openLink(link);
    await again.page.getByTestId('request-paid').waitFor();
    expect(await again.page.locator('#pay-cardNumber').count()).toBe(0);
    await again.close();
    await close();
  });

  it('two customers paying one single-use link at the same time: one is charged, the other is told', async () => {
    const link = await createLink({ amount: '400.00', description: 'Aynı anda iki ödeme' });
    const first = await openLink(link);
    const second = await openLink(link);
    for (const { page } of [first, second]) {
      await page.locator('#pay-cardNumber').waitFor();
      await fillPayForm(page, { card: PAY_CARDS.akbank });
      await chooseOption(page, 46, 1);
      await submitPayment(page);
      await page.frameLocator('dialog[open] iframe').locator('#code').waitFor();
    }
    await Promise.all([completeThreeD(first.page), completeThreeD(second.page)]);
    const results = await Promise.all([modalResult(first.page), modalResult(second.page)]);
    expect(results.filter((text) => text.includes('Ödemeniz alındı'))).toHaveLength(1);
    expect(results.filter((text) => text.includes(messages.paymentRequestTaken))).toHaveLength(1);
    expect(await tracked(link.id)).toMatchObject({ status: 'paid', paidCount: 1 });
    await first.close();
    await second.close();
  });

  it('a cancelled link shows its message and no form', async () => {
    const link = await createLink({ description: 'İptal edilecek link' });
    expect((await call('POST', '/PaymentRequest/Cancel', { id: link.id })).status).toBe(200);
    const { page, close } = await openLink(link);
    await page.getByTestId('request-cancelled').waitFor();
    expect(await page.locator('#pay-cardNumber').count()).toBe(0);
    await close();
  });

  it('an unknown code says the link was not found', async () => {
    const opened = await newPage(browser);
    await opened.page.goto(`${server.baseUrl}/paymentPage?d=${'A'.repeat(24)}`);
    await opened.page.getByText('Ödeme linki bulunamadı.', { exact: false }).waitFor();
    await opened.context.close();
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const link = await createLink({ description: 'Telefon görünümü' });
    const { page, close } = await openLink(link, 390);
    await page.locator('#pay-cardNumber').waitFor();
    await fillPayForm(page, { card: PAY_CARDS.akbank });
    await page.locator('[data-bank-id="46"] [data-installment="3"]').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await close();
  });

  it('a link past its validity date shows the expired message, in the link’s language', async () => {
    const turkish = await createLink({ description: 'Süresi geçecek' });
    const english = await createLink({ description: 'Expiring link', language: 'en' });
    await server.stop();
    await runOnStore(store, [
      {
        sql: 'update payment_requests set validity_date = current_date - 3 where id = any($1::uuid[])',
        values: [[turkish.id, english.id]],
      },
    ]);
    server = await launchServer(store, {}, port);
    await signInApi();
    const tr = await openLink(turkish);
    await tr.page.getByTestId('request-expired').waitFor();
    await tr.page.getByText('Ödeme geçerlilik tarihi geçmiştir.').waitFor();
    await tr.close();
    const en = await openLink(english);
    await en.page.getByText('Payment validity date is expired.').waitFor();
    expect(await en.page.locator('#pay-cardNumber').count()).toBe(0);
    await en.close();
    expect((await tracked(turkish.id))?.status).toBe('expired');
  });
});
