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

/** pdfkit's PNG image while it embeds: the dictionary it writes and the bytes it has deflated. */
interface PngInternals extends OpenedImage {
  embed?(doc: PDFKit.PDFDocument): void;
  finalize?(): void;
  obj?: { data: Record<string, unknown> };
  imgData?: Uint8Array;
  alphaChannel?: Uint8Array;
}

/** What pdfkit writes for a PNG with an alpha channel: the image dictionary and bytes, and the mask's bytes. */
export interface EmbeddedImageParts {
  width: number;
  height: number;
  dictionary: Record<string, unknown>;
  data: Buffer;
  alpha: Buffer;
}

/** A dictionary of names, numbers and lists of them only: it can be written again into another document. */
function isPortable(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number') {
    return true;
  }
  return Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');
}

/**
 * Lets pdfkit decode a PNG with an alpha channel once, on a scratch document, and keeps what it would write: the
 * colour samples and the alpha mask, each deflated. pdfkit splits the channel in a zlib callback and then calls
 * its finalize, which is where they are taken. Null for anything else (no alpha, a palette, a JPEG): pdfkit embeds
 * those without decoding, so there is nothing worth keeping.
 */
export function embeddedImageParts(
  doc: PDFKit.PDFDocument,
  bytes: Buffer,
): Promise<EmbeddedImageParts | null> {
  let image: PngInternals;
  try {
    image = internals(doc).openImage(bytes) as PngInternals;
  } catch {
    // What pdfkit cannot open is left to openLogo, which leaves it out.
    return Promise.resolve(null);
  }
  if (typeof image.embed !== 'function' || typeof image.finalize !== 'function') {
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    image.finalize = () => {
      const dictionary = { ...(image.obj?.data ?? {}) };
      const portable = Object.values(dictionary).every(isPortable);
      resolve(
        portable && image.imgData && image.alphaChannel
          ? {
              width: image.width,
              height: image.height,
              dictionary,
              data: Buffer.from(image.imgData),
              alpha: Buffer.from(image.alphaChannel),
            }
          : null,
      );
    };
    try {
      image.embed?.(doc);
    } catch (error) {
      reject(error);
    }
  });
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

/** Word layouts kept across documents, per font; started afresh past this many words. */
const SHARED_LAYOUT_WORDS = 5_000;
const sharedLayouts = new Map<string, Record<string, unknown>>();

/**
 * Lets documents share the fonts' word layouts (a font shared by every document lays out a word the same way each
 * time). pdfkit shapes each word once per document with fontkit's OpenType engine, about a third of a receipt's
 * time; the labels and most values of one receipt are the words of the next. Its cached runs are already scaled
 * to the font and not changed afterwards, so one cache serves all. Only for fonts from loadReportFonts.
 */
export function shareLayouts(doc: PDFKit.PDFDocument, names: string[]): void {
  for (const name of names) {
    let cache = sharedLayouts.get(name);
    if (!cache || Object.keys(cache).length > SHARED_LAYOUT_WORDS) {
      cache = Object.create(null) as Record<string, unknown>;
      sharedLayouts.set(name, cache);
    }
    selectFont(doc, name).layoutCache = cache;
  }
}

/**
 * Options for a one-line `doc.text` whose width is already measured: `textWidth` spares pdfkit a third
 * shaping of the same text (it measures again to place underlines and links, which reports do not use).
 */
export function measuredTextOptions(width: number): PDFKit.Mixins.TextOptions {
  return { lineBreak: false, textWidth: width, wordCount: 1 } as PDFKit.Mixins.TextOptions;
}
