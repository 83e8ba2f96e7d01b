import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

/** The public pay page in a fresh context: what a payer sees after the administrator's change. */
async function payPage() {
  const opened = await newPage(suite.browser, 1280, 900);
  await opened.page.goto(`${suite.server.baseUrl}/pay-without-login`);
  await opened.page.locator('#pay-cardNumber').waitFor();
  return opened;
}

describe('admin console: payment sets and rates', () => {
  it('an own EUR rate is used by the pay page at once; removed, the central bank rate returns', async () => {
    const { page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'Ödeme setleri ve kurlar' }).first().click();
    await page.getByRole('heading', { name: 'Ödeme setleri ve kurlar', level: 1 }).waitFor();
    const effective = page.getByTestId('effective-EUR');
    await effective.getByText('36,6023').waitFor();
    await effective.getByText('Merkez Bankası kuru').waitFor();
    expect(await findAxeViolations(page)).toEqual([]);

    // The shared schema's message, before anything is sent.
    const own = page.getByLabel('EUR şirket kuru');
    await own.fill('40,12345');
    await page.locator('form[id="admin-rate-EUR"]').getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('en fazla 4 ondalık').first().waitFor();

    await own.fill('40,5');
    await page.locator('form[id="admin-rate-EUR"]').getByRole('button', { name: 'Kaydet' }).click();
    await effective.getByText('40,5000').waitFor();
    await effective.getByText('şirket kuru').waitFor();

    const payer = await payPage();
    await payer.page.getByText('EURO Kuru: 40,5000').waitFor();
    await payer.page.getByText('USD Kuru: 34,6964').waitFor();
    await payer.page.locator('#pay-amount').fill('1000');
    // 1000 / 40.5 = 24.69; USD keeps the central rate: 1000 / 34.6964 = 28.82.
    await payer.page.getByText('Karşılığı: 1.000,00 TL · 28,82 USD · 24,69 EUR').waitFor();
    await payer.context.close();

    await page.getByRole('button', { name: 'Kaldır: EUR' }).click();
    await page.getByRole('button', { name: 'Kaldır', exact: true }).click();
    await effective.getByText('36,6023').waitFor();
    const again = await payPage();
    await again.page.getByText('EURO Kuru: 36,6023').waitFor();
    await again.context.close();
  });

  it('a payment set and method added here are offered to the pay page at once', async () => {
    const { page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await page.goto(`${suite.server.baseUrl}/admin/pricing`);
    await page.getByRole('button', { name: 'Ödeme seti ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Ad').fill('Fuar ödemesi');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    const set = page.getByRole('region', { name: 'Fuar ödemesi' });
    await set.waitFor();
    await set.getByRole('button', { name: 'Yöntem ekle: Fuar ödemesi' }).click();
    await page.getByRole('dialog').getByLabel('Ad').fill('Fuar standı');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await set.getByText('Fuar standı').waitFor();
    await set.getByRole('button', { name: 'Düzenle: Fuar standı' }).click();
    await page.getByRole('dialog').getByLabel('Ad').waitFor();
    expect(await findAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const tenantId = await page.evaluate(() => localStorage.getItem('tenantId'));
    const response = await fetch(
      `${suite.server.baseUrl}/api/PayWithoutLogin/GetPaymentMethods?tenantId=${tenantId}`,
    );
    const methods = ((await response.json()) as { data: { name: string }[] }).data.map((m) => m.name);
    expect(methods).toContain('Fuar standı');
  });
});
