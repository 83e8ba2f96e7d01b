import { isSiteImageKind, messages, type SiteFileKind, siteFileMaxBytes } from '@tahsilat/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import type { StoredExtension } from '../../lib/storage/tenant-files.js';
import { looksLikeSvg, prepareSvg } from './svg-check.js';

/**
 * An upload's checks (issue 15): its size, then its type read from the bytes (file-type's signatures; the name and
 * the Content-Type the browser sent are never trusted). Images are PNG, JPEG or a checked and cleaned SVG;
 * agreements are PDFs without active content.
 */

export interface PreparedUpload {
  extension: StoredExtension;
  body: Buffer;
  /** The PNG an SVG logo is drawn as in PDF documents. */
  rasterTwin: Buffer | null;
}

/** PDF names that run something or carry other files; a contract to read needs none of them. */
const ACTIVE_PDF = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|SubmitForm|ImportData)\b/;

function checkSize(kind: SiteFileKind, body: Buffer): void {
  if (body.length === 0) {
    throw AppError.validation([messages.siteFileEmpty]);
  }
  if (body.length > siteFileMaxBytes(kind)) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      isSiteImageKind(kind) ? messages.siteImageTooLarge : messages.sitePdfTooLarge,
    );
  }
}

async function prepareImage(body: Buffer): Promise<PreparedUpload> {
  const type = await fileTypeFromBuffer(body);
  if (type?.mime === 'image/png') {
    return { extension: 'png', body, rasterTwin: null };
  }
  if (type?.mime === 'image/jpeg') {
    return { extension: 'jpg', body, rasterTwin: null };
  }
  // SVG is text, which file-type names XML at most: anything else it names (a PDF, an executable, a GIF) is refused.
  if ((!type || type.mime === 'application/xml') && looksLikeSvg(body)) {
    const { svg, png } = await prepareSvg(body);
    return { extension: 'svg', body: svg, rasterTwin: png };
  }
  throw AppError.validation([messages.siteImageTypeInvalid]);
}

async function preparePdf(body: Buffer): Promise<PreparedUpload> {
  const type = await fileTypeFromBuffer(body);
  // A PDF starts with its header and ends with the end-of-file marker (allowing trailing whitespace).
  const tail = body.subarray(Math.max(0, body.length - 1024)).toString('latin1');
  if (
    type?.mime !== 'application/pdf' ||
    !body.subarray(0, 5).equals(Buffer.from('%PDF-')) ||
    !tail.includes('%%EOF')
  ) {
    throw AppError.validation([messages.sitePdfTypeInvalid]);
  }
  if (ACTIVE_PDF.test(body.toString('latin1'))) {
    throw AppError.validation([messages.sitePdfActive]);
  }
  return { extension: 'pdf', body, rasterTwin: null };
}

export async function prepareUpload(kind: SiteFileKind, body: Buffer): Promise<PreparedUpload> {
  checkSize(kind, body);
  return isSiteImageKind(kind) ? prepareImage(body) : preparePdf(body);
}
