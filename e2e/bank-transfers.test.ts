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
});
