import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import {
  chooseOption,
  completeThreeD,
  fillPayForm,
  modalResult,
  PAY_CARDS,
  submitPayment,
} from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

/**
 * One single payment ("Tek Çekim") on the payment screens (issue 27): nine prices for one card, one per bank, became
 * one row priced through the tenant's preferred account (the cheapest for the payer by default), the other banks'
 * folded under "Diğer bankalar", still offered and priced by the server exactly as before.
 */

const suite = useServerAndBrowser();

async function openPayPage(width: number) {
  const opened = await newPage(suite.browser, width, 900);
  await opened.page.goto(`${suite.server.baseUrl}/pay-without-login`);
  await opened.page.locator('#pay-cardNumber').waitFor();
  return opened;
}

describe('one single payment, the other banks folded', () => {
  it('on a phone: one Tek Çekim row, the others under "Diğer bankalar", and a folded bank still pays', async () => {
    const { context, page } = await openPayPage(390);
    await fillPayForm(page, { card: PAY_CARDS.garanti, amount: '1.000,00' });
    await page.locator('[data-bank-id="62"] [data-installment="3"]').waitFor();

    // İşbank Maximum carries the commission in the amount: the cheapest for the payer, 1.000,00 TL.
    const shown = page.locator('[data-installment="1"]:visible');
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.getAttribute('data-installment')).toBe('1');
    const row = page.locator('[data-bank-id="64"] [data-installment="1"]');
    expect(await row.isVisible()).toBe(true);
    expect(await row.locator('.option-count').textContent()).toBe('Tek Çekim');
    expect(await row.locator('.option-monthly').textContent()).toBe('1.000,00 TL');
    const more = page.locator('details.option-more');
    expect(await more.locator('summary').getByText('Diğer bankalar', { exact: true }).isVisible()).toBe(true);
    expect(await more.locator('[data-installment="1"]').count()).toBe(8);
    expect(await more.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);

    // The instalments follow the one row closely, no longer a thousand pixels down.
    const single = await page.getByText('Tek Çekim', { exact: true }).first().boundingBox();
    const instalments = await page.getByText('Taksitli Ödeme', { exact: true }).boundingBox();
    expect((instalments?.y ?? 0) - (single?.y ?? 0)).toBeLessThan(400);
    expect(await findAxeViolations(page)).toEqual([]);

    // Garanti's own single payment, from the folded list: sent and charged exactly as that bank's.
    await chooseOption(page, 62, 1);
    expect(await more.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    // 1000 × (1 + 1.89 %) = 1018.90
    expect(await page.getByTestId('pay-total').textContent()).toBe('1.018,90 TL');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/SalesRequest'));
    const sale = await submitPayment(page);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ bankId: 62, installmentCount: 1 });
    await completeThreeD(page);
    expect(await modalResult(page)).toContain('Ödemeniz alındı');
    const answer = await fetch(
      `${suite.server.baseUrl}/api/PayWithoutLogin/PosCollectionTransactionGetById/${sale.transactionId}`,
    );
    const tx = ((await answer.json()) as { data: Record<string, unknown> }).data;
    expect(tx).toMatchObject({ status: 'authorised', totalAmount: '1018.90', installmentCount: 1 });

    // A new payment keeps the single-payment bank, its folded list open to show it.
    await page.locator('dialog[open] .three-d-result button').click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.getByTestId('pay-result-panel').getByRole('button', { name: 'Yeni ödeme' }).click();
    await page.locator('#pay-cardNumber').waitFor();
    expect(await page.locator('[data-bank-id="62"] [data-installment="1"] input').isChecked()).toBe(true);
    expect(await more.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });

  it('the console sets the bank that prices the single payment; the pay page shows it at once', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await page.goto(`${suite.server.baseUrl}/admin/pricing`);
    const form = page.locator('form#admin-single-payment');
    await form.getByLabel('Ödeyen için en ucuz').waitFor();
    expect(await form.getByLabel('Ödeyen için en ucuz').isChecked()).toBe(true);
    await form.getByLabel('Seçilen banka').check();
    // The shared schema's message, before anything is sent.
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.getByText('Tek çekim fiyatı için bir banka hesabı seçiniz.').waitFor();
    const select = form.getByLabel('Banka hesabı');
    await select.click();
    await page.locator('.ant-select-item-option', { hasText: 'Garanti BBVA' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/admin/Pricing/SinglePayment') && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Kaydet' }).click();
    expect((await saved).status()).toBe(200);
    expect(await findAxeViolations(page)).toEqual([]);

    const payer = await openPayPage(1280);
    await payer.page.locator('#pay-amount').fill('1000');
    await payer.page.locator('[data-bank-id="62"] [data-installment="1"]:visible').waitFor();
    expect(await payer.page.locator('[data-installment="1"]:visible').count()).toBe(1);
    await payer.page.locator('details.option-more summary').click();
    await payer.page.locator('[data-bank-id="64"] [data-installment="1"]:visible').waitFor();
    await payer.context.close();

    // Back to the cheapest for the payer.
    await form.getByLabel('Ödeyen için en ucuz').check();
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => form.getByLabel('Banka hesabı').count()).toBe(0);
    await context.close();
  });
});
