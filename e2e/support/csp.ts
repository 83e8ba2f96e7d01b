import type { Page } from 'playwright-core';

type Watched = Window & { cspViolations?: string[] };

/**
 * Records every CSP violation of the page's documents from the first script on (the browser fires
 * `securitypolicyviolation` also for a blocked `new Function` that the page caught, and writes no console line
 * for it). Call before `goto`; the returned function reads what was recorded in the current document.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as Watched).cspViolations ?? []);
}
