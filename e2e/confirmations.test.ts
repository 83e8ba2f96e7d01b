import { type AdminCollectionPage, type CollectionReversals, formatMoneyText } from '@tahsilat/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { payAtPosCollection } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();
const ADMIN = 'yonetici@tahsilat.local';
const FINAL = 'Bu işlem geri alınamaz.';

async function call<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The open confirmation (components/confirm-action.tsx) and its text. */
function confirmation(page: Page) {
  const dialog = page.locator('dialog.confirm-action');
  return { dialog, text: () => dialog.innerText() };
}

describe('confirmations of irreversible actions', () => {
  it('a void on the sale’s day: refund not offered; the dialog states amount and card; Vazgeç leaves it, confirm voids', async () => {
    const base = suite.server.baseUrl;
    const dealer = await newPage(suite.browser);
    await signIn(dealer.page, base, DEMO.subFirmUser);
    expect(await payAtPosCollection(dealer.page, base, '320,00', undefined, 'E2E onaylı iptal')).toContain(
      'Ödemeniz alındı',
    );
    await dealer.context.close();

    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);
    const token = (await storage(page)).token ?? '';
    const listed = await call<AdminCollectionPage>(token, '/admin/Collections?amountMin=320&amountMax=320');
    const paid = listed.items.find((row) => row.status === 'success');
    expect(paid).toBeDefined();
    const order = paid?.orderId ?? '';
    const reversals = () => call<CollectionReversals>(token, `/admin/collections/${paid?.id}/refunds`);
    // The server knows it is the sale's day: a void, which the bank takes; a refund it would refuse.
    expect(await reversals()).toMatchObject({ suggested: 'void', canVoid: true });

    await page.goto(`${base}/admin/collections`);
    await page.getByRole('heading', { name: 'Tahsilatlar' }).waitFor();
    await page.getByLabel('Sipariş no, referans, kartın son 4 hanesi veya kart sahibi').fill(order);
    const row = page.locator('.ops-table tbody tr.data-table-row', { hasText: order });
    await expect.poll(() => page.locator('.ops-table tbody tr.data-table-row').count()).toBe(1);
    await row.getByRole('button', { name: `Ayrıntı: ${order}` }).click();
    const drawer = page.locator('.ops-drawer');
    await drawer.getByTestId('ops-void-only').waitFor();
    expect(await drawer.getByRole('radio', { name: 'İade', exact: true }).count()).toBe(0);
    expect(await drawer.getByRole('radio', { name: /^İptal/ }).isChecked()).toBe(true);
    await drawer.getByLabel('Neden').fill('Müşteri yanlış tutarla ödedi');
    await drawer.getByRole('button', { name: 'İptal et' }).click();

    const { dialog, text } = confirmation(page);
    await dialog.waitFor();
    const total = formatMoneyText(paid?.totalAmount ?? '', 'TRY');
    expect(await text()).toContain(`${order} numaralı satış iptal edilsin mi?`);
    expect(await text()).toContain(total);
    expect(await text()).toContain(paid?.maskedCardNumber ?? '');
    expect(await text()).toContain('Müşteri yanlış tutarla ödedi');
    expect(await text()).toContain('karttan para çekilmez');
    expect(await text()).toContain(FINAL);
    // The confirm button is named by the action and red; the focus starts on "Vazgeç".
    const ok = dialog.getByRole('button', { name: 'İptal et' });
    expect(await ok.getAttribute('class')).toContain('ant-btn-dangerous');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vazgeç');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/confirm-void-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Vazgeç: nothing reaches the bank.
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await reversals()).reversals).toHaveLength(0);
    await drawer.getByText('Bu tahsilatta henüz iptal veya iade yok.').waitFor();

    // Confirmed: the sale is voided.
    await drawer.getByRole('button', { name: 'İptal et' }).click();
    await dialog.getByRole('button', { name: 'İptal et' }).click();
    await expect.poll(async () => (await reversals()).reversalState).toBe('voided');
    await expect.poll(() => row.textContent()).toContain('İptal edildi');
    await drawer.getByText('Bu tahsilatta iade edilecek tutar kalmadı').waitFor();
    await context.close();
  });

  it('revoking an integration key: the dialog names the key; Vazgeç keeps it working, confirm revokes it', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'Entegrasyon' }).first().click();
    await page.getByRole('heading', { name: 'Entegrasyon', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Anahtar oluştur' }).first().click();
    await page.getByLabel('Anahtar adı').fill('E2E Onay Anahtarı');
    await page.getByRole('dialog').getByRole('button', { name: 'Anahtar oluştur' }).click();
    const secretBox = page.getByRole('textbox', { name: 'Yeni entegrasyon anahtarı' });
    await secretBox.waitFor();
    const key = await secretBox.inputValue();
    const sync = () =>
      fetch(`${base}/api/integration/v1/sync`, { headers: { authorization: `Bearer ${key}` } });
    await page.getByRole('button', { name: 'Kaydettim' }).click();
    await secretBox.waitFor({ state: 'detached' });
    const row = page.locator('.integration-keys tbody tr', { hasText: 'E2E Onay Anahtarı' });
    await row.waitFor();

    await row.getByRole('button', { name: 'İptal et: E2E Onay Anahtarı' }).click();
    const { dialog, text } = confirmation(page);
    await dialog.waitFor();
    expect(await text()).toContain('E2E Onay Anahtarı anahtarı iptal edilsin mi?');
    expect(await text()).toContain(key.slice(0, 8));
    expect(await text()).toContain('hemen reddedilir');
    expect(await text()).toContain(FINAL);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.innerText()).not.toContain('İptal:');
    expect((await sync()).status).toBe(200);

    await row.getByRole('button', { name: 'İptal et: E2E Onay Anahtarı' }).click();
    await dialog.getByRole('button', { name: 'İptal et' }).click();
    await expect.poll(() => row.innerText()).toContain('İptal:');
    expect((await sync()).status).toBe(401);
    await context.close();
  });

  it('switching a user off: the dialog names the person and what happens; Vazgeç keeps them signed in', async () => {
    const base = suite.server.baseUrl;
    const seller = await newPage(suite.browser);
    await signIn(seller.page, base, 'satis@tahsilat.local');
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'Kullanıcılar' }).first().click();
    const row = page.locator('.admin-user-table tbody tr', { hasText: 'satis@tahsilat.local' });
    await row.waitFor();

    await row.getByRole('button', { name: 'Pasife al' }).click();
    const { dialog, text } = confirmation(page);
    await dialog.waitFor();
    expect(await text()).toContain('pasife alınsın mı?');
    expect(await text()).toContain('satis@tahsilat.local');
    expect(await text()).toContain('Açık oturumları hemen kapanır');
    expect(await text()).toContain('yeniden aktif edebilirsiniz');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.innerText()).toContain('Aktif');
    await seller.page.goto(`${base}/firm-transaction-list`);
    await seller.page.waitForURL(/\/firm-transaction-list$/);

    await row.getByRole('button', { name: 'Pasife al' }).click();
    await dialog.getByRole('button', { name: 'Pasife al' }).click();
    await expect.poll(() => row.innerText()).toContain('Pasif');
    await seller.page.goto(`${base}/home`);
    await seller.page.waitForURL(/\/signin/);
    await seller.context.close();
    await context.close();
  });
});
