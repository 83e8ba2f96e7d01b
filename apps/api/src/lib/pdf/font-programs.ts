import { deflateSync } from 'node:zlib';
import type { Font } from 'fontkit';
import { selectFont } from './pdfkit-internals.js';

/**
 * Embedded font programs kept across documents. pdfkit subsets a TrueType font per document: glyphs join the
 * subset in the order the text first uses them, and at the end fontkit copies each one out of the font and
 * writes a new font file, which pdfkit then deflates: about half of a receipt's CPU. Here every document's
 * subset starts with the same glyphs (the Turkish and English alphabets, digits, punctuation, in a fixed order),
 * so documents that write only those have the same subset and the same file; it is kept, deflated, by the exact
 * list of glyph ids, and so is the subset's ToUnicode map (by its letters). A text with a glyph outside the set
 * adds it after them, as pdfkit would, and that subset is written (and kept) in turn. The ToUnicode map and widths
 * cover every glyph of the subset, so text stays searchable and copyable.
 */

/**
 * The characters of common text (addresses, names, card masks, links, amounts), to start a subset with. Each
 * glyph costs about 100 bytes in every document, so only what documents commonly write.
 */
export const COMMON_TEXT_CHARACTERS =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÇĞİÖŞÜçğıöşü0123456789 ' + `.,:;/-*·—()?=&_%+'"@#`;
/** Ligatures the font's shaping (on by default) may write instead of their letters. */
const PREPARED_LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl'];
/** Kept programs and ToUnicode maps per font; the oldest goes first past this many (a few rare letters each). */
const MAX_KEPT = 32;

/** The parts of fontkit's glyph and TrueType subset that are used here. */
interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface FontkitLayout {
  glyphs: FontkitGlyph[];
}
interface TrueTypeSubset {
  glyphs: number[];
  cff?: unknown;
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}
/** pdfkit's EmbeddedFont while it collects the subset; embed writes the font file, then the ToUnicode map. */
interface SubsettingFont {
  font: Font;
  subset: TrueTypeSubset;
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  scale: number;
  embed(): unknown;
  toUnicodeCmap(): PDFKit.PDFKitReference;
}
type MakeReference = (data?: Record<string, unknown>) => PDFKit.PDFKitReference;
/** Kept deflated streams of one font, by key; the oldest goes first past MAX_KEPT. */
type Kept = Map<string, Buffer>;

const preparedGlyphs = new WeakMap<Font, Map<string, FontkitGlyph[]>>();
const keptPrograms = new WeakMap<Font, Kept>();
const keptCmaps = new WeakMap<Font, Kept>();

function isSubsettingFont(value: unknown): value is SubsettingFont {
  const font = value as Partial<SubsettingFont>;
  return (
    typeof font.embed === 'function' &&
    typeof font.toUnicodeCmap === 'function' &&
    typeof font.subset?.encode === 'function' &&
    typeof font.subset.includeGlyph === 'function' &&
    Array.isArray(font.subset.glyphs) &&
    Array.isArray(font.widths) &&
    Array.isArray(font.unicode) &&
    typeof font.scale === 'number'
  );
}

/** The glyphs of `text` and the ligatures the font has, in order, each once; computed once per font and text. */
function glyphsToPrepare(font: Font, text: string): FontkitGlyph[] {
  let byText = preparedGlyphs.get(font);
  if (!byText) {
    byText = new Map();
    preparedGlyphs.set(font, byText);
  }
  let glyphs = byText.get(text);
  if (!glyphs) {
    const byId = new Map<number, FontkitGlyph>();
    const mapped = new Set(font.characterSet);
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (mapped.has(codePoint)) {
        const glyph = font.glyphForCodePoint(codePoint) as FontkitGlyph;
        byId.set(glyph.id, byId.get(glyph.id) ?? glyph);
      }
    }
    for (const ligature of PREPARED_LIGATURES) {
      const [glyph, ...more] = (font.layout(ligature) as FontkitLayout).glyphs;
      if (glyph && more.length === 0 && glyph.id !== 0) {
        byId.set(glyph.id, byId.get(glyph.id) ?? glyph);
      }
    }
    glyphs = [...byId.values()];
    byText.set(text, glyphs);
  }
  return glyphs;
}

