import {
  type AdminCollectionPage,
  type CollectionReversals,
  type DiscountInvoices,
  type DiscountRequestView,
  formatMoneyText,
} from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { payAtPosCollection } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();
const ADMIN = 'yonetici@tahsilat.local';

async function call<T>(token: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('admin console: operations', () => {
  it('the administrator refunds part of a dealer’s collection from the console (a double click is one refund) and sees what was refunded', async () => {
    const base = suite.server.baseUrl;
    const dealer = await newPage(suite.browser);
    await signIn(dealer.page, base, DEMO.subFirmUser);
    expect(await payAtPosCollection(dealer.page, base, '400,00', undefined, 'E2E konsol iadesi')).toContain(
      'Ödemeniz alındı',
    );
    await dealer.context.close();
    // The bank closes its day: the sale can now be refunded, no longer voided.
    expect((await fetch(`${base}/sandbox-bank/control/end-of-day`, { method: 'POST' })).status).toBe(200);

    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);
    const token = (await storage(page)).token ?? '';
    const listed = await call<AdminCollectionPage>(token, '/admin/Collections?amountMin=400&amountMax=400');
    const paid = listed.items.find((row) => row.status === 'success');
    expect(paid?.firm?.code).toBe('1002');
    const order = paid?.orderId ?? '';

    await page.getByRole('link', { name: 'Tahsilatlar' }).first().click();
    await page.getByRole('heading', { name: 'Tahsilatlar' }).waitFor();
    await page.getByLabel('Sipariş no, referans, kartın son 4 hanesi veya kart sahibi').fill(order);
    const row = page.locator('.ops-table tbody tr.data-table-row', { hasText: order });
    await expect.poll(() => page.locator('.ops-table tbody tr.data-table-row').count()).toBe(1);
    await row.getByRole('button', { name: `Ayrıntı: ${order}` }).click();
    const drawer = page.locator('.ops-drawer');
    await drawer.getByText('Bu tahsilatta henüz iptal veya iade yok.').waitFor();
    // On the sale's own day the form suggests a void; the bank has closed its day, so a refund it is.
    await drawer.getByRole('radio', { name: 'İade', exact: true }).check();
    await drawer.getByRole('radio', { name: 'Bir kısmı' }).check();
    await drawer.getByLabel('İade tutarı').fill('150,00');
    await drawer.getByLabel('Neden').fill('E2E kısmi iade');
    await drawer.getByRole('button', { name: 'İade et' }).dblclick();
    await drawer.getByTestId('ops-drawer-refunded').getByText(formatMoneyText('150.00', 'TRY')).waitFor();
    await expect.poll(() => row.textContent()).toContain('Kısmi iade');
    expect(await row.getByTestId('ops-refunded').textContent()).toBe(formatMoneyText('150.00', 'TRY'));

    // One refund at the bank, whatever the double click sent.
    const reversals = await call<CollectionReversals>(token, `/admin/collections/${paid?.id}/refunds`);
    expect(reversals.reversals.filter((reversal) => reversal.kind === 'refund')).toHaveLength(1);
    expect(reversals.refundedAmount).toBe('150.00');
    await context.close();
  });

  it('the administrator approves a discount request and then marks it paid', async () => {
    const base = suite.server.baseUrl;
    const firm = await newPage(suite.browser);
    await signIn(firm.page, base);
    const firmToken = (await storage(firm.page)).token ?? '';
    const invoices = await call<DiscountInvoices>(firmToken, '/InvoiceDiscount/Invoices');
    const chosen = invoices.items.filter((item) => item.ineligible === null).slice(0, 1);
    const made = await call<DiscountRequestView>(firmToken, '/InvoiceDiscount/Requests', {
      invoiceIds: chosen.map((item) => item.id),
    });
    await firm.context.close();

    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'İskonto talepleri' }).first().click();
    await page.getByRole('heading', { name: 'İskonto talepleri' }).waitFor();
    await page.getByRole('button', { name: `Ayrıntı: ${made.requestNo}` }).click();
    const drawer = page.locator('.discount-drawer');
    await drawer.locator('.discount-line-table, .discount-line-cards').first().waitFor();
    expect(await drawer.textContent()).toContain(chosen[0]?.invoiceNo ?? '');
    await drawer.getByRole('button', { name: 'Onayla' }).click();
    await drawer.locator('.discount-status', { hasText: 'Onaylandı' }).waitFor();
    await drawer.getByRole('button', { name: 'Ödendi olarak işaretle' }).click();
    await drawer.locator('.discount-status', { hasText: 'Ödendi' }).waitFor();
    const row = page.locator('.ops-table tbody tr.data-table-row', { hasText: made.requestNo });
    await expect.poll(() => row.textContent()).toContain('Ödendi');
    await context.close();
  });
});
