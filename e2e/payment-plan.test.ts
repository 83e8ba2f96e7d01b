import { formatAmount, formatTurkishAmount, type PaymentPlanPage, parseAmount } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, storage } from './support/app.js';
import { chooseOption, completeThreeD, fillPayForm, modalResult, submitPayment } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

describe('payment plan', () => {
  it('the firm user picks two overdue lines, pays them by card and the plan shows them paid, awaiting the ERP', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/payment-plan`);
    await page.getByRole('radio', { name: 'Vadesi geçen' }).click();
    await page.getByLabel('Döviz').selectOption({ label: 'TRY' });

    const { token } = await storage(page);
    const response = await fetch(
      `${suite.server.baseUrl}/api/FirmReport/PaymentPlan?lines=overdue&currency=TRY`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const plan = ((await response.json()) as { data: PaymentPlanPage }).data;
    const [first, second] = plan.items;
    expect(first && second).toBeTruthy();
    expect(first?.status).toBe('overdue');

    const rows = page.locator('.plan-table tbody tr.data-table-row');
    await expect.poll(() => rows.count()).toBe(plan.items.length);
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const sum = formatAmount(
      (parseAmount(first?.remaining ?? '') ?? 0n) + (parseAmount(second?.remaining ?? '') ?? 0n),
    );
    await page.getByTestId('plan-selection').getByText('2 kalem seçildi').waitFor();

    await page.getByRole('button', { name: 'Seçilenleri Öde' }).click();
    await page.waitForURL(/\/pos-collection\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('amount')).toBe(sum);
    expect(url.searchParams.get('items')).toBe(`${first?.id},${second?.id}`);

    // The payment page shows the two lines and what they leave open, the amount prefilled with it.
    const sumText = formatTurkishAmount(parseAmount(sum) ?? 0n);
    await expect.poll(() => page.getByTestId('portal-items-open').textContent()).toBe(`${sumText} TL`);
    expect(await page.locator('#pay-amount').inputValue()).toBe(sumText);
    await fillPayForm(page, { amount: sumText });
    await chooseOption(page, 46, 1);
    const sale = await submitPayment(page);
    expect(sale.transactionId).toBeTruthy();
    await completeThreeD(page);
    expect(await modalResult(page)).toContain('Ödemeniz alındı');
    // The result offers the receipt (a signed link); once closed, the page keeps it and offers a new payment.
    const receipt = await page.getByTestId('receipt-download').getAttribute('href');
    expect(receipt).toMatch(/\/api\/PayWithoutLogin\/Receipt\//);
    const pdf = await fetch(receipt ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await page.locator('dialog[open] .three-d-result button').click();
    await page.getByTestId('pay-result-panel').getByRole('button', { name: 'Yeni ödeme' }).waitFor();

    // Back on the plan, the lines are paid here and wait for the ERP; they cannot be chosen again.
    await page.goto(`${suite.server.baseUrl}/payment-plan`);
    await page.getByRole('radio', { name: 'Vadesi geçen' }).click();
    // The same overdue lines in the same order: the first two are the ones just paid.
    const after = page.locator('.plan-table tbody tr.data-table-row');
    for (const index of [0, 1]) {
      await after.nth(index).getByText('Ödeme alındı, ERP onayı bekleniyor').waitFor();
      expect(await after.nth(index).getByRole('checkbox').isDisabled()).toBe(true);
    }
    expect(await after.nth(2).getByText('Ödeme alındı, ERP onayı bekleniyor').count()).toBe(0);
    await context.close();
  });
});
