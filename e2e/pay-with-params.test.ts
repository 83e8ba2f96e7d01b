import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messages } from '@tahsilat/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadShopExamples,
  type ShopOrderRecord,
  type ShopVerify,
  type Verified,
} from '../apps/api/test/params.js';
import { newPage } from './support/app.js';
import { launchChromium } from './support/browser.js';
import { freePort } from './support/net.js';
import { chooseOption, completeThreeD, fillPayForm, modalResult, submitPayment } from './support/pay.js';
import { launchServer, prepareStore, type RunningServer, type ServerStore } from './support/server.js';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TENANT_A = '11111111-1111-4111-8111-111111111111';

let store: ServerStore;
let server: RunningServer & { port: number };
let browser: Browser;
let shop: Server;
let shopUrl = '';
let keys: Record<string, string> = {};
// The shop's side exactly as docs/shop-integration.md gives it.
let shopVerify: ShopVerify;
const shopSaw: { url: string; outcome: Verified }[] = [];
const orders = new Map<string, ShopOrderRecord>();

/** `npm run params:* --` as a shop's administrator runs it, against the running server's store. */
async function paramsCli(...args: string[]): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'apps/api/dist/params-cli.js'), ...args],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        TZ: 'Europe/Istanbul',
        PORT: String(server.port),
        PUBLIC_URL: server.baseUrl,
        LOG_LEVEL: 'warn',
        ...store.env,
      },
    },
  );
  return stdout.trim().split('\n');
}

