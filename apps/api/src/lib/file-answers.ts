import type { FastifyReply } from 'fastify';
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

/** Sends a file the route made: its type, a download name, never cached. */
export function sendFile(reply: FastifyReply, type: string, fileName: string, file: Buffer) {
  return (
    reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      // A Buffer is sent as it is, past the JSON answer serializer the route's schema types.
      .send(file as never)
  );
}
