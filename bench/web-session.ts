import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, launchChromium } from '../e2e/support/browser.js';
import { gzipSize, type WebRow } from './web.js';
import { barePageMs, median, payLinkTimeRow, TIME_TO_DATA_MS } from './web-time-to-data.js';

/** Signed-in pages: the JavaScript Chromium fetches for each, and Lighthouse (desktop) on the first page after sign-in. */

export interface Credentials {
  email: string;
  password: string;
}

/** The demo main-firm user (DESIGN §11): it holds every business flag. */
export const DEMO_FIRM_USER: Credentials = { email: 'demo@tahsilat.local', password: 'Tahsilat.2026' };

export interface SignedInPage {
  path: string;
  /** A selector that is on the page once its data has been drawn (its main table's first row, its form's field). */
  ready: string;
  javaScriptKb: number;
}

/** Signs in through the form, as a person does, and waits for the home page. */
async function signIn(context: BrowserContext, origin: string, credentials: Credentials): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/signin`);
  await page.getByLabel('E-posta').fill(credentials.email);
  await page.getByLabel('Şifre', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
  await page.waitForURL(/\/home$/);
  await page.close();
}

/**
 * Every script Chromium fetched to draw `page` for a signed-in user with an empty HTTP cache: the session is
 * carried over from a sign-in in another context (localStorage only), so nothing of the sign-in page is cached.
 */
async function pageJavaScript(
  browser: Browser,
  origin: string,
  session: Awaited<ReturnType<BrowserContext['storageState']>>,
  target: SignedInPage,
) {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState: session });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const pending = new Map<string, string>();
    const scripts: { url: string; transferred: number }[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') {
        pending.set(event.requestId, event.response.url);
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      const url = pending.get(event.requestId);
      if (url) {
        scripts.push({ url, transferred: event.encodedDataLength });
      }
    });
    const started = performance.now();
    await page.goto(`${origin}${target.path}`);
    await page
      .locator(target.ready)
      .first()
      .waitFor()
      .catch((error: unknown) => {
        throw new Error(`${target.path}: ${target.ready} never showed`, { cause: error });
      });
    const msToData = performance.now() - started;
    // Chunks the page asks for after its data arrives (a lazy chart) count too.
    await page.waitForLoadState('networkidle');
    const files = scripts.map((s) => new URL(s.url).pathname.replace(/^\//, ''));
    return {
      files,
      msToData,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
      transferredBytes: scripts.reduce((sum, s) => sum + s.transferred, 0),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function signedInJavaScriptRows(
  origin: string,
  credentials: Credentials,
  pages: readonly SignedInPage[],
): Promise<WebRow[]> {
  // One browser, as a user has: each page in a fresh context (an empty HTTP cache, no open connections).
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await signIn(context, origin, credentials);
    const session = await context.storageState();
    await context.close();
    return await pageRows(browser, origin, session, pages);
  } finally {
    await browser.close();
  }
}

async function pageRows(
  browser: Browser,
  origin: string,
  session: Awaited<ReturnType<BrowserContext['storageState']>>,
  pages: readonly SignedInPage[],
): Promise<WebRow[]> {
  const bareMs = await barePageMs(browser, origin);
  const rows: WebRow[] = [];
  const times: WebRow[] = [
    {
      name: 'reference: a bare page (one HTML document, one API question) in the same browser, fresh context',
      value: `${bareMs.toFixed(0)} ms`,
      budget: '(same run)',
      pass: true,
    },
  ];
  for (const target of pages) {
    const measured = await pageJavaScript(browser, origin, session, target);
    if (process.env.BENCH_VERBOSE) {
      console.log(
        target.path,
        measured.files.map((file) => `${path.basename(file)} ${kb(gzipSize(file))}`).join(', '),
      );
    }
    rows.push({
      name: `${target.path} JavaScript signed in, Chromium network log (gzip; ${kb(measured.transferredBytes)} as sent)`,
      value: kb(measured.gzipBytes),
      budget: `≤ ${target.javaScriptKb} KB`,
      pass: measured.gzipBytes <= target.javaScriptKb * 1024,
    });
    times.push({
      name: `${target.path} time to data, navigation to ${target.ready} drawn (Chromium, empty cache)`,
      value: `${measured.msToData.toFixed(0)} ms (${(measured.msToData / bareMs).toFixed(1)}× bare)`,
      budget: `≤ ${TIME_TO_DATA_MS} ms`,
      pass: measured.msToData <= TIME_TO_DATA_MS,
    });
  }
  return [...rows, ...times];
}

/**
 * Lighthouse's desktop preset on the first page after sign-in: the user signs in through the form in the same
 * Chromium profile, then Lighthouse loads `path` keeping that storage (the session) and nothing else.
 */
export async function signedInLighthouseRows(
  origin: string,
  credentials: Credentials,
  pagePath: string,
  runs = 3,
): Promise<WebRow[]> {
  const performance: number[] = [];
  const interactive: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: (await findChromium()).path,
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) {
        throw new Error('Chromium has no default context');
      }
      await signIn(context, origin, credentials);
      await browser.close();
      const result = await lighthouse(
        `${origin}${pagePath}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (lhr?.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(pagePath)) {
        throw new Error(
          `Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${pagePath}: the session was lost`,
        );
      }
      if (process.env.BENCH_VERBOSE && lhr) {
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ];
        console.log(
          metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue} (${lhr.audits[id]?.score})`).join(', '),
        );
      }
      performance.push(Math.round((lhr?.categories.performance?.score ?? 0) * 100));
      interactive.push(lhr?.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY);
    } finally {
      chrome.kill();
    }
  }
  const score = median(performance);
  const tti = median(interactive);
  return [
    {
      name: `${pagePath} after sign-in, Lighthouse time to interactive (desktop, median of ${runs})`,
      value: `${tti.toFixed(0)} ms`,
      budget: '≤ 2000 ms',
      pass: tti <= 2000,
    },
    {
      name: `${pagePath} after sign-in, Lighthouse performance (desktop, median of ${runs})`,
      value: String(score),
      budget: '≥ 90',
      pass: score >= 90,
    },
  ];
}

/**
 * A business list's first row, or its empty note once the answer said there is none (components/data-table.tsx):
 * the page's data is drawn.
 */
const TABLE_ROW = 'tbody tr.data-table-row, td.data-table-empty > *';

/**
 * Every menu page a signed-in firm user opens (the demo firm user holds every flag), each with its JavaScript budget
 * (issue 11) and what shows its data (issue 28's time to data).
 */
export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  { path: '/home', ready: '[data-testid="home-balance"]', javaScriptKb: 300 },
  { path: '/payment-plan', ready: TABLE_ROW, javaScriptKb: 300 },
  { path: '/collection-plan', ready: '.collection-table tbody tr:not(.collection-group)', javaScriptKb: 300 },
  { path: '/pos-collection', ready: '#pay-cardNumber', javaScriptKb: 300 },
  { path: '/pos-collection-transaction', ready: TABLE_ROW, javaScriptKb: 300 },
  { path: '/payment-request', ready: 'role=textbox[name="Tutar"]', javaScriptKb: 300 },
  { path: '/payment-list', ready: TABLE_ROW, javaScriptKb: 300 },
  { path: '/firm-transaction-list', ready: '[data-testid="statement-closing"]', javaScriptKb: 300 },
  { path: '/subfirm-list', ready: TABLE_ROW, javaScriptKb: 300 },
  { path: '/stocks', ready: TABLE_ROW, javaScriptKb: 300 },
  { path: '/dbs-invoices', ready: TABLE_ROW, javaScriptKb: 300 },
  { path: '/invoice-discount', ready: TABLE_ROW, javaScriptKb: 300 },
  { path: '/erp-report', ready: TABLE_ROW, javaScriptKb: 300 },
];

export async function benchSignedInPages(origin: string, credentials: Credentials): Promise<WebRow[]> {
  return [
    ...(await signedInJavaScriptRows(origin, credentials, SIGNED_IN_PAGES)),
    await payLinkTimeRow(origin, credentials),
    ...(await signedInLighthouseRows(origin, credentials, '/home')),
  ];
}
