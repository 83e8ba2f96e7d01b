import {
  type DiscountInvoices,
  type DiscountPreviewView,
  type DiscountRequestSummary,
  formatMoneyText,
} from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, storage } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const FIGURES = ['amount', 'discount', 'commission', 'bsmv', 'fee', 'net'] as const;

/** A call to the API with the page's own session, as the page makes it. */
async function callApi<T>(token: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('invoice discounting', () => {
  it("the firm user picks three eligible invoices, sees the server's figures, requests them and sees the request listed", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/invoice-discount`);
    await page.getByRole('heading', { name: 'Fatura İskontosu' }).waitFor();
    await page.getByTestId('discount-terms').getByText('Yıllık %42').waitFor();

    const { token = '' } = await storage(page);
    const listed = await callApi<DiscountInvoices>(token, '/InvoiceDiscount/Invoices');
    const eligible = listed.items.filter((row) => row.ineligible === null);
    expect(eligible.length).toBeGreaterThanOrEqual(3);
    const chosen = eligible.slice(0, 3);

    // Ineligible rows say why and cannot be chosen.
    const rows = page.locator('.discount-invoice-table tbody tr.data-table-row');
    await expect.poll(() => rows.count()).toBe(listed.items.length);
    const blocked = listed.items.find((row) => row.ineligible !== null);
    if (blocked) {
      const box = page.getByRole('checkbox', { name: `${blocked.invoiceNo} faturasını seç` });
      expect(await box.isDisabled()).toBe(true);
    }
    for (const row of chosen) {
      await page.getByRole('checkbox', { name: `${row.invoiceNo} faturasını seç` }).check();
    }
    await page.getByText('3 fatura seçildi').waitFor();

    // The totals shown are exactly the server's preview of the same invoices on the default value date.
    const preview = await callApi<DiscountPreviewView>(token, '/InvoiceDiscount/Preview', {
      invoiceIds: chosen.map((row) => row.id),
      valueDate: listed.terms?.defaultValueDate,
    });
    const [total] = preview.totals;
    expect(total?.count).toBe(3);
    for (const figure of FIGURES) {
      await expect
        .poll(() => page.getByTestId(`discount-total-${figure}-TRY`).textContent())
        .toBe(formatMoneyText(total?.[figure], 'TRY'));
    }
    expect(await page.getByTestId('discount-total-days-TRY').textContent()).toBe(
      `${total?.averageDays.replace('.', ',')} gün`,
    );
    expect(await page.locator('.discount-line-table tbody tr.data-table-row').count()).toBe(3);
    expect(await findAxeViolations(page)).toEqual([]);

    // The request answers the server's figures; the new request is listed as requested.
    const submit = page.getByRole('button', { name: 'İskonto talebi oluştur' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    const result = page.getByTestId('discount-result');
    await result.waitFor();
    const requests = await callApi<DiscountRequestSummary[]>(token, '/InvoiceDiscount/Requests');
    const created = requests[0];
    expect(created?.status).toBe('requested');
    await page.getByRole('dialog', { name: `İskonto talebiniz alındı: ${created?.requestNo}` }).waitFor();
    expect(await page.getByTestId('discount-result-total-net-TRY').textContent()).toBe(
      formatMoneyText(created?.totals[0]?.net, 'TRY'),
    );
    await page.getByRole('button', { name: 'Tamam' }).click();

    const listedRequest = page.locator('.discount-request-table tbody tr.data-table-row', {
      hasText: created?.requestNo ?? '',
    });
    await listedRequest.getByText('Talep edildi', { exact: true }).waitFor();
    for (const row of chosen) {
      const invoice = rows.filter({ hasText: row.invoiceNo });
      await invoice.getByText(`Talep edildi (${created?.requestNo})`).waitFor();
      expect(await invoice.getByRole('checkbox').isDisabled()).toBe(true);
    }

    // The request's drawer lists its three invoices.
    await page.getByRole('button', { name: `Ayrıntı ${created?.requestNo}` }).click();
    const drawer = page.getByRole('dialog', { name: `İskonto talebi ${created?.requestNo}` });
    await expect.poll(() => drawer.locator('.discount-line-table tbody tr.data-table-row').count()).toBe(3);
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('on a tenant that offers no discounting, the page says so and lists nothing to choose', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.getByLabel('Şirket').selectOption({ label: 'Örnek Sanayi Ltd. Şti.' });
    await page.getByTestId('active-company').getByText('Örnek Sanayi Ltd. Şti.', { exact: true }).waitFor();
    await page.goto(`${suite.server.baseUrl}/invoice-discount`);
    await page.getByTestId('discount-not-offered').getByText('Fatura iskontosu sunulmuyor').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await context.close();
  });
});
