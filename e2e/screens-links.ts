/**
 * The pay-by-link screens for `npm run screens`: the create form empty and filled, the created link with its
 * QR code, and link tracking with rows of each state the demo can make (waiting, several payments, cancelled).
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, newPage, signIn } from './support/app.js';
import { chooseOption, completeThreeD, fillPayForm, modalResult, submitPayment } from './support/pay.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

const SAMPLE_LINKS = [
  {
    amount: '18450.00',
    currencyCode: 'TRY',
    description: 'Ekim ayı cari hesap bakiyesi',
    customerName: 'Yıldız Yapı Market',
    customerEmail: 'muhasebe@yildizyapi.com.tr',
  },
  {
    amount: '2750.90',
    currencyCode: 'TRY',
    description: 'Klima bakım hizmeti, fatura 2026-118',
    customerName: 'Mehmet Demir',
    customerPhone: '0532 412 18 90',
  },
  {
    amount: '1200.00',
    currencyCode: 'USD',
    description: 'Yedek parça siparişi avansı',
    customerName: 'Anadolu Makine A.Ş.',
    customerEmail: 'satinalma@anadolumakine.com',
    maxPayments: 3,
  },
  { amount: '640.00', currencyCode: 'TRY', description: 'Eğitim semineri katılım ücreti', maxPayments: 50 },
  {
    amount: '9999.99',
    currencyCode: 'EUR',
    description: 'Fuar standı kiralama',
    customerName: 'Ege Fuarcılık',
    customerEmail: 'finans@egefuar.com',
  },
  {
    amount: '325.50',
    currencyCode: 'TRY',
    description: 'Kargo bedeli farkı',
    customerName: 'Zeynep Aksoy',
    customerEmail: 'zeynep.aksoy@example.com',
  },
];

/** The firm user's API headers. */
async function apiHeaders(baseUrl: string): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/api/FirmAuth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.firmUser, password: DEMO.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}

/** Links made through the API, the last two cancelled, so the list has rows in several states. */
async function seedLinks(baseUrl: string): Promise<void> {
  const headers = await apiHeaders(baseUrl);
  for (const [index, link] of SAMPLE_LINKS.entries()) {
    const response = await fetch(`${baseUrl}/api/PaymentRequest/Create`, {
      method: 'POST',
      headers,
      body: JSON.stringify(link),
    });
    const created = (await response.json()) as { data: { id: string } };
    if (index >= SAMPLE_LINKS.length - 2) {
      await fetch(`${baseUrl}/api/PaymentRequest/Cancel`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: created.data.id }),
      });
    }
  }
}

let isSeeded = false;

export async function takeLinkScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  if (!isSeeded) {
    await seedLinks(baseUrl);
    isSeeded = true;
  }
  const height = width === 390 ? 844 : 800;
  const { context, page } = await newPage(browser, width, height);
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/payment-request`);
  await page.getByRole('textbox', { name: 'Tutar' }).waitFor();
  await shot(page, 'links-create-empty', width, true);
  await page.getByRole('textbox', { name: 'Tutar' }).fill('4.250,00');
  await page.getByLabel('Açıklama').fill('Kasım ayı bakım ve servis hizmeti, fatura 2026-124');
  await page.getByLabel(/Referans numarası/).fill(width === 390 ? 'FTR-2026-125' : 'FTR-2026-124');
  await page.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
  await page.getByRole('textbox', { name: 'E-posta' }).fill('ayse.yilmaz@example.com');
  await page.getByRole('textbox', { name: 'Cep telefonu' }).fill('0532 123 45 67');
  await page.getByRole('checkbox', { name: 'Linki şimdi e-posta ile gönder' }).check();
  await page.getByLabel('Açıklama').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'links-create-filled', width, true);
  await page.getByRole('button', { name: 'Link oluştur' }).click();
  await page.getByRole('img', { name: 'Ödeme linkinin QR kodu' }).waitFor();
  await page.mouse.move(0, height - 1);
  await shot(page, 'links-create-result', width, true);
  await page.getByRole('button', { name: 'Link takibine git' }).click();
  await page.waitForURL(/\/payment-list$/);
  await page.getByText('Kasım ayı bakım ve servis hizmeti', { exact: false }).first().waitFor();
  // The pointer rests where the last button was: move it off, or a tooltip lands in the picture.
  await page.mouse.move(0, height - 1);
  await shot(page, 'links-list', width, true);
  await context.close();
}

/** The customer's link page (/paymentPage): waiting in Turkish and in English, with options, and once paid. */
export async function takeLinkPageScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const headers = await apiHeaders(baseUrl);
  const height = width === 390 ? 844 : 800;
  for (const language of ['tr', 'en'] as const) {
    const response = await fetch(`${baseUrl}/api/PaymentRequest/Create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        amount: '4250.00',
        currencyCode: 'TRY',
        description: 'Kasım ayı bakım ve servis hizmeti, fatura 2026-124',
        customerName: 'Ayşe Yılmaz',
        customerEmail: 'ayse.yilmaz@example.com',
        language,
      }),
    });
    const link = ((await response.json()) as { data: { link: string } }).data.link;
    const { context, page } = await newPage(browser, width, height);
    await page.goto(link);
    await page.locator('#pay-cardNumber').waitFor();
    await shot(page, `link-page-${language}`, width);
    await fillPayForm(page);
    await chooseOption(page, 46, 3);
    await page.locator('#pay-agreement').check();
    await shot(page, `link-page-options-${language}`, width, true);
    await submitPayment(page);
    await completeThreeD(page);
    await modalResult(page);
    await page.locator('dialog[open] .three-d-result button').click();
    await page.getByTestId('request-paid').waitFor();
    await shot(page, `link-page-paid-${language}`, width);
    await context.close();
  }
}
