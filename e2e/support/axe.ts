import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules and axe's best practices: what every screen of the portal must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

let axeSource: string | undefined;

function readAxeSource(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** One line per rule, then one per element: what is wrong and where, readable in a failed assertion. */
export function formatViolations(violations: readonly Result[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    at ${node.target.join(' ')}: ${summary}`;
    });
    return [`${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`, ...nodes].join('\n');
  });
}

/**
 * Runs axe-core on the page once its finite animations have ended and answers its violations, formatted (empty when it passes).
 * The portal's CSP runs only scripts with the page's nonce, which `addScriptTag` cannot set: the same
 * script tag is added here with the nonce of the page's own scripts.
 */
export async function findAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate((source) => {
    if ('axe' in window) {
      return;
    }
    const script = document.createElement('script');
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    script.text = source;
    document.head.append(script);
    script.remove();
  }, readAxeSource());
  // Colours measured halfway through a fade or a transition are neither the before nor the after.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    (tags) => (window as unknown as AxeWindow).axe.run(document, { runOnly: tags }),
    [...AXE_TAGS],
  );
  return formatViolations(results.violations);
}

type AxeWindow = Window & { axe: { run(context: Document, options: object): Promise<AxeResults> } };