beforeAll(async () => {
  store = await prepareStore();
  server = await launchServer(store);
  browser = await launchChromium();
  shopVerify = (await loadShopExamples()).verify;
  // The shop's key, from the tool the tenant gives its shops (on PGlite through the running server).
  const printed = Object.fromEntries(
    (await paramsCli('key', '--tenant', TENANT_A)).map((line) => line.split('=') as [string, string]),
  );
  keys = { [printed.TAHSILAT_PARAMS_KEY_ID ?? '']: printed.TAHSILAT_PARAMS_KEY ?? '' };
  // A shop that accepts a payment only from a redirect that verifies.
  const port = await freePort();
  shopUrl = `http://127.0.0.1:${port}`;
  shop = createServer((request, response) => {
    const url = `${shopUrl}${request.url ?? '/'}`;
    if (new URL(url).pathname !== '/return') {
      response.writeHead(404).end();
      return;
    }
    const reference = new URL(url).searchParams.get('referenceNumber') ?? '';
    const order = orders.get(reference);
    const outcome = order
      ? shopVerify.acceptPayment(url, keys, order)
      : { ok: false as const, reason: 'no such order' };
    shopSaw.push({ url, outcome });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Shop</title><h1 id="result">${outcome.ok ? 'PAID' : 'REFUSED'}</h1>`);
  });
  await new Promise<void>((resolve) => shop.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => shop?.close(resolve));
  await server?.stop();
  await store?.drop();
});

/** A link made with `npm run params:encrypt`; the shop keeps its link id, currency and amount with the order. */
async function shopLink(
  amount: string,
  options: { branch?: string; currency?: 'TRY' | 'USD' | 'EUR' } = {},
): Promise<{ path: string; reference: string }> {
  const reference = `ORD-${randomBytes(4).toString('hex').toUpperCase()}`;
  const currency = options.currency ?? 'TRY';
  const args = ['encrypt', '--tenant', TENANT_A, '--amount', amount, '--currency', currency];
  const lines = await paramsCli(
    ...args,
    '--reference',
    reference,
    ...(options.branch ? ['--branch', options.branch] : []),
    '--callback',
    `${shopUrl}/return?cart=42`,
  );
  const linkId = lines.find((line) => line.startsWith('Link id: '))?.slice('Link id: '.length) ?? '';
  orders.set(reference, { linkId, reference, currency, amount });
  const last = lines.at(-1) ?? '';
  expect(last).toMatch(/^\/pay-without-login\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/);
  return { path: last, reference };
}

describe('a shop sends its customer to pay', () => {
  it('amount locked, reference shown; after the bank the customer lands on the shop with a signed result', async () => {
    expect(Object.keys(keys)).toHaveLength(1);
    const link = await shopLink('250.00', { branch: '1001' });
    const { context, page } = await newPage(browser);
    await page.goto(`${server.baseUrl}${link.path}`);
    await page.locator('#pay-cardNumber').waitFor();
    expect(await page.locator('#pay-amount').inputValue()).toBe('250,00');
    expect(await page.locator('#pay-amount').getAttribute('readonly')).not.toBeNull();
    // The link fixes the currency too.
    expect(await page.locator('#pay-currencyCode').inputValue()).toBe('TRY');
    expect(await page.locator('#pay-currencyCode').isDisabled()).toBe(true);
    await page.getByText(link.reference).waitFor();
    await page.getByText('Demo Ticaret A.Ş. · Demo Bayi').waitFor();
    // Params mode asks neither e-mail nor description.
    expect(await page.locator('#pay-customerEmail').count()).toBe(0);
    expect(await page.locator('#pay-description').count()).toBe(0);

    await fillPayForm(page);
    expect(await page.locator('#pay-amount').inputValue()).toBe('250,00');
    await chooseOption(page, 46, 1);
    await submitPayment(page);
    await completeThreeD(page);
    expect(await modalResult(page)).toContain('Ödemeniz alındı');
    // The transaction answer is held back a moment so the waiting notice can be seen.
    await page.route('**/PayWithoutLogin/PosCollectionTransactionGetById/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.locator('dialog[open] .three-d-result button').click();
    await page.getByText('Lütfen bekleyiniz...').first().waitFor();
    await page.getByText('Alışveriş sitesine yönlendiriliyorsunuz').first().waitFor();
    const leftAt = Date.now();
    await page.waitForURL(`${shopUrl}/return?**`);
    // The redirect waits 2 seconds (SPEC 9), then uses GET.
    expect(Date.now() - leftAt).toBeGreaterThan(1_000);
    expect(await page.locator('#result').textContent()).toBe('PAID');
    const visit = shopSaw.at(-1);
    expect(visit?.outcome).toMatchObject({
      ok: true,
      referenceNumber: link.reference,
      amount: '250.00',
      currency: 'TRY',
      status: 'authorised',
      linkId: orders.get(link.reference)?.linkId,
    });
    expect(new URL(visit?.url ?? '').searchParams.get('cart')).toBe('42');
    await context.close();
  });

  it('a failed payment does not go back to the shop', async () => {
    const link = await shopLink('99.90');
    const { context, page } = await newPage(browser);
    await page.goto(`${server.baseUrl}${link.path}`);
    await page.locator('#pay-cardNumber').waitFor();
    await fillPayForm(page, { card: '4000 0000 0000 0002' });
    await chooseOption(page, 46, 1);
    await submitPayment(page);
    await completeThreeD(page);
    expect(await modalResult(page)).toContain('Ödeme başarısız');
    const visits = shopSaw.length;
    await page.locator('dialog[open] .three-d-result button').click();
    await page.getByText('Ödeme başarısız. Lütfen Tekrar deneyiniz.').first().waitFor();
    await page.waitForTimeout(2_500);
    expect(page.url()).toContain('/pay-without-login/');
    expect(shopSaw.length).toBe(visits);
    await context.close();
  });

  it('a changed token gets the decryption message and no form', async () => {
    const link = await shopLink('120.00');
    const parts = link.path.split('/');
    const reference = parts[4] ?? '';
    // Flip one character of the reference token's ciphertext.
    const last = reference.at(-2) === 'A' ? 'B' : 'A';
    parts[4] = `${reference.slice(0, -2)}${last}${reference.slice(-1)}`;
    const { context, page } = await newPage(browser);
    await page.goto(`${server.baseUrl}${parts.join('/')}`);
    await page.getByTestId('params-error').getByText(messages.paramsDecryptFailed).waitFor();
    expect(await page.locator('#pay-cardNumber').count()).toBe(0);
    await context.close();
  });

  it('an open-amount link lets the customer type the amount, in the link currency only', async () => {
    const link = await shopLink('open', { currency: 'EUR' });
    const { context, page } = await newPage(browser);
    await page.goto(`${server.baseUrl}${link.path}`);
    await page.locator('#pay-cardNumber').waitFor();
    expect(await page.locator('#pay-amount').inputValue()).toBe('');
    expect(await page.locator('#pay-amount').getAttribute('readonly')).toBeNull();
    expect(await page.locator('#pay-currencyCode').inputValue()).toBe('EUR');
    expect(await page.locator('#pay-currencyCode').isDisabled()).toBe(true);
    await context.close();
  });

  it("a link made of two links' tokens gets the decryption message and no form", async () => {
    const small = await shopLink('1.00');
    const big = await shopLink('5000.00');
    const parts = big.path.split('/');
    parts[2] = small.path.split('/')[2] ?? '';
    const { context, page } = await newPage(browser);
    await page.goto(`${server.baseUrl}${parts.join('/')}`);
    await page.getByTestId('params-error').getByText(messages.paramsDecryptFailed).waitFor();
    expect(await page.locator('#pay-cardNumber').count()).toBe(0);
    await context.close();
  });

  it('a link without its reference is refused with the missing-parameters message', async () => {
    const link = await shopLink('75.00');
    const amountOnly = link.path.split('/').slice(0, 3).join('/');
    const { context, page } = await newPage(browser);
    await page.goto(`${server.baseUrl}${amountOnly}`);
    await page.getByTestId('params-error').getByText(messages.paramsMissing).waitFor();
    await context.close();
  });
});
