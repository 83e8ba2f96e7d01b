import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../apps/api/test/dns-server.js';
import { DEMO, newPage, signIn } from './support/app.js';
import { launchChromium } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

const HOST = 'odeme.demo-ticaret.com.tr';
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  dns = await startDnsServer();
  server = await startServer({ DNS_SERVERS: dns.address });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

describe('admin console: domains', () => {
  it('the administrator adds a domain, publishes its TXT record, verifies it: the sign-in page answers on it', async () => {
    const { page } = await newPage(browser);
    await signIn(page, server.baseUrl, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'Alan adları' }).first().click();
    await page.getByRole('heading', { name: 'Alan adları', level: 1 }).waitFor();
    // The host in use is marked and cannot be removed from here.
    const current = page.locator('.admin-domain-table tbody tr', { hasText: 'localhost' }).first();
    await current.getByText('Şu an bağlı olduğunuz').waitFor();
    expect(await current.getByRole('button', { name: /Kaldır/ }).count()).toBe(0);

    await page.getByLabel('Alan adı').fill(`https://${HOST}/giris`);
    await page.getByRole('button', { name: 'Ekle' }).click();
    const row = page.locator('.admin-domain-table tbody tr', { hasText: HOST });
    await row.getByText('DNS kaydı bekleniyor').waitFor();
    const value = (await row.locator('dd code').nth(1).innerText()).trim();
    expect(value).toMatch(/^tahsilat-verification=[0-9a-f]{32}$/);
    expect(await row.locator('dd code').first().innerText()).toBe(`_tahsilat.${HOST}`);

    // Before the record exists the page says so and nothing changes.
    await row.getByRole('button', { name: `Doğrula: ${HOST}` }).click();
    await page.getByText('DNS kaydı bulunamadı ya da değeri farklı').first().waitFor();
    const before = await fetch(`${server.baseUrl}/api/FirmAuth/GetLoginEndpoints?domain=${HOST}`);
    expect(before.status).toBe(404);

    dns.records.set(`_tahsilat.${HOST}`, [value]);
    await row.getByRole('button', { name: `Doğrula: ${HOST}` }).click();
    await row.getByText(/Doğrulandı/).waitFor();
    const after = await fetch(`${server.baseUrl}/api/FirmAuth/GetLoginEndpoints?domain=${HOST}`);
    expect(after.status).toBe(200);

    await row.getByRole('button', { name: `Kaldır: ${HOST}` }).click();
    await page.getByRole('button', { name: 'Kaldır', exact: true }).click();
    await page.getByText('İşlem başarılı.').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });
});
