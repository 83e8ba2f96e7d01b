import { type DiscountInvoices, type DiscountPreviewView, formatMoneyText } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

/** A call to the API with a page's own session. */
async function callApi<T>(token: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('admin console: invoice-discount terms', () => {
  it("the administrator changes the annual rate; the firm user's preview works out with it at once", async () => {
    const admin = await newPage(suite.browser, 1280, 900);
    const { page } = admin;
    await signIn(page, suite.server.baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'İskonto koşulları' }).first().click();
    await page.getByRole('heading', { name: 'İskonto koşulları', level: 1 }).waitFor();
    const rate = page.getByLabel('Yıllık iskonto oranı');
    expect(await rate.inputValue()).toBe('42');
    const example = page.getByTestId('discount-terms-example');
    await example.getByText('100.000,00 TL, 60 gün vadeli fatura:').waitFor();
    // 100.000 × 42 % × 60 / 365 = 6.904,11 TL.
    await example.getByText('6.904,11 TL').waitFor();
    await page.locator('.admin-terms-firms').getByText('Demo Alt Bayi').waitFor();
    expect(await findAxeViolations(page)).toEqual([]);

    // The shared schema's message, before anything is sent.
    await rate.fill('1000');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Yıllık iskonto oranı 0 ile 999,9999 arasında').waitFor();

    await rate.fill('48');
    // 100.000 × 48 % × 60 / 365 = 7.890,41 TL, in the example as typed.
    await example.getByText('7.890,41 TL').waitFor();
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('İşlem başarılı.').waitFor();

    const firm = await newPage(suite.browser, 1280, 900);
    await signIn(firm.page, suite.server.baseUrl);
    await firm.page.goto(`${suite.server.baseUrl}/invoice-discount`);
    await firm.page.getByTestId('discount-terms').getByText('Yıllık %48').waitFor();
    const { token = '' } = await storage(firm.page);
    const listed = await callApi<DiscountInvoices>(token, '/InvoiceDiscount/Invoices');
    const chosen = listed.items.find((row) => row.ineligible === null);
    await firm.page.getByRole('checkbox', { name: `${chosen?.invoiceNo} faturasını seç` }).check();
    const preview = await callApi<DiscountPreviewView>(token, '/InvoiceDiscount/Preview', {
      invoiceIds: [chosen?.id],
      valueDate: listed.terms?.defaultValueDate,
    });
    expect(preview.annualRate).toBe('48');
    await expect
      .poll(() => firm.page.getByTestId('discount-total-discount-TRY').textContent())
      .toBe(formatMoneyText(preview.totals[0]?.discount, 'TRY'));
    await firm.context.close();

    // Back to 42 %, as the other tests expect.
    await rate.fill('42');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await example.getByText('6.904,11 TL').waitFor();
    await admin.context.close();
  });
});
