import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { BOLD_FONT, loadReportFonts, NO_DEFAULT_FONT, REGULAR_FONT, registerReportFonts } from './fonts.js';
import { PageFooter } from './page-footer.js';
import { forgetLayouts, measuredTextOptions } from './pdfkit-internals.js';
import { type DocumentLogo, logoForDocument, prepareLogo } from './prepared-logo.js';
import { COLORS, type PdfColumn, type PdfRow, ReportTable } from './table.js';
import { cleanCellText, fitText } from './text-fit.js';

/** PDF reports (account statement, receipts): an A4 table drawn row by row, Turkish text in an embedded DejaVu font. */

export type { PdfColumn, PdfRow } from './table.js';

export interface PdfReport {
  /** Shown at the top of the first page and as the document title, e.g. 'Cari Hesap Ekstresi'. */
  title: string;
  /** PNG or JPEG bytes (the tenant logo); anything else is left out, never an error. */
  logo?: Buffer | null;
  /** Lines under the title: Firma, Dönem, Oluşturulma … */
  meta: { label: string; value: string }[];
  columns: PdfColumn[];
  /** Already formatted text, keyed by column key. */
  rows: AsyncIterable<PdfRow> | Iterable<PdfRow>;
  /** A bold row after the last one. */
  totals?: PdfRow;
  /** Small text at the foot of every page, beside the page number. */
  footer?: string;
  landscape?: boolean;
}

export const EMPTY_REPORT_TEXT = 'Kayıt bulunamadı.';

const MARGIN = 36;
/** Space under the table for the footer rule and line. */
const FOOTER_BAND = 22;
const LOGO_BOX = { width: 120, height: 48 };
/** Rows between yields to the event loop, so a long report does not stall other requests… */
const ROWS_PER_TURN = 500;
/** …or sooner, once a turn has drawn for this long (a row of 9 cells takes about 0.4 ms). */
const TURN_BUDGET_MS = 25;

/** Logo, title and meta lines; answers the y where the table starts. */
function drawTitleBlock(doc: PDFKit.PDFDocument, report: PdfReport, documentLogo: DocumentLogo): number {
  const { margins, width } = doc.page;
  const left = margins.left;
  const top = margins.top;
  let textWidth = width - margins.left - margins.right;
  let bottom = top;
  const logo = logoForDocument(doc, documentLogo);
  if (logo) {
    // doc.image takes an opened or kept image as well as bytes; its types know only the bytes.
    doc.image(logo as unknown as Buffer, left + textWidth - LOGO_BOX.width, top, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      align: 'right',
    });
    textWidth -= LOGO_BOX.width + 12;
    bottom = top + LOGO_BOX.height;
  }
  const measure = (text: string) => doc.widthOfString(text);
  const write = (text: string, x: number, y: number, maxWidth: number) => {
    const fitted = fitText(cleanCellText(text), maxWidth, measure);
    doc.text(fitted.text, x, y, measuredTextOptions(fitted.width));
  };
  doc.font(BOLD_FONT).fontSize(15).fillColor(COLORS.text);
  write(report.title, left, top, textWidth);
  let y = top + 24;
  doc.fontSize(9);
  const labelWidth = Math.min(
    textWidth * 0.4,
    Math.max(0, ...report.meta.map(({ label }) => measure(cleanCellText(label)))),
  );
  for (const { label, value } of report.meta) {
    doc.font(BOLD_FONT).fillColor(COLORS.muted);
    write(label, left, y, labelWidth);
    doc.font(REGULAR_FONT).fillColor(COLORS.text);
    write(value, left + labelWidth + 8, y, textWidth - labelWidth - 8);
    y += 13;
  }
  return Math.max(y, bottom) + 10;
}

/** Output is copied into pieces of this size: pdfkit's writes are small slices that each hold a larger block alive. */
const OUTPUT_PIECE_BYTES = 1024 * 1024;

/** The PDF's bytes, collected as pdfkit writes them out page by page. */
export function collectOutput(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= OUTPUT_PIECE_BYTES) {
        pieces.push(Buffer.concat(pending));
        pending = [];
        pendingBytes = 0;
      }
    });
    doc.on('end', () => resolve(Buffer.concat([...pieces, ...pending])));
    doc.on('error', reject);
  });
}

/** Draws the report and answers the PDF file. Rows are drawn as they arrive; an empty report says so. */
export async function writePdfReport(report: PdfReport): Promise<Buffer> {
  if (report.columns.length === 0) {
    throw new Error('pdf: a report needs at least one column');
  }
  const fonts = await loadReportFonts();
  const documentLogo = await prepareLogo(report.logo);
  const doc = new PDFDocument({
    ...NO_DEFAULT_FONT,
    size: 'A4',
    layout: report.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    // A full page is written out when the next one starts (see PageFooter for the page count).
    bufferPages: false,
    lang: 'tr-TR',
    displayTitle: true,
    info: { Title: report.title, Producer: 'Tahsilat', Creator: 'Tahsilat', CreationDate: new Date() },
  });
  const output = collectOutput(doc);
  registerReportFonts(doc, fonts);

  const footerTop = doc.page.height - doc.page.margins.bottom - FOOTER_BAND + 6;
  const footer = new PageFooter(doc, report.footer ?? '', footerTop);
  footer.drawOnCurrentPage();
  doc.on('pageAdded', () => footer.drawOnCurrentPage());
  const table = new ReportTable(doc, report.columns, footerTop - 6);
  table.start(drawTitleBlock(doc, report, documentLogo));

  let written = 0;
  let turnStarted = performance.now();
  for await (const row of report.rows) {
    table.drawRow(row);
    written += 1;
    const isTurnEnd = written % ROWS_PER_TURN === 0;
    if (isTurnEnd) {
      forgetLayouts(doc, [REGULAR_FONT, BOLD_FONT]);
    }
    if (isTurnEnd || performance.now() - turnStarted > TURN_BUDGET_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
  if (written === 0) {
    table.drawNotice(EMPTY_REPORT_TEXT);
  }
  if (report.totals) {
    table.drawTotals(report.totals);
  }
  footer.writePageNumbers();
  doc.end();
  return output;
}
