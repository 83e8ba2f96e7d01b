import {
  type AdminCollectionPage,
  type CollectionReversals,
  type DiscountInvoices,
  type DiscountRequestView,
  formatMoneyText,
} from '@tahsilat/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { launchChromium } from './support/browser.js';
import { payAtPosCollection } from './support/pay.js';
import { launchServer, prepareStore, type RunningServer, type ServerStore } from './support/server.js';
import { runOnStore } from './support/store-sql.js';

/** One server and one Chromium for the file; a late charge is written while the server is stopped (see below). */
const suite = {} as { store: ServerStore; server: RunningServer & { port: number }; browser: Browser };
const ADMIN = 'yonetici@tahsilat.local';

beforeAll(async () => {
  suite.store = await prepareStore();
  suite.server = await launchServer(suite.store);
  suite.browser = await launchChromium();
});

afterAll(async () => {
  await suite.browser?.close();
  await suite.server?.stop();
  await suite.store?.drop();
});

/** No screen makes a bank approve late: the payment engine's stamp is written on the stopped store. */
async function stampLateCharge(orderId: string, at: Date): Promise<void> {
  await suite.server.stop();
  await runOnStore(suite.store, [
    {
      sql: 'update pos_transactions set late_charge_at = $1 where order_id = $2',
      values: [at.toISOString(), orderId],
    },
  ]);
  suite.server = await launchServer(suite.store, {}, suite.server.port);
}

/** dd.MM.yyyy HH:mm in Istanbul, as the console writes times (the tests run with TZ=Europe/Istanbul). */
const two = (value: number) => String(value).padStart(2, '0');
const istanbulText = (at: Date) =>
  `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;

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
    // On the sale's own day only the void is offered; this bank has closed its day early and refuses it, and
    // then the refund is offered too.
    expect(await drawer.getByRole('radio', { name: 'İade', exact: true }).count()).toBe(0);
    await drawer.getByLabel('Neden').fill('E2E iptal denemesi');
    await drawer.getByRole('button', { name: 'İptal et' }).click();
    await page.locator('.confirm-action').getByRole('button', { name: 'İptal et' }).click();
    await drawer.locator('.ops-reversals li').first().waitFor();
    await drawer.getByRole('radio', { name: 'İade', exact: true }).check();
    await drawer.getByRole('radio', { name: 'Bir kısmı' }).check();
    await drawer.getByLabel('İade tutarı').fill('150,00');
    await drawer.getByLabel('Neden').fill('E2E kısmi iade');
    await drawer.getByRole('button', { name: 'İade et' }).click();
    // The confirmation names the amount; its button double-clicked asks the bank once.
    const confirm = page.locator('.confirm-action');
    await confirm.getByText(formatMoneyText('150.00', 'TRY')).first().waitFor();
    await confirm.getByRole('button', { name: 'İade et' }).dblclick();
    await drawer.getByTestId('ops-drawer-refunded').getByText(formatMoneyText('150.00', 'TRY')).waitFor();
    await expect.poll(() => row.textContent()).toContain('Kısmi iade');
    expect(await row.getByTestId('ops-refunded').textContent()).toBe(formatMoneyText('150.00', 'TRY'));

    // One refund at the bank, whatever the double click sent.
    const reversals = await call<CollectionReversals>(token, `/admin/collections/${paid?.id}/refunds`);
    expect(reversals.reversals.filter((reversal) => reversal.kind === 'refund')).toHaveLength(1);
    expect(reversals.refundedAmount).toBe('150.00');
    await context.close();
  });

  it('the administrator finds a late charge, reads why it matters and when the bank took the money', async () => {
    let base = suite.server.baseUrl;
    const dealer = await newPage(suite.browser);
    await signIn(dealer.page, base, DEMO.subFirmUser);
    for (const amount of ['275,00', '180,00']) {
      expect(await payAtPosCollection(dealer.page, base, amount, undefined, 'E2E geç onay')).toContain(
        'Ödemeniz alındı',
      );
    }
    await dealer.context.close();
    const before = await newPage(suite.browser);
    await signIn(before.page, base, ADMIN, DEMO.password, /\/admin$/);
    const token = (await storage(before.page)).token ?? '';
    await before.context.close();
    const [late] = (await call<AdminCollectionPage>(token, '/admin/Collections?amountMin=275&amountMax=275'))
      .items;
    const [onTime] = (
      await call<AdminCollectionPage>(token, '/admin/Collections?amountMin=180&amountMax=180')
    ).items;
    expect(late?.lateChargeAt).toBeNull();
    // The bank's approval arrived 34 minutes later, after our 30-minute expiry.
    const lateAt = new Date(Date.parse(late?.createdAt ?? '') + 34 * 60_000);
    await stampLateCharge(late?.orderId ?? '', lateAt);
    base = suite.server.baseUrl;

    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'Tahsilatlar' }).first().click();
    await page.getByLabel('Sipariş no, referans, kartın son 4 hanesi veya kart sahibi').fill('E2E geç onay');
    const rows = page.locator('.ops-table tbody tr.data-table-row');
    const lateRow = rows.filter({ hasText: late?.orderId ?? '' });
    await expect.poll(() => rows.count()).toBe(2);
    expect(
      await rows
        .filter({ hasText: onTime?.orderId ?? '' })
        .getByTestId('ops-late-charge')
        .count(),
    ).toBe(0);
    const tag = lateRow.getByTestId('ops-late-charge');
    expect(await tag.textContent()).toBe('Banka geç onayladı');
    await tag.hover();
    await page
      .getByRole('tooltip')
      .getByText('Ödeyenin yeniden ödeme yapıp yapmadığını kontrol edin; yaptıysa bu tahsilatı iade edin.', {
        exact: false,
      })
      .waitFor();

    await page.getByRole('switch', { name: 'Yalnızca geç onaylananlar' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(late?.orderId ?? '');
    await lateRow.getByRole('button', { name: `Ayrıntı: ${late?.orderId}` }).click();
    const note = page.locator('.ops-drawer').getByTestId('ops-late-charge-note');
    await note.waitFor();
    expect(await note.textContent()).toContain('Ödeyene ödemenin başarısız olduğu gösterildi');
    expect(await note.textContent()).toContain(`Bankanın geç onayı: ${istanbulText(lateAt)}`);
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
