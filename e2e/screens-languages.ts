/**
 * The settings languages for `npm run screens` (SCREENS=languages): the home page in each of the five languages the
 * shell adds to Turkish and English, and in Arabic (right to left) and Chinese the statement and the settings drawer.
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn } from './support/app.js';

type Shot = (page: Page, name: string, width: number, fullPage?: boolean) => Promise<void>;

/** Stores the language the way the settings drawer does, then reloads into it. */
async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => {
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, string>;
    localStorage.setItem(
      'settings',
      JSON.stringify({ ...settings, language: code, direction: code === 'ar' ? 'rtl' : 'ltr' }),
    );
  }, language);
  await page.reload();
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
}

export async function takeLanguageScreens(browser: Browser, baseUrl: string, width: number, shot: Shot) {
  const { context, page } = await newPage(browser, width, width === 390 ? 844 : 800);
  await signIn(page, baseUrl);
  for (const language of ['ar', 'zh', 'es', 'fr', 'it']) {
    await page.goto(`${baseUrl}/home`);
    await useLanguage(page, language);
    await page.locator('.home-panels').first().waitFor();
    await shot(page, `home-${language}`, width, false);
    if (language === 'ar' || language === 'zh') {
      await page.goto(`${baseUrl}/firm-transaction-list`);
      await page.locator('.statement-balance').first().waitFor();
      await shot(page, `statement-${language}`, width, false);
    }
  }
  await page.goto(`${baseUrl}/home`);
  await useLanguage(page, 'ar');
  await page.locator('.home-panels').first().waitFor();
  await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
  await page
    .getByRole('menuitem')
    .filter({ has: page.locator('.anticon-setting') })
    .click();
  await page.getByRole('radio', { name: 'العربية', exact: true }).waitFor();
  await shot(page, 'settings-ar', width, false);
  await context.close();
}
