import { formatTurkishAmount, type HomeSummary, parseSumAmount } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const tl = (amount: string) => `${formatTurkishAmount(parseSumAmount(amount) ?? 0n)} TL`;

describe('home', () => {
  it('a dealer signs in and the cards show the figures the API computes; Ekstre opens its statement', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, DEMO.subFirmUser);
    const { token } = await storage(page);
    const response = await fetch(`${suite.server.baseUrl}/api/FirmReport/Home`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const summary = ((await response.json()) as { data: HomeSummary }).data;
    expect(summary.firm.code).toBe('1002');

    const balance = `${formatTurkishAmount(parseSumAmount(summary.balance.balance) ?? 0n)} TL (${summary.balance.side})`;
    await expect.poll(() => page.getByTestId('home-balance').textContent()).toBe(balance);
    // TRY is each card's value; another currency the dealer owes in is a line of its own under it.
    for (const [testId, rows] of [
      ['home-overdue', summary.overdue],
      ['home-due-month', summary.dueThisMonth],
    ] as const) {
      expect(await page.getByTestId(testId).textContent()).toBe(tl(rows[0]?.amount ?? '0.00'));
      for (const row of rows.slice(1)) {
        expect(await page.getByTestId(`${testId}-${row.currencyCode}`).textContent()).toBe(
          `${formatTurkishAmount(parseSumAmount(row.amount) ?? 0n)} ${row.currencyCode}`,
        );
      }
    }
    expect(await page.getByTestId('home-risk').textContent()).toBe(
      summary.risk ? tl(summary.risk.limit) : 'Tanımlı değil',
    );
    // The dealer has no link flag: no link card, no 'Link oluştur'.
    expect(await page.getByTestId('home-links').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Link oluştur' }).count()).toBe(0);
    // The aging chart has a text alternative with every bucket.
    const chart = page.getByRole('img', { name: /Yaşlandırma: Vadesi gelmemiş .* TL; 1–30 gün/ });
    await chart.waitFor();

    await page.getByRole('button', { name: 'Ekstre' }).click();
    await page.waitForURL(/\/firm-transaction-list$/);
    await page.getByTestId('statement-closing').waitFor();
    await context.close();
  });

  it('the main firm sees its most overdue dealers, each opening that dealer’s statement', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    const dealers = page.getByTestId('home-dealers').getByRole('link');
    await expect.poll(() => dealers.count()).toBeGreaterThan(0);
    const first = await dealers.first().textContent();
    await dealers.first().click();
    await page.waitForURL(/\/firm-transaction-list\?firmId=/);
    // The dealer picker shows the chosen dealer (its stand-in field until it is first used).
    await expect.poll(() => page.getByLabel('Firma').inputValue()).toContain(first?.split(' · ')[0] ?? '');
    await context.close();
  });
});
