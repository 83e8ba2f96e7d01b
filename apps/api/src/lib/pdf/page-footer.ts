import { REGULAR_FONT } from './fonts.js';
import { type EmbeddedFont, measuredTextOptions, selectFont } from './pdfkit-internals.js';
import { COLORS } from './table.js';
import { cleanCellText, fitText } from './text-fit.js';

/**
 * The foot of every page: a rule, the report's footer text and 'Sayfa n / N'. Each page is drawn and
 * written out as soon as it is full, so N is not known then: the page number is a small form XObject
 * whose content is written once the last page is done. Memory stays flat however many pages there are,
 * where pdfkit's `bufferPages` keeps every page's content until the end.
 */

const FONT_SIZE = 7;
/** Room kept on the right for the page number; 'Sayfa 9999 / 9999' is about 60 points at 7 points. */
const NUMBER_ROOM = 80;
const pageLabel = (page: number, count: number) => `Sayfa ${page} / ${count}`;

interface PendingNumber {
  form: PDFKit.PDFKitReference;
  page: number;
}

export class PageFooter {
  private readonly pending: PendingNumber[] = [];
  private font: EmbeddedFont | undefined;

  /** `top` is where the footer rule is drawn. */
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: string,
    private readonly top: number,
  ) {}

  /** Draws the foot of the current page and keeps a place for its number. */
  drawOnCurrentPage(): void {
    const { doc } = this;
    const { margins, width } = doc.page;
    const right = width - margins.right;
    doc.moveTo(margins.left, this.top).lineTo(right, this.top).lineWidth(0.5).stroke(COLORS.rule);
    const font = selectFont(doc, REGULAR_FONT);
    this.font = font;
    doc.fontSize(FONT_SIZE).fillColor(COLORS.muted);
    const textTop = this.top + 4;
    const room = right - margins.left - NUMBER_ROOM;
    const fitted = fitText(cleanCellText(this.text), room, (part) => doc.widthOfString(part));
    if (fitted.text !== '') {
      doc.text(fitted.text, margins.left, textTop, measuredTextOptions(fitted.width));
    }
    const form = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [-NUMBER_ROOM, -FONT_SIZE, 0, 2 * FONT_SIZE],
      Resources: { Font: { [font.id]: font.ref() } },
    });
    doc.page.xobjects.PageNumber = form;
    // pdfkit's page space runs top-down; the form gets an upright space whose origin is the right end of the baseline.
    const baseline = textTop + (font.ascender / 1000) * FONT_SIZE;
    doc.addContent(`q 1 0 0 -1 ${right.toFixed(2)} ${baseline.toFixed(2)} cm /PageNumber Do Q`);
    this.pending.push({ form, page: this.pending.length + 1 });
  }

  /** Writes 'Sayfa n / N' into every page's form; call once, after the last page and before `doc.end()`. */
  writePageNumbers(): void {
    const { font } = this;
    const count = this.pending.length;
    if (!font) {
      return;
    }
    for (const { form, page } of this.pending) {
      const [glyphs, positions] = font.encode(pageLabel(page, count));
      // Tj advances by the glyph widths alone, so these are what right-aligns the text exactly.
      const advance = positions.reduce((sum, position) => sum + position.advanceWidth, 0);
      const width = (advance / 1000) * FONT_SIZE;
      form.end(`BT /${font.id} ${FONT_SIZE} Tf ${(-width).toFixed(2)} 0 Td <${glyphs.join('')}> Tj ET`);
    }
    this.pending.length = 0;
  }
}
