import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { COMMON_TEXT_CHARACTERS, reuseFontPrograms } from './font-programs.js';
import { BOLD_FONT, loadReportFonts, NO_DEFAULT_FONT, REGULAR_FONT, registerReportFonts } from './fonts.js';
import { collectOutput } from './pdf-report.js';
import { readPdfText } from './read-pdf.js';

/** A one-page PDF with a bold heading and regular lines, its fonts' subsets started with the prepared glyphs. */
async function drawn(heading: string, lines: string[]): Promise<Buffer> {
  const fonts = await loadReportFonts();
  const doc = new PDFDocument({ ...NO_DEFAULT_FONT, size: 'A4', margin: 48 });
  const output = collectOutput(doc);
  registerReportFonts(doc, fonts);
  reuseFontPrograms(doc, { [REGULAR_FONT]: COMMON_TEXT_CHARACTERS, [BOLD_FONT]: 'Tahsilat Dekontu' });
  doc.font(BOLD_FONT).fontSize(16).text(heading);
  doc.font(REGULAR_FONT).fontSize(10);
  for (const line of lines) {
    doc.text(line);
  }
  doc.end();
  return output;
}

/** The inflated font files of a PDF (FontFile2 streams), in the order their descriptors appear. */
function fontFiles(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/FontFile2 (\d+) 0 R/g)].map(([, id]) => {
    const start = text.indexOf('stream\n', text.indexOf(`\n${id} 0 obj`)) + 'stream\n'.length;
    return inflateSync(pdf.subarray(start, text.indexOf('\nendstream', start)));
  });
}

const SAME_LETTERS = ['Şişli / İstanbul 34394', 'Kart: 435508******4358 · AYŞE YILMAZ', 'Toplam 1.272,88 TL'];
const OTHER_WORDS = ['Çağrı Öztürk, Ümraniye', 'İşlem no T261124ABCDEFGHJK', 'fi fl: office (10%)'];

describe('font programs kept across documents', () => {
  it('embeds the same font files for texts within the prepared glyphs, and each reads back exactly', async () => {
    const first = await drawn('Tahsilat Dekontu', SAME_LETTERS);
    const second = await drawn('Dekont', OTHER_WORDS);
    const again = await drawn('Tahsilat Dekontu', SAME_LETTERS);
    expect(fontFiles(first)).toHaveLength(2);
    expect(fontFiles(second)).toEqual(fontFiles(first));
    expect(fontFiles(again)).toEqual(fontFiles(first));
    expect(await readPdfText(first)).toEqual([['Tahsilat Dekontu', ...SAME_LETTERS].join('\n')]);
    expect(await readPdfText(second)).toEqual([['Dekont', ...OTHER_WORDS].join('\n')]);
    expect(await readPdfText(again)).toEqual([['Tahsilat Dekontu', ...SAME_LETTERS].join('\n')]);
  });

  it('adds a glyph outside the prepared set after them: that document has its own subset and reads back', async () => {
    const plain = await drawn('Tahsilat Dekontu', SAME_LETTERS);
    const lines = ['Müller Straße 5, Zürich', 'Betrag: 12,50 € (Ω)'];
    const outside = await drawn('Tahsilat Dekontu ß', lines);
    const [regular, bold] = fontFiles(outside);
    const [plainRegular, plainBold] = fontFiles(plain);
    expect(regular?.equals(plainRegular ?? Buffer.alloc(0))).toBe(false);
    expect(bold?.equals(plainBold ?? Buffer.alloc(0))).toBe(false);
    for (let run = 0; run < 2; run += 1) {
      expect(await readPdfText(await drawn('Tahsilat Dekontu ß', lines))).toEqual([
        ['Tahsilat Dekontu ß', ...lines].join('\n'),
      ]);
    }
    // The documents after it still get the prepared subset.
    const after = await drawn('Tahsilat Dekontu', SAME_LETTERS);
    expect(fontFiles(after)).toEqual(fontFiles(plain));
    expect(await readPdfText(after)).toEqual([['Tahsilat Dekontu', ...SAME_LETTERS].join('\n')]);
  });
});
