import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium, launchChromium } from '../e2e/support/browser.js';
import { repoRoot } from './harness.js';

const dist = path.join(repoRoot, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export function gzipSize(file: string): number {
  const full = path.join(dist, file);
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : statSync(full).size;
}

/** JavaScript a route needs before it draws: the entry, the route's chunk and their static imports (from the Vite manifest). */
export function routeJavaScriptFromBuild(routeModule: string): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) {
      return;
    }
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) {
      visit(dependency);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) {
      visit(key);
    }
  }
  visit(routeModule);
  const list = [...files].filter((file) => file.endsWith('.js'));
  return { files: list, gzipBytes: list.reduce((sum, file) => sum + gzipSize(file), 0) };
}

/** JavaScript Chromium actually fetched before the page's first field was usable, in gzip bytes (and as sent). */
export async function routeJavaScriptInBrowser(url: string, usableLabel: string) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: { url: string; transferred: number }[] = [];
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    const pending = new Map<string, string>();
    session.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') {
        pending.set(event.requestId, event.response.url);
      }
    });
    session.on('Network.loadingFinished', (event) => {
      const scriptUrl = pending.get(event.requestId);
      if (scriptUrl) {
        scripts.push({ url: scriptUrl, transferred: event.encodedDataLength });
      }
    });
    await page.goto(url);
    await page.getByLabel(usableLabel).waitFor();
    const files = scripts.map((s) => new URL(s.url).pathname.replace(/^\//, ''));
    return {
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
      transferredBytes: scripts.reduce((sum, s) => sum + s.transferred, 0),
    };
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Lighthouse with its default mobile preset (simulated slow 4G, 4× CPU), median of `runs`. */
export async function lighthouseScores(
  url: string,
  runs = 3,
): Promise<{ performance: number; accessibility: number }> {
  const performance: number[] = [];
  const accessibility: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: (await findChromium()).path,
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const categories = result?.lhr.categories;
      performance.push(Math.round((categories?.performance?.score ?? 0) * 100));
      accessibility.push(Math.round((categories?.accessibility?.score ?? 0) * 100));
    } finally {
      chrome.kill();
    }
  }
  return { performance: median(performance), accessibility: median(accessibility) };
}

export interface WebRow {
  name: string;
  value: string;
  budget: string;
  pass: boolean;
}

export function printWebRows(rows: readonly WebRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}  ${row.value.padStart(9)}  ${row.budget.padEnd(9)}  ${row.pass ? 'PASS' : 'FAIL'}`,
    );
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A public page's JavaScript (build graph and network log) and its Lighthouse scores, as budget rows. */
export async function pageBudgets(page: {
  path: string;
  routeModule: string;
  usableLabel: string;
  origin: string;
  javaScriptKb: number;
}): Promise<WebRow[]> {
  const url = `${page.origin}${page.path}`;
  const fromBuild = routeJavaScriptFromBuild(page.routeModule);
  const inBrowser = await routeJavaScriptInBrowser(url, page.usableLabel);
  const scores = await lighthouseScores(url);
  const budget = page.javaScriptKb * 1024;
  return [
    {
      name: `${page.path} JavaScript, build output (gzip)`,
      value: kb(fromBuild.gzipBytes),
      budget: `≤ ${page.javaScriptKb} KB`,
      pass: fromBuild.gzipBytes <= budget,
    },
    {
      name: `${page.path} JavaScript, Chromium network log (gzip; ${kb(inBrowser.transferredBytes)} as sent with br)`,
      value: kb(inBrowser.gzipBytes),
      budget: `≤ ${page.javaScriptKb} KB`,
      pass: inBrowser.gzipBytes <= budget,
    },
    {
      name: `${page.path} Lighthouse performance (mobile, median of 3)`,
      value: String(scores.performance),
      budget: '≥ 85',
      pass: scores.performance >= 85,
    },
    {
      name: `${page.path} Lighthouse accessibility (mobile, median of 3)`,
      value: String(scores.accessibility),
      budget: '≥ 95',
      pass: scores.accessibility >= 95,
    },
  ];
}

/**
 * Milliseconds from the start of navigation until `selector` is an enabled field, in a fresh browser
 * context each run (no cache, no service worker); the median of `runs`.
 */
export async function timeToInteractive(url: string, selector: string, runs: number): Promise<number> {
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      const ready = await page.waitForFunction(
        (target) => {
          const field = document.querySelector<HTMLInputElement>(target);
          return field && !field.disabled && field.offsetParent !== null ? performance.now() : false;
        },
        selector,
        { polling: 'raf' },
      );
      times.push(Number(await ready.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return median(times);
}
