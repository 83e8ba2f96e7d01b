import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO = {
  password: 'Tahsilat.2026',
  firmUser: 'demo@tahsilat.local',
  subFirmUser: 'bayi@tahsilat.local',
  phoneA: '0212 555 01 01',
  phoneB: '0232 444 02 02',
} as const;

export const STORED_KEYS = [
  'token',
  'expiration',
  'userId',
  'userName',
  'tenantId',
  'menu',
  'tenantLogo',
  'isSubFirm',
  'domainUrl',
  'isTenantSelectedFromModal',
  'pageTitle',
] as const;

export async function newPage(
  browser: Browser,
  width = 1280,
  height = 800,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the form, as a person does, and waits for the home page. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string = DEMO.firmUser,
  password: string = DEMO.password,
  landing: RegExp = /\/home$/,
) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
  await page.waitForURL(landing);
}

export function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key) {
        out[key] = localStorage.getItem(key) ?? '';
      }
    }
    return out;
  });
}

/**
 * Opens the user menu and picks `item`, waiting for the page to reach `landing`. Once in a while the menu's
 * opening motion swallows the click (CI, once in many runs): while the item is still shown the click did not
 * land, so it is made again; the choice itself must still end on `landing`.
 */
export async function chooseUserMenuItem(page: Page, item: string, landing: RegExp): Promise<void> {
  await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await entry.click();
  await expect
    .poll(
      async () => {
        if (!landing.test(page.url()) && (await entry.isVisible())) {
          await entry.click({ timeout: 2_000 }).catch(() => undefined);
        }
        return page.url();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toMatch(landing);
}

/** The menu's links, by their text. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Ana menü' }).first();
  await nav.waitFor();
  return nav.getByRole('link').allInnerTexts();
}

/** The newest e-mail to `to` in the dev mailbox (the e2e server keeps mail in its outbox). */
export async function latestMail(baseUrl: string, to: string, subjectIncludes: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/mails?to=${encodeURIComponent(to)}&limit=10`);
    const body = (await response.json()) as { data: { subject: string; text: string }[] };
    const mail = body.data.find((m) => m.subject.includes(subjectIncludes));
    if (mail) {
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail "${subjectIncludes}" for ${to}`);
}
