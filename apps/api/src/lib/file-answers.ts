import { z } from 'zod';

/** Answers that are files, not the JSON envelope (a Buffer passes the answer serializer by). */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

const fileAnswer = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

export const WorkbookAnswer = fileAnswer('The Excel workbook', XLSX_TYPE);
export const PdfAnswer = fileAnswer('The PDF document', PDF_TYPE);
