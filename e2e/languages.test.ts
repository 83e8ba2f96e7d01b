import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import arCommon from '../apps/web/src/locales/ar/common.json' with { type: 'json' };
import enCommon from '../apps/web/src/locales/en/common.json' with { type: 'json' };
import zhCommon from '../apps/web/src/locales/zh/common.json' with { type: 'json' };
import zhStatement from '../apps/web/src/locales/zh/statement.json' with { type: 'json' };
import { newPage, signIn } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const documentOf = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Opens the settings drawer from the user menu (named in the page's current language) and picks a language. */
async function chooseLanguage(page: Page, userMenu: string, language: string): Promise<void> {
  const option = page.getByRole('radio', { name: language, exact: true });
  await expect
    .poll(
      async () => {
        if (!(await option.isVisible())) {
          await page.getByRole('button', { name: userMenu }).click();
          await page
            .getByRole('menuitem')
            .filter({ has: page.locator('.anticon-setting') })
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        }
        return option.isVisible();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
  // The choice shows once the language's texts have loaded: click, then wait for the page to change.
  await option.click();
  await page.keyboard.press('Escape');
}

describe('the shell in the settings languages', () => {
  it('Arabic turns the shell right to left with Arabic texts; Chinese brings it back left to right', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    expect(await documentOf(page)).toEqual({ lang: 'tr', dir: 'ltr' });

    await chooseLanguage(page, 'Kullanıcı menüsü', 'العربية');
    await expect.poll(() => documentOf(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const arabicMenu = await menuLabelsIn(page, arCommon.menu.navigation);
    expect(arabicMenu[0]).toBe(arCommon.menu.home);
    expect(arabicMenu).toContain(arCommon.menu.firmTransactionList);
    // The choice is the user's: a reload keeps it.
    await page.reload();
    await expect.poll(() => documentOf(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect((await menuLabelsIn(page, arCommon.menu.navigation))[0]).toBe(arCommon.menu.home);
    expect(await findAxeViolations(page)).toEqual([]);

    await chooseLanguage(page, arCommon.header.userMenu, '中文');
    await expect.poll(() => documentOf(page)).toEqual({ lang: 'zh', dir: 'ltr' });
    expect((await menuLabelsIn(page, zhCommon.menu.navigation))[0]).toBe(zhCommon.menu.home);

    // A business page speaks it too: its title, dates the Chinese way, amounts in the Turkish form (1.234,56 (B)).
    await page.goto(`${suite.server.baseUrl}/firm-transaction-list`);
    await page.getByRole('heading', { name: zhStatement.title }).waitFor();
    await page.locator('.statement-document-no').first().waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/\d{4}\/\d{2}\/\d{2}/);
    expect(text).toMatch(/\d{1,3}(\.\d{3})+,\d{2} \(B\)/);
    await context.close();
  });

  it('the public payment screens stay Turkish or English for a user whose shell speaks Chinese', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await chooseLanguage(page, 'Kullanıcı menüsü', '中文');
    await expect.poll(() => documentOf(page)).toEqual({ lang: 'zh', dir: 'ltr' });

    await page.goto(`${suite.server.baseUrl}/pay-without-login`);
    await page.locator('#pay-cardNumber').waitFor();
    expect((await documentOf(page)).lang).toBe('tr');
    const offered = await page.locator('.language-select option').allInnerTexts();
    expect(offered).toEqual(['Türkçe', 'English']);

    // Back in the shell, the user's own language again.
    await page.goto(`${suite.server.baseUrl}/home`);
    await expect.poll(() => documentOf(page)).toEqual({ lang: 'zh', dir: 'ltr' });
    expect((await menuLabelsIn(page, zhCommon.menu.navigation))[0]).toBe(zhCommon.menu.home);
    await context.close();
  });

  it("the tenant's menu link and payment notice show their English translation in English", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    // The demo tenant's texts (seeded): Turkish by default, with an English translation of each.
    const menuLink = page.getByRole('complementary', { name: 'Bağlantılar' }).getByRole('link');
    await expect.poll(() => menuLink.innerText()).toContain('Ürün Kataloğu');
    await chooseLanguage(page, 'Kullanıcı menüsü', 'English');
    await expect.poll(() => documentOf(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const englishLink = page
      .getByRole('complementary', { name: enCommon.menu.externalLinks })
      .getByRole('link');
    await expect.poll(() => englishLink.innerText()).toContain('Product catalogue');
    expect(await englishLink.getAttribute('href')).toBe('https://www.demoticaret.com.tr/katalog');

    // The payment screen's notice follows the language too; a language without a translation shows Turkish.
    await page.goto(`${suite.server.baseUrl}/pos-collection`);
    await expect.poll(() => page.locator('.pay-description').innerText()).toContain('protected by');
    await chooseLanguage(page, enCommon.header.userMenu, 'Italiano');
    await expect.poll(() => page.locator('.pay-description').innerText()).toContain('korunur');
    await context.close();
  });
});

/** The side menu's links, by their text, under the menu's name in the page's language. */
async function menuLabelsIn(page: Page, navigation: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: navigation }).first();
  await nav.waitFor();
  return nav.getByRole('link').allInnerTexts();
}
