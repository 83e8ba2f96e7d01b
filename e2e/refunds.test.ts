import {
  type CollectionHistoryPage,
  formatAmount,
  formatTurkishAmount,
  parseAmount,
  type StatementPage,
} from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { payAtPosCollection } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();
const ADMIN = 'yonetici@tahsilat.local';

async function call<T>(path: string, token: string, body?: object): Promise<{ status: number; data: T }> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

describe('refunds', () => {
  it('the administrator signs in to the console; a refund of half shows in the dealer’s history and statement', async () => {
    const base = suite.server.baseUrl;
    // The administrator signs in through the same page and lands in the console, not the firm shell.
    const adminPage = await newPage(suite.browser);
    await signIn(adminPage.page, base, ADMIN, DEMO.password, /\/admin$/);
    await adminPage.page.getByRole('heading', { name: 'Yönetim konsolu' }).waitFor();
    const adminToken = (await storage(adminPage.page)).token ?? '';
    await adminPage.page.goto(`${base}/home`);
    await adminPage.page.waitForURL(/\/admin$/);

    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, DEMO.subFirmUser);
    expect(await payAtPosCollection(page, base, '400,00', undefined, 'E2E iade')).toContain(
      'Ödemeniz alındı',
    );
    const dealerToken = (await storage(page)).token ?? '';
    const history = await call<CollectionHistoryPage>('/api/PosCollection/History?pageSize=10', dealerToken);
    const paid = history.data.items.find((item) => item.amount === '400.00' && item.status === 'success');
    expect(paid).toBeDefined();
    const id = paid?.id ?? '';

    // The bank closes its day; the administrator refunds half of what the card paid.
    expect((await fetch(`${base}/sandbox-bank/control/end-of-day`, { method: 'POST' })).status).toBe(200);
    const half = (parseAmount(paid?.totalAmount ?? '0') ?? 0n) / 2n;
    const refund = await call<{ collection: { reversalState: string; refundedAmount: string } }>(
      `/api/admin/collections/${id}/refunds`,
      adminToken,
      { amount: formatAmount(half), reason: 'Yarısı iade: fazla ödeme' },
    );
    expect(refund).toMatchObject({
      status: 200,
      data: { collection: { reversalState: 'partially_refunded', refundedAmount: formatAmount(half) } },
    });

    // The dealer's history shows it partly refunded, with the refund in the payment's timeline.
    await page.goto(`${base}/pos-collection-transaction`);
    const row = page.locator('.history-table tbody tr.data-table-row', { hasText: paid?.orderId ?? '' });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Kısmi iade');
    await row.locator('td').first().click();
    const timeline = page.getByTestId('history-timeline');
    await timeline.getByText('İade edildi').waitFor();
    expect(await timeline.textContent()).toContain('Yarısı iade: fazla ödeme');

    // Its statement credits what is left of the payment, as the API computes it.
    const statement = await call<StatementPage>('/api/FirmReport/Statement?pageSize=500', dealerToken);
    const pending = statement.data.items.find((item) => item.kind === 'pending' && item.id === id);
    const left = (parseAmount('400.00') ?? 0n) - half;
    expect(pending?.credit).toBe(formatAmount(left));
    await page.goto(`${base}/firm-transaction-list`);
    const pendingRow = page.locator('.statement-table tbody tr.data-table-row', {
      hasText: 'ERP kaydı bekleniyor',
    });
    await expect
      .poll(async () =>
        (await pendingRow.allTextContents()).some((text) => text.includes(formatTurkishAmount(left))),
      )
      .toBe(true);
    await context.close();
    await adminPage.context.close();
  });
});
