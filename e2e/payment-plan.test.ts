import { formatAmount, type PaymentPlanPage, parseAmount } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

describe('payment plan', () => {
  it('the firm user picks two overdue lines and "Seçilenleri Öde" opens the payment prefilled with their sum', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/payment-plan`);
    await page.locator('.ant-segmented-item', { hasText: 'Vadesi geçen' }).click();
    await page.getByLabel('Döviz').click();
    await page.locator('.ant-select-item-option', { hasText: /^TRY$/ }).click();

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

    const rows = page.locator('.plan-table tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(plan.items.length);
    await rows.nth(0).locator('.ant-checkbox-wrapper').click();
    await rows.nth(1).locator('.ant-checkbox-wrapper').click();
    const sum = formatAmount(
      (parseAmount(first?.remaining ?? '') ?? 0n) + (parseAmount(second?.remaining ?? '') ?? 0n),
    );
    await page.getByTestId('plan-selection').getByText('2 kalem seçildi').waitFor();

    await page.getByRole('button', { name: 'Seçilenleri Öde' }).click();
    await page.waitForURL(/\/pos-collection\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('amount')).toBe(sum);
    expect(url.searchParams.get('items')).toBe(`${first?.id},${second?.id}`);
    await context.close();
  });
});