function keptOf(store: WeakMap<Font, Kept>, font: Font): Kept {
  let kept = store.get(font);
  if (!kept) {
    kept = new Map();
    store.set(font, kept);
  }
  return kept;
}

/** Deflates what pdfkit would write (a string is written as latin1 with a line end, as pdfkit does) and keeps it. */
function deflateAndKeep(kept: Kept, key: string, chunk: unknown): Buffer {
  const bytes = typeof chunk === 'string' ? Buffer.from(`${chunk}\n`, 'latin1') : (chunk as Uint8Array);
  const deflated = deflateSync(bytes);
  if (kept.size >= MAX_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) {
      kept.delete(oldest);
    }
  }
  kept.set(key, deflated);
  return deflated;
}

/**
 * Runs `write` with the document's next stream reference (made without a dictionary, as pdfkit makes the font
 * file and the ToUnicode map) made already deflated, so pdfkit does not deflate it: the stream `write` ends it
 * with is replaced by `stream(chunk)`, the same bytes deflated.
 */
function withDeflatedReference<T>(
  doc: PDFKit.PDFDocument,
  stream: (chunk: unknown) => Buffer,
  write: () => T,
): T {
  const documentRef = doc.ref as MakeReference;
  const ref: MakeReference = (data) => {
    if (data !== undefined) {
      return documentRef.call(doc, data);
    }
    Reflect.deleteProperty(doc, 'ref');
    const made = documentRef.call(doc, { Filter: 'FlateDecode' });
    const end = made.end;
    made.end = (chunk: unknown) => end.call(made, stream(chunk));
    return made;
  };
  Object.assign(doc, { ref });
  try {
    return write();
  } finally {
    Reflect.deleteProperty(doc, 'ref');
  }
}

/** pdfkit's embed with the font file and the ToUnicode map taken from the kept ones when these glyphs had them. */
function embedKept(doc: PDFKit.PDFDocument, font: SubsettingFont, embed: () => unknown): unknown {
  const programs = keptOf(keptPrograms, font.font);
  const programKey = font.subset.glyphs.join(',');
  const program = programs.get(programKey);
  if (program) {
    // The subset is not written again: the font file is ended with the kept program instead.
    font.subset.encode = () => new Uint8Array(0);
  }
  const cmaps = keptOf(keptCmaps, font.font);
  const cmapKey = font.unicode.map((codePoints) => codePoints?.join(' ') ?? '').join(',');
  const toUnicodeCmap = font.toUnicodeCmap;
  const cmap = cmaps.get(cmapKey);
  font.toUnicodeCmap = () => {
    if (cmap) {
      const made = doc.ref({ Filter: 'FlateDecode' });
      made.end(cmap);
      return made;
    }
    const write = () => toUnicodeCmap.call(font);
    return withDeflatedReference(doc, (chunk) => deflateAndKeep(cmaps, cmapKey, chunk), write);
  };
  try {
    return withDeflatedReference(
      doc,
      (chunk) => program ?? deflateAndKeep(programs, programKey, chunk),
      () => embed.call(font),
    );
  } finally {
    Reflect.deleteProperty(font.subset, 'encode');
    Reflect.deleteProperty(font, 'toUnicodeCmap');
  }
}

/**
 * Starts the subsets of these report fonts (by name) with the glyphs of the given characters and embeds them
 * from the kept programs. Call after registering the fonts (loadReportFonts's parsed fonts only), before any text.
 */
export function reuseFontPrograms(doc: PDFKit.PDFDocument, prepared: Record<string, string>): void {
  for (const [name, text] of Object.entries(prepared)) {
    const font: unknown = selectFont(doc, name);
    if (!isSubsettingFont(font) || font.subset.cff != null) {
      continue;
    }
    for (const glyph of glyphsToPrepare(font.font, text)) {
      const gid = font.subset.includeGlyph(glyph.id);
      font.widths[gid] ??= glyph.advanceWidth * font.scale;
      font.unicode[gid] ??= glyph.codePoints;
    }
    const embed = font.embed;
    font.embed = () => embedKept(doc, font, embed);
  }
}
