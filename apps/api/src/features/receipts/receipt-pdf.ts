import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { COMMON_TEXT_CHARACTERS, reuseFontPrograms } from '../../lib/pdf/font-programs.js';
import {
  BOLD_FONT,
  loadReportFonts,
  NO_DEFAULT_FONT,
  REGULAR_FONT,
  registerReportFonts,
} from '../../lib/pdf/fonts.js';
import { collectOutput } from '../../lib/pdf/pdf-report.js';
import { shareLayouts } from '../../lib/pdf/pdfkit-internals.js';
import { logoForDocument, prepareLogo } from '../../lib/pdf/prepared-logo.js';
import { COLORS } from '../../lib/pdf/table.js';
import { RECEIPT_BOLD_CHARACTERS } from './receipt-text.js';

/** What a receipt (dekont) shows, already written in the payment's language. */
export interface ReceiptContent {
  /** 'tr' or 'en': the document's language tag. */
  language: string;
  title: string;
  tenantName: string;
  /** The merchant's address and tax number lines under its name (none when the tenant has not given them). */
  merchantLines: string[];
  logo: Buffer | null;
  /** Label and value pairs of the payment, in order. */
  facts: { label: string; value: string }[];
  /** The amounts: amount, commission, and the total charged (bold). */
  amounts: { label: string; value: string; strong?: boolean }[];
  /** The verification address the QR code holds. */
  checkUrl: string;
  /** The closing note (when it was produced, no signature needed) and the verification link's label. */
  issuedNote: string;
  checkLabel: string;
}

const MARGIN = 48;
const QR_SIZE = 112;

/** Draws the QR code of `text` as filled squares (vector, sharp at any zoom). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  // One byte-mode segment: the address is written as it is, without searching for the shortest mix of modes.
  const qr = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const count = qr.modules.size;
  const cell = size / (count + 8);
  // Drawn in module units (whole numbers, a short content stream), scaled to the cell size: each row's run of
  // dark modules is one rectangle, about half the operators of one square a module.
  doc
    .save()
    .translate(x + cell * 4, y + cell * 4)
    .scale(cell)
    .fillColor('#000000');
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!qr.modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && qr.modules.get(row, column)) {
        column += 1;
      }
      doc.rect(start, row, column - start, 1);
    }
  }
  doc.fill().restore();
}

function pairs(
  doc: PDFKit.PDFDocument,
  rows: { label: string; value: string; strong?: boolean }[],
  x: number,
  y: number,
  width: number,
): number {
  const labelWidth = 150;
  let top = y;
  for (const row of rows) {
    doc.font(BOLD_FONT).fontSize(9.5).fillColor(COLORS.muted).text(row.label, x, top, { width: labelWidth });
    doc
      .font(row.strong ? BOLD_FONT : REGULAR_FONT)
      .fontSize(row.strong ? 12 : 10)
      .fillColor(COLORS.text);
    const height = doc.heightOfString(row.value, { width: width - labelWidth });
    doc.text(row.value, x + labelWidth, top - (row.strong ? 1.5 : 0), { width: width - labelWidth });
    top += Math.max(16, height + 5);
  }
  return top;
}

/** A one-page A4 receipt: the tenant's logo and name, the payment's facts, its amounts and a verification QR code. */
export async function writeReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const fonts = await loadReportFonts();
  const documentLogo = await prepareLogo(content.logo);
  const doc = new PDFDocument({
    ...NO_DEFAULT_FONT,
    size: 'A4',
    margin: MARGIN,
    lang: content.language === 'en' ? 'en-GB' : 'tr-TR',
    displayTitle: true,
    info: { Title: content.title, Producer: 'Tahsilat', Creator: 'Tahsilat', CreationDate: new Date() },
  });
  const output = collectOutput(doc);
  registerReportFonts(doc, fonts);
  shareLayouts(doc, [REGULAR_FONT, BOLD_FONT]);
  reuseFontPrograms(doc, { [REGULAR_FONT]: COMMON_TEXT_CHARACTERS, [BOLD_FONT]: RECEIPT_BOLD_CHARACTERS });
  const width = doc.page.width - MARGIN * 2;

  const logo = logoForDocument(doc, documentLogo);
  if (logo) {
    // doc.image takes an opened or kept image as well as bytes; its types know only the bytes.
    doc.image(logo as unknown as Buffer, MARGIN + width - 140, MARGIN, { fit: [140, 56], align: 'right' });
  }
  doc.font(BOLD_FONT).fontSize(18).fillColor(COLORS.text).text(content.title, MARGIN, MARGIN);
  doc
    .font(REGULAR_FONT)
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(content.tenantName, MARGIN, MARGIN + 26, {
      width: width - 160,
    });
  doc.fontSize(9);
  for (const line of content.merchantLines) {
    doc.text(line, MARGIN, doc.y + 2, { width: width - 160 });
  }

  let y = Math.max(MARGIN + 80, doc.y + 12);
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  const top = y;
  y = Math.max(pairs(doc, content.facts, MARGIN, y + 14, width - QR_SIZE - 16), top + QR_SIZE + 16);
  drawQr(doc, content.checkUrl, MARGIN + width - QR_SIZE, top + 12, QR_SIZE);

  y += 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  y = pairs(doc, content.amounts, MARGIN, y + 14, width);

  y += 18;
  doc
    .font(REGULAR_FONT)
    .fontSize(8.5)
    .fillColor(COLORS.muted)
    .text(content.issuedNote, MARGIN, y, { width })
    .text(`${content.checkLabel}: ${content.checkUrl}`, MARGIN, doc.y + 4, { width, link: content.checkUrl });
  doc.end();
  return output;
}
