import { describe, expect, it } from 'vitest';
import { DEMO, latestMail, newPage, STORED_KEYS, signIn, storage } from './support/app.js';
import { watchCspViolations } from './support/csp.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

describe('sign-in', () => {
  it("'/' sends a signed-out visitor to /signin", async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/`);
    await page.waitForURL(/\/signin$/);
    await page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    await context.close();
  });

  it('shows both required-field messages of SPEC 5', async () => {
    const { context, page } = await newPage(suite.browser);
    // The shared zod schemas check the form; they load and run without tripping the page's CSP.
    const violations = await watchCspViolations(page);
    await page.goto(`${suite.server.baseUrl}/signin`);
    await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
    await page.getByText('Email alanı zorunludur!').waitFor();
    await page.getByText('Şifre alanı zorunludur!').waitFor();
    await page.getByLabel('E-posta').fill(DEMO.firmUser);
    await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
    await page.getByText('Email alanı zorunludur!').waitFor({ state: 'detached' });
    await page.getByText('Şifre alanı zorunludur!').waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("a wrong password gets the server's message and the form stays usable", async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/signin`);
    await page.getByLabel('E-posta').fill(DEMO.firmUser);
    await page.getByLabel('Şifre', { exact: true }).fill('Yanlis.Sifre1');
    await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
    await page.getByText('E-posta adresi veya şifre hatalı.').first().waitFor();
    expect(await page.getByRole('button', { name: 'GİRİŞ YAP' }).isEnabled()).toBe(true);
    expect(page.url()).toMatch(/\/signin$/);
    await context.close();
  });

  it("says 'Giriş başarılı.', lands on /home and stores the keys of SPEC 3", async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.getByText('Giriş başarılı.').waitFor();
    const stored = await storage(page);
    for (const key of STORED_KEYS) {
      expect(stored[key], key).toBeTruthy();
    }
    expect(Number(stored.expiration)).toBeGreaterThan(Date.now() + 7 * 3600 * 1000);
    expect(stored.userName).toBe('Deniz Yılmaz');
    expect(stored.isSubFirm).toBe('false');
    expect(JSON.parse(stored.menu ?? '{}').paymentPlan).toBe(true);
    await page.getByRole('heading', { name: 'Hoş geldiniz, Deniz Yılmaz' }).waitFor();
    await page.getByTestId('active-company').getByText('Demo Ticaret A.Ş.', { exact: true }).waitFor();
    // A signed-in visitor of /signin is sent home.
    await page.goto(`${suite.server.baseUrl}/signin`);
    await page.waitForURL(/\/home$/);
    await context.close();
  });

  it('remembers where a signed-out visitor was going and returns there after sign-in', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/payment-plan?view=upcoming`);
    await page.waitForURL(/\/signin$/);
    await page.getByLabel('E-posta').fill(DEMO.firmUser);
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
    await page.waitForURL(/\/payment-plan\?view=upcoming$/);
    await page.getByRole('heading', { name: 'Ödeme Planı' }).waitFor();
    await context.close();
  });

  it('an expired stored token counts as signed out', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl);
    await page.evaluate(() => localStorage.setItem('expiration', String(Date.now() - 1000)));
    await page.goto(`${suite.server.baseUrl}/home`);
    await page.waitForURL(/\/signin$/);
    await context.close();
  });
});

describe('public screens in English', () => {
  it('switches the sign-in and forgot screens between Turkish and English', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/signin`);
    await page.getByLabel('Dil').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('E-mail').waitFor();
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByText('E-mail is required!').waitFor();
    await page.getByRole('link', { name: 'Forgot my password' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'SEND' }).waitFor();
    await page.getByLabel('Language').selectOption('tr');
    await page.getByRole('heading', { name: 'Şifreni mi unuttun ?' }).waitFor();
    await page.getByRole('button', { name: 'GÖNDER' }).waitFor();
    await context.close();
  });
});

describe('forgotten password', () => {
  it('mails a link that resets the password once; the new password works and the old one fails', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/signin`);
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await page.getByRole('heading', { name: 'Şifreni mi unuttun ?' }).waitFor();
    await page.getByRole('button', { name: 'GÖNDER' }).click();
    await page.getByText('Lütfen mail adresinizi girin!').waitFor();
    await page.getByLabel('E-posta').fill(DEMO.subFirmUser);
    await page.getByRole('button', { name: 'GÖNDER' }).click();
    await page.waitForURL(/\/signin$/);

    const mail = await latestMail(suite.server.baseUrl, DEMO.subFirmUser, 'Şifre sıfırlama');
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link ?? '').pathname;

    await page.goto(`${suite.server.baseUrl}${path}`);
    await page.getByRole('heading', { name: 'Yeni şifre belirle' }).waitFor();
    const password = page.getByLabel('Yeni şifre', { exact: true });
    await password.pressSequentially('Yeni Sifre 2026');
    expect(await password.inputValue()).toBe('YeniSifre2026');
    await page.getByRole('button', { name: 'KAYDET' }).click();
    await page.getByText('Lütfen yeni şifre tekrar alanını boş bırakmayın.').waitFor();
    await page.getByLabel('Yeni şifre tekrar').fill('YeniSifre2027');
    await page.getByRole('button', { name: 'KAYDET' }).click();
    await page.getByText('Girdiğiniz şifreler eşleşmiyor.').waitFor();
    await page.getByLabel('Yeni şifre tekrar').fill('YeniSifre2026');
    await page.getByRole('button', { name: 'KAYDET' }).click();
    await page.waitForURL(/\/signin$/);

    await page.getByLabel('E-posta').fill(DEMO.subFirmUser);
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'GİRİŞ YAP' }).click();
    await page.getByText('E-posta adresi veya şifre hatalı.').first().waitFor();
    await signIn(page, suite.server.baseUrl, DEMO.subFirmUser, 'YeniSifre2026');

    // The link worked once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${suite.server.baseUrl}${path}`);
    await page.getByText('Üzgünüm, böyle bir kullanıcı bulamadım.').waitFor();
    await context.close();
  });

  it('an unknown reset or invitation link shows the 404 screen with a way back to sign-in', async () => {
    const { context, page } = await newPage(suite.browser);
    for (const path of ['/reset-password/bilinmeyen-anahtar', '/new-password/bilinmeyen-anahtar']) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Üzgünüm, böyle bir kullanıcı bulamadım.' }).waitFor();
      await page.getByRole('link', { name: 'Giriş sayfasına dön' }).first().click();
      await page.waitForURL(/\/signin$/);
    }
    await context.close();
  });
});

describe('version check (SPEC 4)', () => {
  it('a version cookie that differs from meta.json is updated, the caches emptied and the page reloaded once', async () => {
    const { context, page } = await newPage(suite.browser);
    const deployed = (
      (await (await fetch(`${suite.server.baseUrl}/meta.json`)).json()) as { version: string }
    ).version;
    await context.addCookies([{ name: 'version', value: 'eski-surum', url: suite.server.baseUrl }]);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${suite.server.baseUrl}/signin`);
    await page.waitForFunction(
      (version) => document.cookie.includes(`version=${encodeURIComponent(version)}`),
      deployed,
    );
    await page.getByLabel('E-posta').waitFor();
    await page.waitForTimeout(500);
    expect(loads).toBe(2);
    const cached = await page.evaluate(
      async () => (await caches.keys()).filter((key) => key.startsWith('tahsilat-')).length,
    );
    expect(cached).toBeLessThanOrEqual(1);
    await context.close();
  });
});
