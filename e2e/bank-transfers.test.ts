import { formatIban, formatTransferReference, type TransferInstructions } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

describe('pay by transfer (issue 29)', () => {
  it('a dealer reads how to pay by transfer on the home page, the plan and the statement, and copies its code', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await signIn(page, base, DEMO.subFirmUser);

    // The page shows what the API answers (DESIGN §14: the same figures as the panel).
    const token = (await storage(page)).token ?? '';
    const answer = await fetch(`${base}/api/Transfer/Instructions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const instructions = ((await answer.json()) as { data: TransferInstructions }).data;
    expect(instructions.accounts.length).toBeGreaterThan(0);
    const code = formatTransferReference(instructions.referenceCode);

    const panel = page.locator('section.transfer-panel', { hasText: 'Havale/EFT ile öde' });
    await panel.getByTestId('transfer-instructions').waitFor();
    const text = await panel.innerText();
    expect(text).toContain(code);
    expect(text).toContain(instructions.payee);
    for (const account of instructions.accounts) {
      expect(text).toContain(formatIban(account.iban));
      expect(text).toContain(account.bankName);
    }

    await panel.getByRole('button', { name: 'Referans kodunuz kopyala' }).click();
    await page.getByText('Referans kodunuz kopyalandı.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(instructions.referenceCode);
    const first = instructions.accounts[0];
    await panel.getByRole('button', { name: `${first?.bankName} ${first?.currency} IBAN kopyala` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first?.iban);

    // The plan and the statement: a closed disclosure, the same code once opened.
    for (const path of ['/payment-plan', '/firm-transaction-list']) {
      await page.goto(`${base}${path}`);
      const disclosure = page.locator('details.transfer-disclosure');
      await disclosure.getByText('Havale/EFT ile öde').click();
      await disclosure.getByTestId('transfer-instructions').waitFor();
      expect(await disclosure.innerText()).toContain(code);
    }
    await context.close();
  });

  it('the administrator adds an account (a typo caught at once), hides it, and dealers see exactly the shown ones', async () => {
    const base = suite.server.baseUrl;
    const admin = await newPage(suite.browser);
    await signIn(admin.page, base, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await admin.page.getByRole('link', { name: 'Havale/EFT hesapları' }).first().click();
    await admin.page.waitForURL(/\/admin\/bank-accounts$/);
    const table = admin.page.locator('.admin-bank-account-table');
    await table.getByText('TR54 0006 2000 1990 0006 2990 01').waitFor();

    // Yapı Kredi (00067), an invented account with correct check digits, typed with one digit wrong first.
    const iban = 'TR43 0006 7010 0000 0012 3456 78';
    const typo = `${iban.slice(0, -1)}9`;
    const field = admin.page.getByLabel('IBAN', { exact: true });
    await field.fill(typo);
    await admin.page.getByRole('button', { name: 'Hesabı ekle' }).click();
    await admin.page.getByText('IBAN’ın kontrol basamakları tutmuyor').waitFor();
    await field.fill(iban);
    await admin.page.getByText('Banka: Yapı ve Kredi Bankası').waitFor();
    await admin.page.getByLabel('Hesap sahibi').fill('Demo Ticaret A.Ş.');
    await admin.page.getByRole('button', { name: 'Hesabı ekle' }).click();
    await table.getByText(iban).waitFor();

    // Hidden from dealers: the instructions leave it out.
    await table.getByRole('button', { name: `Değiştir: ${iban}` }).click();
    await admin.page.getByLabel('Bayilere göster').uncheck();
    await admin.page.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(() => table.locator('tr', { hasText: iban }).innerText())
      .not.toContain('Bayilere gösteriliyor');
    await admin.context.close();

    const dealer = await newPage(suite.browser);
    await signIn(dealer.page, base, DEMO.subFirmUser);
    const panel = dealer.page.locator('section.transfer-panel');
    await panel.getByTestId('transfer-instructions').waitFor();
    expect(await panel.innerText()).not.toContain(iban);
    expect(await panel.innerText()).toContain('TR54 0006 2000 1990 0006 2990 01');
    await dealer.context.close();
  });
});
