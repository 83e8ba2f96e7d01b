import { describe, expect, it } from 'vitest';
import { camtStatement, mt940Statement } from '../apps/api/test/statement-files.js';
import { DEMO, newPage, signIn } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

const ACCOUNT = 'TR540006200019900006299001';
const SENDER = 'TR330006100519786457841326';

/** Windows-1254, as older Turkish bank exports are: the page must read it as such. */
const CP1254: Record<string, number> = {
  Ç: 0xc7,
  Ğ: 0xd0,
  İ: 0xdd,
  Ş: 0xde,
  Ö: 0xd6,
  Ü: 0xdc,
  ç: 0xe7,
  ğ: 0xf0,
  ı: 0xfd,
  ş: 0xfe,
  ö: 0xf6,
  ü: 0xfc,
};
const windows1254 = (text: string) => Buffer.from([...text].map((c) => CP1254[c] ?? c.charCodeAt(0)));

describe('incoming transfers in the console (issue 29)', () => {
  it('the administrator uploads a statement, matches a transfer by hand, dismisses one, and undoes a decision', async () => {
    const base = suite.server.baseUrl;
    const { context, page } = await newPage(suite.browser);
    await signIn(page, base, 'yonetici@tahsilat.local', DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'Gelen havaleler' }).first().click();
    await page.waitForURL(/\/admin\/bank-transfers$/);

    const result = page.locator('.admin-statement-result');
    const upload = async (name: string, content: Buffer, format: string, told: string) => {
      await page
        .getByLabel('Ekstre dosyası')
        .setInputFiles({ name, mimeType: 'text/plain', buffer: content });
      await expect.poll(() => page.getByLabel('Biçim').inputValue()).toBe(format);
      await page.getByRole('button', { name: 'Yükle', exact: true }).click();
      await expect.poll(() => result.innerText()).toContain(told);
    };
    const first = camtStatement(ACCOUNT, [
      { amount: '1250.00', reference: 'E-1', name: 'ÇAĞLAR ÖZTÜRK', iban: SENDER, text: 'KASIM ÖDEMESİ' },
      { amount: '75.00', reference: 'E-2', name: 'İADE ŞİRKETİ', text: 'SİGORTA İADESİ' },
      { amount: '300.00', reference: 'E-3', direction: 'debit', text: 'KİRA' },
    ]);
    await upload('ekstre.xml', Buffer.from(first), 'camt.053', '3 yeni hareket alındı');

    const table = page.locator('.admin-bank-transfer-table');
    const row = (text: string) => table.locator('tr', { hasText: text });
    await row('KASIM ÖDEMESİ').waitFor();
    expect(await row('KASIM ÖDEMESİ').innerText()).toContain('ÇAĞLAR ÖZTÜRK');
    expect(await row('KASIM ÖDEMESİ').innerText()).toContain('TR33 0006 1005 1978 6457 8413 26');
    await page.getByRole('radio', { name: 'İncelenecek (2)' }).waitFor();
    expect(await findAxeViolations(page)).toEqual([]);

    // Matched by hand to firm 1002, found by typing its code.
    await row('KASIM ÖDEMESİ')
      .getByRole('button', { name: /^Eşleştir/ })
      .click();
    const dialog = page.locator('dialog.admin-transfer-match-dialog');
    await dialog.getByLabel('Firma (kod ya da ad)').waitFor();
    expect(await findAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('Firma (kod ya da ad)').fill('1002');
    // The search's answer, not the list the field opened with: every option is then firm 1002's.
    const options = page.locator('.ant-select-item-option');
    await expect
      .poll(async () => {
        const texts = await options.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('1002'));
      })
      .toBe(true);
    await options.filter({ hasText: '1002 · Demo Alt Bayi' }).click();
    const submit = dialog.getByRole('button', { name: 'Eşleştir', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await row('KASIM ÖDEMESİ').waitFor({ state: 'detached' });

    // Not a collection, confirmed.
    await row('SİGORTA İADESİ')
      .getByRole('button', { name: /^Tahsilat değil/ })
      .click();
    await page.locator('dialog.confirm-action').getByRole('button', { name: 'Tahsilat değil' }).click();
    await table.getByText('İncelenecek havale yok.').waitFor();

    // The learnt IBAN matches the next transfer from it, here in an older Turkish export: MT940 in Windows-1254.
    const second = mt940Statement(ACCOUNT, [
      { amount: '99.00', reference: 'E-4', iban: SENDER, text: 'ARALIK ÖDEMESİ' },
    ]);
    await upload('ekstre2.sta', windows1254(second), 'mt940', '1 eşleşti');
    await page.getByRole('radio', { name: 'Eşleşen (2)' }).check();
    await expect.poll(() => row('ARALIK ÖDEMESİ').innerText()).toContain('(gönderen IBAN)');
    expect(await row('KASIM ÖDEMESİ').innerText()).toContain('1002 · Demo Alt Bayi');

    // Undo the hand match: back to review.
    await row('KASIM ÖDEMESİ')
      .getByRole('button', { name: /^Geri al/ })
      .click();
    await page.locator('dialog.confirm-action').getByRole('button', { name: 'Geri al' }).click();
    await page.locator('dialog.confirm-action').waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'İncelenecek (1)' }).check();
    await row('KASIM ÖDEMESİ').waitFor();
    await context.close();
  });
});
