import { formatTurkishAmount, parseAmount } from '@tahsilat/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/app.js';
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

/** Issue 27 (items 9 and 10): the payment's result fits the window, stays on the page, and explains a decline. */
const suite = useServerAndBrowser();

interface Transaction {
  orderId: string;
  totalAmount: string;
  message: string;
  maskedCardNumber: string;
  declineReason: string | null;
}

async function transaction(id: string): Promise<Transaction> {
  const response = await fetch(
    `${suite.server.baseUrl}/api/PayWithoutLogin/PosCollectionTransactionGetById/${id}`,
  );
  return ((await response.json()) as { data: Transaction }).data;
}

const tl = (api: string) => `${formatTurkishAmount(parseAmount(api) ?? 0n)} TL`;

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function payWith(width: number, height: number, card: string) {
  const opened = await newPage(suite.browser, width, height);
  const { page } = opened;
  await page.goto(`${suite.server.baseUrl}/pay-without-login`);
  await page.locator('#pay-cardNumber').waitFor();
  await fillPayForm(page, { card, amount: '1.000,00', customer: 'Ayşe Yılmaz' });
  await chooseOption(page, 46, 1);
  const sale = await submitPayment(page);
  await completeThreeD(page);
  await modalResult(page);
  return { ...opened, sale };
}

/** Whether the element is wholly inside the window, without scrolling anything. */
async function inWindow(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) {
    return false;
  }
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width
  );
}

