import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser.js';
import { signIn as signInByApi } from './statement-support.js';
import type { WebRow } from './web.js';

/** Issue 28: from navigation to the page's main table or form usable, cold cache, on the demo data. */
export const TIME_TO_DATA_MS = 1500;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The same-run floor of time to data: in the same browser and a fresh context, a page of one HTML document whose
 * inline script asks the API one public question and draws a line from the answer. What the browser and the
 * server cost before any of our JavaScript; the median of three.
 */
export async function barePageMs(browser: Browser, origin: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.route(`${origin}/__bench/bare`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html><body><script type="module">
            const answer = await (await fetch('/api/FirmAuth/GetLoginEndpoints')).json();
            const line = document.createElement('p');
            line.id = 'ready';
            line.textContent = JSON.stringify(answer).slice(0, 40);
            document.body.append(line);
          </script></body></html>`,
        }),
      );
      const started = performance.now();
      await page.goto(`${origin}/__bench/bare`);
      await page.locator('#ready').waitFor();
      times.push(performance.now() - started);
    } finally {
      await context.close();
    }
  }
  return median(times);
}

/**
 * The payer's side of pay by link: a link made by the signed-in user, opened with an empty cache and no session, until
 * its card form is there to type in (issue 28's time to data).
 */
export async function payLinkTimeRow(origin: string, credentials: { email: string }): Promise<WebRow> {
  const { token } = await signInByApi(origin, credentials.email);
  const created = await fetch(`${origin}/api/PaymentRequest/Create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount: '1250.00', currencyCode: 'TRY', description: 'Bench time to data' }),
  });
  const link = ((await created.json()) as { data: { link: string } }).data.link;
  const target = `${origin}/paymentPage${new URL(link).search}`;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(target);
    await page.locator('#pay-cardNumber').waitFor();
    const ms = performance.now() - started;
    return {
      name: '/paymentPage (pay by link) time to data, navigation to its card form (Chromium, empty cache)',
      value: `${ms.toFixed(0)} ms`,
      budget: `≤ ${TIME_TO_DATA_MS} ms`,
      pass: ms <= TIME_TO_DATA_MS,
    };
  } finally {
    await browser.close();
  }
}
