import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { isDrawableLogo, openLogo } from './logo.js';
import { type EmbeddedImageParts, embeddedImageParts } from './pdfkit-internals.js';

/**
 * Tenant logos for documents, decoded once per process. A PNG logo with an alpha channel cost about 9 ms of a
 * 15 ms receipt: pdfkit inflates it, splits the alpha channel and deflates both parts again for every document.
 * The parts are the same every time, so they are kept (by the bytes' digest) and each document writes them as
 * they are. Any other logo (JPEG, a PNG without alpha or with a palette) is embedded by pdfkit without decoding.
 */

const MAX_KEPT = 64;
const kept = new Map<string, Promise<EmbeddedImageParts | null>>();

/** What a document needs to draw the logo: its parts once decoded, or the bytes for pdfkit to open. */
export type DocumentLogo = { parts: EmbeddedImageParts } | { bytes: Buffer } | null;

export async function prepareLogo(bytes: Buffer | null | undefined): Promise<DocumentLogo> {
  if (!bytes) {
    return null;
  }
  const key = createHash('sha256').update(bytes).digest('base64');
  let parts = kept.get(key);
  // Only bytes that passed the check are kept, so the same bytes again skip it (it inflates the whole image).
  if (!parts) {
    if (!isDrawableLogo(bytes)) {
      return null;
    }
    if (kept.size >= MAX_KEPT) {
      kept.clear();
    }
    parts = embeddedImageParts(new PDFDocument({ autoFirstPage: false }), bytes).catch(() => null);
    kept.set(key, parts);
  }
  const prepared = await parts;
  return prepared ? { parts: prepared } : { bytes };
}

/** An image pdfkit's `doc.image` draws: written into this document from the kept parts on first use. */
class KeptImage {
  readonly label = 'ILogo';
  obj: PDFKit.PDFKitReference | null = null;
  readonly width: number;
  readonly height: number;

  constructor(private readonly parts: EmbeddedImageParts) {
    this.width = parts.width;
    this.height = parts.height;
  }

  embed(doc: PDFKit.PDFDocument): void {
    const mask = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      Height: this.height,
      Width: this.width,
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
      ColorSpace: 'DeviceGray',
      Decode: [0, 1],
    });
    mask.end(this.parts.alpha);
    this.obj = doc.ref({ ...this.parts.dictionary, SMask: mask });
    this.obj.end(this.parts.data);
  }
}

/** The logo ready for `doc.image` in this document, or null when there is none to draw. */
export function logoForDocument(doc: PDFKit.PDFDocument, logo: DocumentLogo): unknown {
  if (!logo) {
    return null;
  }
  return 'parts' in logo ? new KeptImage(logo.parts) : openLogo(doc, logo.bytes);
}
