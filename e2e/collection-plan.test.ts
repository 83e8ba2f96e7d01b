import {
  type CollectionPlanPage,
  formatAmount,
  formatTurkishAmount,
  isoToDottedDate,
  parseAmount,
} from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

describe('collection plan', () => {
  it("the main firm picks a dealer's two lines and sends them a payment link for their sum", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/collection-plan`);
    await page.getByTestId('collection-dealers').waitFor();

    const { token } = await storage(page);
    const firms = (await (
      await fetch(`${suite.server.baseUrl}/api/FirmReport/Firms`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id: string; code: string }[] };
    const dealer = firms.data.find((firm) => firm.code === '1002');
    const plan = (await (
      await fetch(`${suite.server.baseUrl}/api/FirmReport/CollectionPlan?firmId=${dealer?.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: CollectionPlanPage };
    const [first, second] = plan.data.items.filter((line) => line.currencyCode === 'TRY');
    expect(first && second).toBeTruthy();

    const select = page.getByLabel('Bayi', { exact: true });
    await select.click();
    await select.fill('1002');
    await page.locator('.ant-select-item-option', { hasText: '1002 ·' }).click();
    // One document's instalments share its number: the due date tells them apart.
    const lineName = (line: typeof first) => `${line?.documentNo} · ${isoToDottedDate(line?.dueDate ?? '')}`;
    await page.getByLabel(`${lineName(first)} kalemini seç`).check();
    await page.getByLabel(`${lineName(second)} kalemini seç`).check();
    const sum = (parseAmount(first?.remaining ?? '') ?? 0n) + (parseAmount(second?.remaining ?? '') ?? 0n);

    await page.getByRole('button', { name: 'Ödeme linki gönder' }).click();
    await page.waitForURL(/\/payment-request\?/);
    expect(new URL(page.url()).searchParams.get('amount')).toBe(formatAmount(sum));
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Tutar' }).inputValue())
      .toBe(formatTurkishAmount(sum));
    await page.getByRole('button', { name: 'Link oluştur' }).click();
    await page.getByTestId('link-qr').waitFor();
    await context.close();
  });
});
