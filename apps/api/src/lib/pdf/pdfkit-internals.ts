/**
 * The pdfkit features this writer needs that its type definitions do not declare, in one place.
 * pdfkit is pinned (0.20.2); the report tests go through each of them, so an upgrade that moves one fails there.
 */

/** An image as pdfkit opened it: only what the logo checks read. */
export interface OpenedImage {
  width: number;
  height: number;
  colorSpace?: unknown;
}

/** pdfkit's embedded TrueType font: its resource name, dictionary, metrics and glyph encoder. */
export interface EmbeddedFont {
  id: string;
  /** In thousandths of the font size. */
  ascender: number;
  ref(): PDFKit.PDFKitReference;
  /** Glyph ids as 4-digit hex (Identity-H), with the glyph widths in thousandths; adds the glyphs to the subset. */
  encode(text: string): [string[], { advanceWidth: number }[]];
  layoutCache?: Record<string, unknown>;
}

interface DocumentInternals {
  _font?: Partial<EmbeddedFont>;
  openImage(src: Buffer): OpenedImage;
}

const internals = (doc: PDFKit.PDFDocument) => doc as unknown as DocumentInternals;

/** Parses PNG or JPEG bytes the way `doc.image` would; throws on what pdfkit cannot read. */
export function openImage(doc: PDFKit.PDFDocument, bytes: Buffer): OpenedImage {
  return internals(doc).openImage(bytes);
}

/** The font `doc.font(name)` selected. */
export function selectFont(doc: PDFKit.PDFDocument, name: string): EmbeddedFont {
  doc.font(name);
  const font = internals(doc)._font;
  if (typeof font?.encode !== 'function' || typeof font.ref !== 'function' || typeof font.id !== 'string') {
    throw new Error(`pdf: pdfkit's font object changed shape (font ${name})`);
  }
  return font as EmbeddedFont;
}

/**
 * Empties the fonts' word-layout caches. pdfkit keeps every distinct word it shaped for the document's
 * life; a long report's amounts and document numbers are all distinct, so the cache grows with the rows.
 */
export function forgetLayouts(doc: PDFKit.PDFDocument, names: string[]): void {
  for (const name of names) {
    const font = selectFont(doc, name);
    if (font.layoutCache) {
      font.layoutCache = Object.create(null);
    }
  }
}

/**
 * Options for a one-line `doc.text` whose width is already measured: `textWidth` spares pdfkit a third
 * shaping of the same text (it measures again to place underlines and links, which reports do not use).
 */
export function measuredTextOptions(width: number): PDFKit.Mixins.TextOptions {
  return { lineBreak: false, textWidth: width, wordCount: 1 } as PDFKit.Mixins.TextOptions;
}
