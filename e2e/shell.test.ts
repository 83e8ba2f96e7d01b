import { describe, expect, it } from 'vitest';
import { chooseUserMenuItem, DEMO, menuLabels, newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const FULL_MENU = [
  'Ana Sayfa',
  'Ödeme Planı',
  'Tahsilat Planı',
  'Online Ödeme',
  'Tahsilat Geçmişi',
  'Link ile Ödeme',
  'Link Takibi',
  'Ekstre Dökümü',
  'Alt Bayi',
  'Stoklar',
  'DBS Faturaları',
  'Fatura İskonto',
  'ERP Raporu',
];

describe('menu and permissions', () => {
  it('the firm user sees all 13 entries, each opening its built page (no placeholder is left)', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    expect(await menuLabels(page)).toEqual(FULL_MENU);
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    for (const label of FULL_MENU) {
      const link = menu.getByRole('link', { name: label, exact: true });
      const path = (await link.getAttribute('href')) ?? '';
      await link.click();
      // The router changes the address once the page's code and texts are in: the page is the new one.
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('h1').first().waitFor({ state: 'attached' });
      expect(await page.getByText('Bu sayfa hazırlanıyor').count(), label).toBe(0);
    }
    await page.getByRole('heading', { name: 'ERP Raporu' }).waitFor();
    await page.getByRole('radio', { name: 'Bayi bazında yaşlandırma' }).waitFor();
    await context.close();
  });

  it("the sub-firm user's menu hides what its flags forbid, and a forbidden URL lands on the 403 page", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, DEMO.subFirmUser);
    expect(await menuLabels(page)).toEqual([
      'Ana Sayfa',
      'Ödeme Planı',
      'Online Ödeme',
      'Tahsilat Geçmişi',
      'Ekstre Dökümü',
    ]);
    expect((await storage(page)).isSubFirm).toBe('true');
    await page.goto(`${suite.server.baseUrl}/collection-plan`);
    await page.waitForURL(/\/not-authorized-access$/);
    await page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.').waitFor();
    await page.getByRole('button', { name: 'Ana sayfaya dön' }).click();
    await page.waitForURL(/\/home$/);
    await context.close();
  });

  it('an unknown path inside the portal shows the 404 page', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/boyle-bir-sayfa-yok`);
    await page.getByText('Üzgünüm, aradığınız sayfayı bulamadım.').waitFor();
    await page.getByRole('button', { name: 'Ana sayfaya dön' }).click();
    await page.waitForURL(/\/home$/);
    await context.close();
  });
});

describe('company switch', () => {
  it("switching from tenant A to B replaces the session and shows B's phone in the footer", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.getByTestId('footer-phone').getByText(DEMO.phoneA).waitFor();
    const before = await storage(page);
    await page.getByLabel('Şirket').selectOption({ label: 'Örnek Sanayi Ltd. Şti.' });
    await page.getByTestId('footer-phone').getByText(DEMO.phoneB).waitFor({ timeout: 15_000 });
    const after = await storage(page);
    expect(after.token).not.toBe(before.token);
    expect(after.tenantId).not.toBe(before.tenantId);
    expect(after.tenantLogo).toContain('ornek-sanayi');
    await page.getByTestId('active-company').getByText('Örnek Sanayi Ltd. Şti.', { exact: true }).waitFor();
    await context.close();
  });

  it("on a tenant that picks companies from a modal, the 'Şirket Listesi' opens once and a choice switches", async () => {
    const { context, page } = await newPage(suite.browser);
    const baseB = suite.server.baseUrl.replace('localhost', 'ornek-sanayi.localhost');
    await signIn(page, baseB);
    const dialog = page.getByRole('dialog', { name: 'Şirket Listesi' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Demo Ticaret A\.Ş\./ }).click();
    await page.getByTestId('footer-phone').getByText(DEMO.phoneA).waitFor({ timeout: 15_000 });
    expect((await storage(page)).modal).toBe('true');
    await page.reload();
    // Once the company list has loaded (the header button names the active company), the modal stays shut.
    await page.getByRole('button', { name: /Demo Ticaret A\.Ş\./ }).waitFor();
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });
});

describe('sign-out', () => {
  it('revokes the session and removes every stored key', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    const token = (await storage(page)).token;
    await chooseUserMenuItem(page, 'Çıkış Yap', /\/signin$/);
    const left = await storage(page);
    for (const key of [
      'token',
      'expiration',
      'userId',
      'userName',
      'tenantId',
      'menu',
      'tenantLogo',
      'isSubFirm',
      'modal',
    ]) {
      expect(left[key], key).toBeUndefined();
    }
    const reuse = await fetch(`${suite.server.baseUrl}/api/FirmAuth/GetTenants`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reuse.status).toBe(401);
    await page.goto(`${suite.server.baseUrl}/home`);
    await page.waitForURL(/\/signin$/);
    await context.close();
  });
});

describe('phone layout', () => {
  it('at 390 px the menu is a drawer and nothing scrolls sideways', async () => {
    const { context, page } = await newPage(suite.browser, 390, 844);
    await signIn(page, suite.server.baseUrl);
    await page.getByRole('button', { name: 'Menüyü aç' }).waitFor();
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Ana menü' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Ödeme Planı' }).click();
    await page.waitForURL(/\/payment-plan$/);
    await page.getByRole('heading', { name: 'Ödeme Planı' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('change password', () => {
  it('changes the password from the user menu; the new one signs in', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, DEMO.subFirmUser);
    await chooseUserMenuItem(page, 'Şifre Değiştir', /\/change-password$/);
    await page.getByLabel('Mevcut şifre').fill(DEMO.password);
    await page.getByLabel('Yeni şifre', { exact: true }).fill('Degisti.Sifre2026');
    await page.getByLabel('Yeni şifre tekrar').fill('Degisti.Sifre2027');
    await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await page.getByText('Girdiğiniz şifreler eşleşmiyor.').waitFor();
    await page.getByLabel('Yeni şifre tekrar').fill('Degisti.Sifre2026');
    await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await page.getByText('İşlem başarılı.').waitFor();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, suite.server.baseUrl, DEMO.subFirmUser, 'Degisti.Sifre2026');
    await context.close();
  });
});

describe('look from the query string', () => {
  it('?theme=dark&nav-style=horizontal&layout-type=boxed changes the look and is remembered', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/home?theme=dark&nav-style=horizontal&layout-type=boxed`);
    await page.locator('.shell-horizontal.shell-boxed').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // The horizontal menu folds what does not fit into its overflow entry.
    expect((await menuLabels(page)).slice(0, 2)).toEqual(FULL_MENU.slice(0, 2));
    await context.close();
  });
});
