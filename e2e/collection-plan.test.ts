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

  it('shows the totals of every line at the top, pages the lines, states each dealer’s figures and previews a reminder', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    const { token } = await storage(page);
    const api = (await (
      await fetch(
        `${suite.server.baseUrl}/api/FirmReport/CollectionPlan?lines=open&group=week&pageSize=100`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      )
    ).json()) as { data: CollectionPlanPage };
    await page.goto(`${suite.server.baseUrl}/collection-plan`);
    const money = (amount: string) => `${formatTurkishAmount(parseAmount(amount) ?? 0n)} TL`;
    const totals = api.data.totals.find((row) => row.currencyCode === 'TRY');
    await expect
      .poll(() => page.getByTestId('collection-overdue-TRY').textContent())
      .toBe(money(totals?.overdue ?? ''));
    expect(await page.getByTestId('collection-remaining-TRY').textContent()).toBe(
      money(totals?.remaining ?? ''),
    );
    expect(await page.getByTestId('collection-month-TRY').textContent()).toBe(
      money(totals?.dueThisMonth ?? ''),
    );

    // The demo's dealers owe more than a page: the first page holds 100 lines and the next one follows.
    expect(api.data.nextCursor).not.toBeNull();
    const pager = page.getByRole('navigation', { name: 'Sayfalar' });
    await expect.poll(() => pager.textContent()).toContain('1–100');
    await pager.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await expect.poll(() => pager.textContent()).toContain('101–');
    await pager.getByRole('button', { name: 'Önceki sayfa' }).click();
    await expect.poll(() => pager.textContent()).toContain('1–100');

    // Each dealer of the page with what a reminder would state.
    const first = api.data.dealers.find(
      (dealer) => dealer.isActive && dealer.hasEmail && dealer.reminder.overdue !== '0.00',
    );
    expect(first).toBeTruthy();
    const row = page.getByTestId('collection-dealers').locator('li', { hasText: `${first?.code} · ` });
    expect(await row.getByTestId('dealer-owes').textContent()).toContain(
      money(first?.reminder.overdue ?? ''),
    );

    // The reminder as it will go, inside the confirmation; dismissing it sends nothing.
    await row.getByRole('button', { name: /e-posta ile hatırlatma gönder/ }).click();
    const dialog = page.getByRole('dialog');
    const preview = dialog.getByTestId('reminder-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain(money(first?.reminder.overdue ?? ''));
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = (await (
      await fetch(`${suite.server.baseUrl}/api/FirmReport/CollectionPlan?firmId=${first?.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: CollectionPlanPage };
    expect(after.data.dealers[0]?.lastReminder).toEqual(first?.lastReminder ?? null);
    await context.close();
  });
});
