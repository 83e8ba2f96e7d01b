import { BOLD_FONT, REGULAR_FONT } from './fonts.js';
import { measuredTextOptions } from './pdfkit-internals.js';
import { cleanCellText, fitText } from './text-fit.js';

/** The table of a report: a header repeated on every page, single-line zebra rows, a bold totals row. */

export interface PdfColumn {
  header: string;
  key: string;
  /** Relative weight: the columns share the page width in proportion to it. */
  width: number;
  /** Amounts are right-aligned. */
  align?: 'left' | 'right';
}

export type PdfRow = Record<string, string>;

export const COLORS = {
  text: '#1f2933',
  muted: '#5f6b7a',
  rule: '#b8c0cc',
  headerFill: '#e4e8ef',
  zebraFill: '#f4f6f9',
};

const FONT_SIZE = 8;
const ROW_HEIGHT = 14;
const HEADER_HEIGHT = 18;
const CELL_PADDING = 4;

interface ColumnBox {
  key: string;
  left: number;
  width: number;
  isRight: boolean;
}

/** Column boxes across the page's content width; a weight that is not a positive number counts as 1. */
function layoutColumns(columns: PdfColumn[], left: number, width: number): ColumnBox[] {
  const weights = columns.map((column) =>
    Number.isFinite(column.width) && column.width > 0 ? column.width : 1,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let x = left;
  return columns.map((column, index) => {
    const boxWidth = (width * (weights[index] ?? 1)) / total;
    const box = { key: column.key, left: x, width: boxWidth, isRight: column.align === 'right' };
    x += boxWidth;
    return box;
  });
}

export class ReportTable {
  private readonly boxes: ColumnBox[];
  private readonly headers: PdfRow;
  private readonly left: number;
  private readonly width: number;
  private y = 0;
  private rowCount = 0;

  /** `bottom` is the lowest y a row may reach; below it is the page footer. */
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    columns: PdfColumn[],
    private readonly bottom: number,
  ) {
    const { margins, width } = doc.page;
    this.left = margins.left;
    this.width = width - margins.left - margins.right;
    this.boxes = layoutColumns(columns, this.left, this.width);
    this.headers = Object.fromEntries(columns.map((column) => [column.key, column.header]));
  }

  /** Draws the column header at `top` (below the title block on the first page). */
  start(top: number): void {
    this.y = top;
    // A title block too tall for the first page (many meta lines) moves the table to the next one.
    if (top + HEADER_HEIGHT + ROW_HEIGHT > this.bottom) {
      this.doc.addPage();
      this.y = this.doc.page.margins.top;
    }
    this.drawHeader();
  }

  drawRow(row: PdfRow): void {
    this.makeRoom(ROW_HEIGHT);
    if (this.rowCount % 2 === 1) {
      this.doc.rect(this.left, this.y, this.width, ROW_HEIGHT).fill(COLORS.zebraFill);
    }
    this.rowCount += 1;
    this.drawCells(row, REGULAR_FONT, ROW_HEIGHT);
  }

  drawTotals(row: PdfRow): void {
    this.makeRoom(ROW_HEIGHT + 2);
    this.y += 2;
    this.doc.rect(this.left, this.y, this.width, ROW_HEIGHT).fill(COLORS.headerFill);
    this.drawRule(this.y, 0.8);
    this.drawCells(row, BOLD_FONT, ROW_HEIGHT);
  }

  /** A line of muted text across the table, e.g. that there are no records. */
  drawNotice(text: string): void {
    this.makeRoom(ROW_HEIGHT);
    const { doc } = this;
    doc.font(REGULAR_FONT).fontSize(FONT_SIZE).fillColor(COLORS.muted);
    const fitted = fitText(cleanCellText(text), this.width - 2 * CELL_PADDING, (part) =>
      doc.widthOfString(part),
    );
    doc.text(
      fitted.text,
      this.left + CELL_PADDING,
      this.textTop(ROW_HEIGHT),
      measuredTextOptions(fitted.width),
    );
    this.y += ROW_HEIGHT;
  }

  private drawHeader(): void {
    this.doc.rect(this.left, this.y, this.width, HEADER_HEIGHT).fill(COLORS.headerFill);
    this.drawCells(this.headers, BOLD_FONT, HEADER_HEIGHT);
    this.drawRule(this.y, 0.6);
  }

  /** A new page (with the header again) when `height` more would run into the footer. */
  private makeRoom(height: number): void {
    if (this.y + height <= this.bottom) {
      return;
    }
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    this.drawHeader();
  }

  private drawCells(row: PdfRow, font: string, height: number): void {
    const { doc } = this;
    doc.font(font).fontSize(FONT_SIZE).fillColor(COLORS.text);
    const top = this.textTop(height);
    const measure = (part: string) => doc.widthOfString(part);
    for (const box of this.boxes) {
      const room = box.width - 2 * CELL_PADDING;
      const fitted = fitText(cleanCellText(row[box.key]), room, measure);
      if (fitted.text !== '') {
        const x = box.isRight ? box.left + box.width - CELL_PADDING - fitted.width : box.left + CELL_PADDING;
        doc.text(fitted.text, x, top, measuredTextOptions(fitted.width));
      }
    }
    this.y += height;
  }

  private drawRule(y: number, lineWidth: number): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(lineWidth)
      .stroke(COLORS.rule);
  }

  /** The y that centres a line of text in a band of `height` starting at the current y. */
  private textTop(height: number): number {
    return this.y + (height - this.doc.currentLineHeight()) / 2;
  }
}
