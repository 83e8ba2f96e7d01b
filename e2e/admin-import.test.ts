import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/app.js';
import { findAxeViolations } from './support/axe.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();
const ADMIN = 'yonetici@tahsilat.local';

/** A movements CSV as Turkish Excel saves it (';', decimal commas) with one bad row: both debit and credit. */
const CSV = [
  'Kayıt no [externalId];Cari kodu [firmCode];Tarih [date];Belge türü [documentType];Borç [debit];Alacak [credit]',
  'E2E-IMP-1;1001;15.01.2026;invoice;1250,50;',
  'E2E-IMP-2;1001;16.01.2026;invoice;100;100',
  'E2E-IMP-3;1001;17.01.2026;payment;;300',
].join('\r\n');

describe('admin import', () => {
  it('the administrator downloads a template, uploads a file with one bad row and sees the results', async () => {
    const base = suite.server.baseUrl;
    const admin = await newPage(suite.browser);
    const page = admin.page;
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);
    await page.getByRole('link', { name: 'İçe aktarma' }).first().click();
    await page.getByRole('heading', { name: 'İçe aktarma' }).waitFor();
    await page.getByText('Borç [debit]').waitFor();

    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Şablon (XLSX)' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('sablon-movements.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await template.path()) ?? '');
    const header = ((workbook.worksheets[0]?.getRow(1).values ?? []) as unknown[]).slice(1);
    expect(header).toContain('Borç [debit]');
    expect(header).toContain('Cari kodu [firmCode]');

    await page
      .locator('.import-upload input[type=file]')
      .setInputFiles({ name: 'hareketler.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    const progress = page.locator('.panel', { hasText: 'hareketler.csv' }).first();
    await progress.getByRole('status').filter({ hasText: 'Tamamlandı' }).waitFor({ timeout: 20_000 });
    const counts = await progress.locator('.import-counts').innerText();
    expect(counts).toMatch(/Okunan satır\s+3/);
    expect(counts).toMatch(/Eklenen\s+2/);
    expect(counts).toMatch(/Hatalı\s+1/);
    const errorRow = progress.locator('.import-errors tbody tr').first();
    await expect.poll(() => errorRow.innerText()).toContain('E2E-IMP-2');
    const text = await errorRow.innerText();
    expect(text).toContain('3');
    expect(text).toContain('Alacak [credit]');
    expect(text).toMatch(/borç ve alacak|Borç ve alacak/i);

    const [errors] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Hataları indir (CSV)' }).click(),
    ]);
    const lines = (await readFile((await errors.path()) ?? '', 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith('3;E2E-IMP-2;Alacak [credit];')).toBe(true);

    // The recent list has it too, and the page passes axe.
    await page.locator('.import-recent tbody tr', { hasText: 'hareketler.csv' }).first().waitFor();
    expect(await findAxeViolations(page)).toEqual([]);
    await admin.context.close();
  });
});
