import { formatTurkishAmount, parseSumAmount, type StatementPage } from '@tahsilat/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

/** "2199.74", "B" → "2.199,74 (B)", as the page's table shows a balance. */
function balanceText(balance: string, side: string): string {
  return `${formatTurkishAmount(parseSumAmount(balance) ?? 0n)}${side ? ` (${side})` : ''}`;
}

/** "2199.74", "B" → "2.199,74 TL (B)", as the page's balance cards show it, naming the currency. */
function cardText(balance: string, side: string, currency = 'TL'): string {
  return `${formatTurkishAmount(parseSumAmount(balance) ?? 0n)} ${currency}${side ? ` (${side})` : ''}`;
}

/** The same question the page asks, straight to the API with the page's session. */
async function statementOf(page: Page, query: Record<string, string>): Promise<StatementPage> {
  const { token } = await storage(page);
  const response = await fetch(
    `${suite.server.baseUrl}/api/FirmReport/Statement?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StatementPage }).data;
}

describe('statement', () => {
  it('a dealer reads a period: Devir first, the closing balance as the API computes it', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, DEMO.subFirmUser);
    const period = { dateFrom: '2026-03-01', dateTo: '2026-06-30' };
    await page.goto(`${suite.server.baseUrl}/firm-transaction-list?${new URLSearchParams(period)}`);
    const api = await statementOf(page, { ...period, pageSize: '100' });
    expect(api.firm.code).toBe('1002');
    expect(api.items.length).toBeGreaterThan(3);

    const opening = cardText(api.opening.balance, api.opening.side);
    await expect.poll(() => page.getByTestId('statement-opening').textContent()).toBe(opening);
    const closing = api.totals?.closing;
    expect(closing).toBeDefined();
    const closingText = balanceText(closing?.balance ?? '', closing?.side ?? '');
    await expect
      .poll(() => page.getByTestId('statement-closing').textContent())
      .toBe(cardText(closing?.balance ?? '', closing?.side ?? ''));
    // The table opens with the Devir row and ends on the same balance as the totals.
    const rows = page.locator('.statement-table tbody tr.data-table-row');
    await expect.poll(() => rows.count()).toBe(api.items.length + 1);
    expect(await rows.first().textContent()).toContain('Devir');
    expect(await rows.last().locator('.statement-balance').textContent()).toBe(closingText);
    expect(await page.getByTestId('statement-totals-closing').textContent()).toBe(closingText);
    // No firm selector for a dealer: it has only its own statement.
    expect(await page.getByLabel('Firma').count()).toBe(0);
    await context.close();
  });

  it("the main firm picks a sub-firm's statement in the searchable selector", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/firm-transaction-list`);
    await page.getByTestId('statement-closing').waitFor();
    const select = page.getByLabel('Firma');
    await select.click();
    await select.fill('1002');
    await page.locator('.ant-select-item-option', { hasText: '1002 ·' }).click();
    const year = String(new Date().getFullYear());
    const firms = await (async () => {
      const { token } = await storage(page);
      const response = await fetch(`${suite.server.baseUrl}/api/FirmReport/Firms`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { data: { id: string; code: string }[] }).data;
    })();
    const dealer = firms.find((firm) => firm.code === '1002');
    const api = await statementOf(page, {
      firmId: dealer?.id ?? '',
      dateFrom: `${year}-01-01`,
      dateTo: `${year}-12-31`,
    });
    const closing = cardText(api.totals?.closing.balance ?? '', api.totals?.closing.side ?? '');
    await expect.poll(() => page.getByTestId('statement-closing').textContent()).toBe(closing);
    await context.close();
  });
});
