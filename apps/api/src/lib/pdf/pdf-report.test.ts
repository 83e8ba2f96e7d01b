import { describe, expect, it } from 'vitest';
import {
  EMPTY_REPORT_TEXT,
  type PdfColumn,
  type PdfReport,
  type PdfRow,
  writePdfReport,
} from './pdf-report.js';
import { readPdf, readPdfText } from './read-pdf.js';

const TURKISH = 'Şişli Ğüçlü İnşaat Öz Ç';
const HEADER = 'Tarih Belge No Açıklama Borç Alacak Bakiye';

const columns: PdfColumn[] = [
  { header: 'Tarih', key: 'date', width: 1.2 },
  { header: 'Belge No', key: 'document', width: 1.3 },
  { header: 'Açıklama', key: 'description', width: 3 },
  { header: 'Borç', key: 'debit', width: 1.2, align: 'right' },
  { header: 'Alacak', key: 'credit', width: 1.2, align: 'right' },
  { header: 'Bakiye', key: 'balance', width: 1.3, align: 'right' },
];

function statementRow(index: number): PdfRow {
  return {
    date: '15.03.2026',
    document: `FTR-${String(index).padStart(5, '0')}`,
    description: index % 2 === 0 ? `Fatura ığüşöç İĞÜŞÖÇ ${index}` : `Tahsilat ${index}`,
    debit: index % 2 === 0 ? `${index}.250,00` : '',
    credit: index % 2 === 0 ? '' : '99,90',
    balance: `${index * 3}.000,75`,
  };
}

async function* statementRows(count: number): AsyncIterable<PdfRow> {
  for (let index = 1; index <= count; index += 1) {
    yield statementRow(index);
  }
}

function report(overrides: Partial<PdfReport> = {}): PdfReport {
  return {
    title: 'Cari Hesap Ekstresi',
    meta: [
      { label: 'Firma', value: TURKISH },
      { label: 'Dönem', value: '01.03.2026 – 31.03.2026' },
    ],
    columns,
    rows: [statementRow(1), statementRow(2)],
    footer: 'Örnek Bayi A.Ş. · Tahsilat',
    ...overrides,
  };
}

describe('writePdfReport', () => {
  it('writes the title, meta lines and Turkish letters exactly, with the document information', async () => {
    const pdf = await writePdfReport(report());
    const { pages, info } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.split('\n')).toEqual([
      'Cari Hesap Ekstresi',
      `Firma ${TURKISH}`,
      'Dönem 01.03.2026 – 31.03.2026',
      HEADER,
      '15.03.2026 FTR-00001 Tahsilat 1 99,90 3.000,75',
      '15.03.2026 FTR-00002 Fatura ığüşöç İĞÜŞÖÇ 2 2.250,00 6.000,75',
      'Örnek Bayi A.Ş. · Tahsilat Sayfa 1 / 1',
    ]);
    expect(info).toMatchObject({ Title: 'Cari Hesap Ekstresi', Producer: 'Tahsilat', Language: 'tr-TR' });
    expect(info.CreationDate).toMatch(/^D:20\d{12}/);
  });

  it('repeats the header on every page of a long report and numbers the pages', async () => {
    const rows = 150;
    const pages = await readPdfText(
      await writePdfReport(
        report({
          rows: statementRows(rows),
          totals: { description: 'Toplam', debit: '5.625.000,00', credit: '7.492,50', balance: '450.000,75' },
        }),
      ),
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      const lines = page.split('\n');
      expect(lines).toContain(HEADER);
      expect(lines.at(-1)).toBe(`Örnek Bayi A.Ş. · Tahsilat Sayfa ${index + 1} / ${pages.length}`);
    });
    expect(pages[1]?.split('\n')[0]).toBe(HEADER);
    // Every row exactly once and in order, none lost or doubled at a page break.
    const documents = pages.join('\n').match(/FTR-\d{5}/g);
    expect(documents).toEqual(
      Array.from({ length: rows }, (_, index) => `FTR-${String(index + 1).padStart(5, '0')}`),
    );
    expect(pages.at(-1)?.split('\n').at(-2)).toBe('Toplam 5.625.000,00 7.492,50 450.000,75');
  });

  it('says there are no records under the header of an empty report', async () => {
    const pages = await readPdfText(
      await writePdfReport(
        report({ rows: statementRows(0), totals: { description: 'Toplam', balance: '0,00' } }),
      ),
    );
    expect(pages).toHaveLength(1);
    const lines = pages[0]?.split('\n') ?? [];
    expect(lines.slice(lines.indexOf(HEADER))).toEqual([
      HEADER,
      EMPTY_REPORT_TEXT,
      'Toplam 0,00',
      'Örnek Bayi A.Ş. · Tahsilat Sayfa 1 / 1',
    ]);
    expect(EMPTY_REPORT_TEXT).toBe('Kayıt bulunamadı.');
  });

  it('right-aligns amounts and cuts long text with an ellipsis before the next column', async () => {
    const long = `Çok uzun açıklama ${TURKISH} `.repeat(10);
    const rows = [
      { ...statementRow(2), description: long, debit: '1,00' },
      { ...statementRow(4), debit: '1.234.567,89' },
    ];
    const { pieces } = await readPdf(await writePdfReport(report({ rows })));
    const page = pieces[0] ?? [];
    const right = (text: string) => {
      const piece = page.find((candidate) => candidate.str === text);
      expect(piece, text).toBeDefined();
      return (piece?.x ?? 0) + (piece?.width ?? 0);
    };
    expect(right('1,00')).toBeCloseTo(right('1.234.567,89'), 1);
    expect(right('1,00')).toBeCloseTo(right('Borç'), 1);
    const cut = page.find((piece) => piece.str.startsWith('Çok uzun'));
    expect(cut?.str).toMatch(/…$/);
    expect(cut?.str.length).toBeLessThan(long.length);
    const debitLeft = Math.min(...page.filter((piece) => piece.str === '1,00').map((piece) => piece.x));
    expect((cut?.x ?? 0) + (cut?.width ?? 0)).toBeLessThan(debitLeft);
  });

  it('keeps a cell with line breaks on its own line', async () => {
    const rows = [{ ...statementRow(1), description: 'Birinci satır\nikinci\tsatır' }];
    const pages = await readPdfText(await writePdfReport(report({ rows })));
    expect(pages[0]).toContain('15.03.2026 FTR-00001 Birinci satır ikinci satır 99,90 3.000,75');
  });

  it('turns the page for a landscape report', async () => {
    const { sizes } = await readPdf(await writePdfReport(report({ landscape: true })));
    expect(sizes[0]?.width).toBeCloseTo(841.89, 1);
    expect(sizes[0]?.height).toBeCloseTo(595.28, 1);
  });

  it('refuses a report without columns', async () => {
    await expect(writePdfReport(report({ columns: [] }))).rejects.toThrow('at least one column');
  });
});
