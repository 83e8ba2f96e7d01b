import { messages } from '@tahsilat/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestMail, menuLabels, newPage, signIn, storage } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

/** The dealer list, searched for one dealer, and that dealer's row. */
async function findDealer(page: Page, search: string) {
  await page.goto(`${suite.server.baseUrl}/subfirm-list`);
  await page.getByRole('heading', { name: 'Alt Bayiler' }).waitFor();
  await page.getByLabel('Kod, ad, vergi no, şehir, yetkili veya e-posta ara').fill(search);
  const row = page.locator('.sub-firm-table tbody tr.data-table-row', { hasText: search });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  return row;
}

describe('sub-dealers', () => {
  it('the firm user opens a dealer and invites a user with two flags; the invitee sets a password and sees exactly those pages', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base);
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Alt Bayi' }).click();
    await page.getByRole('heading', { name: 'Alt Bayiler' }).waitFor();

    // The form checks the tax number's checksum before anything is sent.
    await page.getByRole('button', { name: 'Yeni alt bayi' }).first().click();
    const form = page.getByRole('dialog', { name: 'Yeni alt bayi' });
    await form.getByLabel('Bayi kodu').fill('E2E-01');
    await form.getByLabel('Bayi adı').fill('E2E Ege Yapı Market');
    await form.getByLabel('Vergi no (VKN) veya T.C. kimlik no').fill('1234567891');
    await form.getByLabel('Şehir').fill('İzmir');
    await form.getByLabel('Risk limiti').fill('25.000,00');
    await form.getByRole('button', { name: 'Bayiyi kaydet' }).click();
    await form.getByText(messages.taxNumberInvalid).waitFor();
    await form.getByLabel('Vergi no (VKN) veya T.C. kimlik no').fill('10000000146');
    await form.getByRole('button', { name: 'Bayiyi kaydet' }).click();

    // The new dealer's users panel opens: the invitation offers only the flags the user may grant.
    const users = page.getByRole('dialog', { name: 'E2E-01 E2E Ege Yapı Market · Kullanıcılar' });
    await users.getByText('Bu bayinin henüz kullanıcısı yok. İlk kullanıcıyı davet edin.').waitFor();
    await users.getByRole('button', { name: 'Kullanıcı davet et' }).click();
    const invite = page.getByRole('dialog', { name: 'Kullanıcı davet et' });
    await invite.getByLabel('Ad soyad').fill('Zeynep Aksoy');
    await invite.getByLabel('E-posta').fill('zeynep.aksoy@e2e-ege.example');
    expect(await invite.getByRole('checkbox', { name: 'Alt Bayi' }).count()).toBe(0);
    await invite.getByRole('checkbox', { name: 'Ödeme Planı' }).check();
    await invite.getByRole('checkbox', { name: 'Ekstre Dökümü' }).check();
    await invite.getByRole('button', { name: 'Daveti gönder' }).click();
    const userRow = users.locator('tr.data-table-row', { hasText: 'zeynep.aksoy@e2e-ege.example' });
    await userRow.getByText('Davet gönderildi').waitFor();
    await page.keyboard.press('Escape');

    // The list shows the dealer with its user.
    const row = await findDealer(page, 'E2E-01');
    expect(await row.textContent()).toContain('E2E Ege Yapı Market');
    expect(await row.textContent()).toContain('Portal');
    await context.close();

    // The invitee opens the e-mail's link, sets a password and signs in.
    const mail = await latestMail(base, 'zeynep.aksoy@e2e-ege.example', 'Hesabınız oluşturuldu');
    const link = /https?:\/\/\S+\/new-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const invitee = await newPage(suite.browser);
    await invitee.page.goto(`${base}${new URL(link ?? '').pathname}`);
    await invitee.page.getByRole('heading', { name: 'Şifreni oluştur' }).waitFor();
    await invitee.page.getByLabel('Yeni şifre', { exact: true }).fill('BayiSifre2026');
    await invitee.page.getByLabel('Yeni şifre tekrar').fill('BayiSifre2026');
    await invitee.page.getByRole('button', { name: 'KAYDET' }).click();
    await invitee.page.waitForURL(/\/signin$/);
    await signIn(invitee.page, base, 'zeynep.aksoy@e2e-ege.example', 'BayiSifre2026');
    expect(await menuLabels(invitee.page)).toEqual(['Ana Sayfa', 'Ödeme Planı', 'Ekstre Dökümü']);
    await invitee.page.goto(`${base}/subfirm-list`);
    await invitee.page.waitForURL(/\/not-authorized-access$/);
    await invitee.context.close();
  });

  it("the firm user looks at a dealer's pages read-only, with the banner, and goes back to its own", async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base);
    const own = await storage(page);
    const row = await findDealer(page, '1002');
    await row.getByRole('button', { name: /^Diğer işlemler/ }).click();
    await page.getByRole('menuitem', { name: 'Bayinin gözünden bak' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bayinin gözünden bak' }).click();
    await page.waitForURL(/\/home$/);

    const banner = page.getByTestId('acting-banner');
    await banner.waitFor();
    // The firm's code and name are bidi-isolated (U+2068…U+2069) for right-to-left languages; read as a person does.
    expect((await banner.textContent())?.replace(/[\u2066-\u2069]/g, '')).toMatch(
      /1002 .+ bayisinin görünümündesiniz — yalnızca görüntüleme/,
    );
    const labels = await menuLabels(page);
    expect(labels).toContain('Ekstre Dökümü');
    for (const writing of ['Online Ödeme', 'Link ile Ödeme', 'Link Takibi', 'Alt Bayi']) {
      expect(labels).not.toContain(writing);
    }
    expect((await storage(page)).token).not.toBe(own.token);
    expect(await findAxeViolations(page)).toEqual([]);

    // The payment page is not offered, not even by its address; the statement reads.
    await page.goto(`${base}/pos-collection`);
    await page.waitForURL(/\/not-authorized-access$/);
    await page.goto(`${base}/firm-transaction-list`);
    await page.getByTestId('acting-banner').waitFor();
    await page.locator('.statement-table tbody tr.data-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'E-posta ile gönder' }).count()).toBe(0);

    await page.getByTestId('acting-banner').getByRole('button', { name: 'Kendi hesabıma dön' }).click();
    await page.waitForURL(/\/subfirm-list$/);
    await page.getByRole('heading', { name: 'Alt Bayiler' }).waitFor();
    expect(await page.getByTestId('acting-banner').count()).toBe(0);
    const back = await storage(page);
    expect(back.token).toBe(own.token);
    expect(back.actingAs).toBeUndefined();
    expect(await menuLabels(page)).toContain('Online Ödeme');
    await context.close();
  });

  it('a user who holds only some flags is offered only those to grant (the demo user satis@)', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, 'satis@tahsilat.local');
    const row = await findDealer(page, '1002');
    await row.getByRole('button', { name: /^Kullanıcılar/ }).click();
    await page.getByRole('button', { name: 'Kullanıcı davet et' }).click();
    const invite = page.getByRole('dialog', { name: 'Kullanıcı davet et' });
    await invite.getByLabel('Ad soyad').waitFor();
    expect(
      await invite
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent)),
    ).toEqual(['Online Ödeme ve Tahsilat Geçmişi', 'Ekstre Dökümü']);
    await context.close();
  });

  it('the list, the firm drawers and the users panel pass axe, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(suite.browser, width, width === 390 ? 844 : 800);
      await signIn(page, suite.server.baseUrl);
      await page.goto(`${suite.server.baseUrl}/subfirm-list`);
      await page.getByRole('heading', { name: 'Alt Bayiler' }).waitFor();
      await page
        .getByRole('button', { name: /^Kullanıcılar/ })
        .first()
        .waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await page
        .getByRole('button', { name: /^Bayiyi aç/ })
        .first()
        .click();
      await page.getByText('Bu bayinin bilgileri ERP sisteminizden gelir', { exact: false }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Yeni alt bayi' }).first().click();
      await page.getByRole('dialog', { name: 'Yeni alt bayi' }).getByLabel('Bayi kodu').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Yeni alt bayi' }).waitFor({ state: 'hidden' });
      await page
        .getByRole('button', { name: /^Kullanıcılar/ })
        .first()
        .click();
      await page.getByText('bayi@tahsilat.local').first().waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