describe('the payment result (issue 27)', () => {
  for (const size of SIZES) {
    it(`an approval fits the modal at ${size.width}×${size.height} and stays on the page after closing`, async () => {
      const { context, page, sale } = await payWith(size.width, size.height, PAY_CARDS.akbank);
      const tx = await transaction(sale.transactionId);
      const modal = page.locator('dialog[open] .three-d-result');
      expect(await modal.getByRole('heading').textContent()).toBe('Ödemeniz alındı');
      // The amount charged and the receipt are in sight, the modal needs no scrolling.
      expect(await inWindow(page, modal.getByTestId('pay-result-amount'))).toBe(true);
      expect(await inWindow(page, modal.getByTestId('receipt-download'))).toBe(true);
      // What the card was charged: the amount with the commission.
      expect(await modal.getByTestId('pay-result-amount').textContent()).toBe(tl(tx.totalAmount));
      expect(
        await page.locator('dialog[open]').evaluate((dialog) => dialog.scrollHeight <= dialog.clientHeight),
      ).toBe(true);
      await page.screenshot({ path: `/tmp/payresult-approved-modal-${size.width}.png` });

      await modal.getByRole('button', { name: 'Kapat', exact: true }).click();
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      const panel = page.getByTestId('pay-result-panel');
      await panel.waitFor();
      expect(await panel.getByTestId('pay-result-reference').textContent()).toBe(tx.orderId);
      expect(await panel.getByTestId('pay-result-amount').textContent()).toBe(tl(tx.totalAmount));
      expect(await panel.getByTestId('pay-result-card').textContent()).toBe(tx.maskedCardNumber);
      expect(tx.maskedCardNumber).toMatch(/^\d{6}\*{6}\d{4}$/);
      expect(await panel.getByTestId('receipt-download').getAttribute('href')).toMatch(
        /\/api\/PayWithoutLogin\/Receipt\//,
      );
      // No blank form meanwhile: the result is what the page shows.
      expect(await page.locator('#pay-cardNumber').count()).toBe(0);
      await page.screenshot({ path: `/tmp/payresult-approved-${size.width}.png`, fullPage: true });
      expect(await findAxeViolations(page)).toEqual([]);

      await panel.getByRole('button', { name: 'Yeni ödeme' }).click();
      await page.locator('#pay-cardNumber').waitFor();
      expect(await page.getByTestId('pay-result-panel').count()).toBe(0);
      expect(await page.locator('#pay-cardNumber').inputValue()).toBe('');
      await context.close();
    });

    it(`a declined card is explained at ${size.width}×${size.height}; the form keeps all but the card`, async () => {
      const { context, page, sale } = await payWith(size.width, size.height, PAY_CARDS.declined);
      const tx = await transaction(sale.transactionId);
      expect(tx).toMatchObject({ message: 'Red-Onaylanmadı', declineReason: 'other' });
      const modal = page.locator('dialog[open] .three-d-result');
      // The headline explains; the bank's raw words are only the detail.
      const headline = (await modal.getByRole('heading').textContent()) ?? '';
      expect(headline).toBe('Bankanız ödemeyi onaylamadı');
      expect(await modal.getByTestId('pay-result-detail').textContent()).toBe(
        'Bankanın yanıtı: Red-Onaylanmadı',
      );
      expect(await inWindow(page, modal.getByRole('button', { name: 'Kapat', exact: true }))).toBe(true);
      await page.screenshot({ path: `/tmp/payresult-declined-modal-${size.width}.png` });

      await modal.getByRole('button', { name: 'Kapat', exact: true }).click();
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      const panel = page.getByTestId('pay-result-panel');
      await panel.waitFor();
      expect(await panel.getByRole('heading').textContent()).toBe('Bankanız ödemeyi onaylamadı');
      expect(await panel.textContent()).toContain('Kartınızdan para çekilmedi.');
      expect(await panel.getByTestId('pay-result-detail').textContent()).toBe(
        'Bankanın yanıtı: Red-Onaylanmadı',
      );
      // Not the payer's mistake: no field is marked.
      expect(await page.locator('.field-error').count()).toBe(0);
      expect(await page.getByText('Güvenlik kodu zorunludur.').count()).toBe(0);
      // What was typed stays, the card goes.
      expect(await page.locator('#pay-customerInformation').inputValue()).toBe('Ayşe Yılmaz');
      expect(await page.locator('#pay-amount').inputValue()).toBe('1.000,00');
      expect(await page.locator('#pay-description').inputValue()).toBe('Fatura 2026/118');
      expect(await page.locator('#pay-cardNumber').inputValue()).toBe('');
      expect(await page.locator('#pay-expiry').inputValue()).toBe('');
      expect(await page.locator('#pay-cvv').inputValue()).toBe('');
      await page.screenshot({ path: `/tmp/payresult-declined-${size.width}.png`, fullPage: true });
      expect(await findAxeViolations(page)).toEqual([]);

      // Trying again: the explanation goes, the card number waits, still no field marked.
      await panel.getByRole('button', { name: 'Tekrar dene' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(
        await page.locator('#pay-cardNumber').evaluate((field) => field === document.activeElement),
      ).toBe(true);
      expect(await page.locator('.field-error').count()).toBe(0);
      await context.close();
    });
  }

  it('a failed 3-D check is explained as such', async () => {
    const { context, page, sale } = await payWith(1280, 800, PAY_CARDS.threeDFails);
    expect((await transaction(sale.transactionId)).declineReason).toBe('three_d_failed');
    expect(await page.locator('dialog[open] .three-d-result').getByRole('heading').textContent()).toBe(
      '3D Secure doğrulaması tamamlanamadı',
    );
    await context.close();
  });

  it('speaks English on the English page', async () => {
    const { context, page } = await newPage(suite.browser, 1280, 800);
    await page.goto(`${suite.server.baseUrl}/pay-without-login`);
    await page.locator('#pay-cardNumber').waitFor();
    await page.locator('.language-select select').selectOption('en');
    await page.getByRole('heading', { name: 'Pay without an account' }).waitFor();
    await fillPayForm(page, { card: PAY_CARDS.declined });
    await chooseOption(page, 46, 1);
    await submitPayment(page);
    await completeThreeD(page);
    const modal = page.locator('dialog[open] .three-d-result');
    await modal.waitFor({ timeout: 20_000 });
    expect(await modal.getByRole('heading').textContent()).toBe('Your bank declined the payment');
    expect(await modal.getByTestId('pay-result-detail').textContent()).toBe(
      "Bank's response: Red-Onaylanmadı",
    );
    await context.close();
  });
});
