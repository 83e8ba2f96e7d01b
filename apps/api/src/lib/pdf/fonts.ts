/// <reference path="./fontkit.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/** The report fonts: DejaVu Sans covers every Turkish letter (ş ğ ı İ), which the 14 standard PDF fonts do not. */

export const REGULAR_FONT = 'DejaVuSans';
export const BOLD_FONT = 'DejaVuSans-Bold';

export interface ReportFonts {
  regular: Font;
  bold: Font;
}

// Resolved through the package, not a path relative to this file, so the source (tsx) and dist runs agree.
const require = createRequire(import.meta.url);

/**
 * Parses a TTF once for the process: parsing DejaVu took about two thirds of a receipt's 46 ms when every document
 * did it. pdfkit takes a parsed font and subsets it per document. fontkit caches glyphs by id with the code points
 * of the first request, and pdfkit's ToUnicode map (what makes the text searchable and copyable) reads them, so
 * every mapped glyph is asked for by its code point first: no later lookup by id leaves one without its letter.
 */
function parsedFont(bytes: Buffer): Font {
  const font = create(bytes);
  for (const codePoint of font.characterSet) {
    font.glyphForCodePoint(codePoint);
  }
  return font;
}

let loading: Promise<ReportFonts> | undefined;

/** Reads and parses both TTF files once per process; pdfkit embeds only the glyphs a report uses. */
export function loadReportFonts(): Promise<ReportFonts> {
  if (!loading) {
    loading = Promise.all([
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    ]).then(([regular, bold]) => ({ regular: parsedFont(regular), bold: parsedFont(bold) }));
    // A failed read (package missing) is not cached, so the next report tries again and fails with the real cause.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Registers the report fonts on a document (pdfkit takes a parsed fontkit font; its types know only bytes). */
export function registerReportFonts(doc: PDFKit.PDFDocument, fonts: ReportFonts): void {
  doc.registerFont(REGULAR_FONT, fonts.regular as unknown as Buffer);
  doc.registerFont(BOLD_FONT, fonts.bold as unknown as Buffer);
}

/**
 * PDFDocument options that skip pdfkit's default Helvetica: it parses the font's metrics for every document (a
 * few per cent of a receipt) though our documents never write a word in it. Set a report font before any text.
 */
export const NO_DEFAULT_FONT = { font: '' } as const;
