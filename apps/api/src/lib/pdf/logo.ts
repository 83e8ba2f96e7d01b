import { inflateSync } from 'node:zlib';
import { type OpenedImage, openImage } from './pdfkit-internals.js';

/**
 * Logo checks before pdfkit sees the bytes. pdfkit's PNG reader loops on a negative chunk length and
 * decodes pixels in a zlib callback that throws (an uncaught exception, the process ends), so a PNG is
 * walked and inflated here first; anything doubtful is refused and the report is drawn without a logo.
 */

/** Tenant logos are small; a larger file is not a logo worth decoding inside a request. */
const MAX_LOGO_BYTES = 5 * 1024 * 1024;
/** pdfkit splits the alpha channel into new arrays of this many pixels. */
const MAX_LOGO_PIXELS = 4_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bit depths allowed for each PNG colour type (PNG spec, table 11.1), and its samples per pixel. */
const PNG_DEPTHS: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};
interface PngHeader {
  colorType: number;
  width: number;
  height: number;
  bitsPerPixel: number;
}

function isDecodablePng(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return false;
  }
  let header: PngHeader | undefined;
  let hasPalette = false;
  let hasEnd = false;
  const data: Buffer[] = [];
  let pos = 8;
  while (pos + 12 <= bytes.length && !hasEnd) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const body = pos + 8;
    if (length > bytes.length - body - 4) {
      return false;
    }
    if (type === 'IHDR') {
      const colorType = bytes[body + 9] ?? -1;
      const format = PNG_DEPTHS[colorType];
      const bits = bytes[body + 8] ?? 0;
      // Interlaced images are refused: png-js reads filter bytes for the empty passes of small ones.
      if (header || length !== 13 || !format?.depths.includes(bits) || bytes[body + 12] !== 0) {
        return false;
      }
      header = {
        colorType,
        width: bytes.readUInt32BE(body),
        height: bytes.readUInt32BE(body + 4),
        bitsPerPixel: bits * format.samples,
      };
    } else if (!header) {
      return false;
    } else if (type === 'PLTE') {
      hasPalette = true;
    } else if (type === 'IDAT') {
      data.push(bytes.subarray(body, body + length));
    } else if (type === 'IEND') {
      hasEnd = true;
    }
    pos = body + length + 4;
  }
  if (!header || !hasEnd || data.length === 0 || header.width === 0 || header.height === 0) {
    return false;
  }
  if (header.width * header.height > MAX_LOGO_PIXELS || (header.colorType === 3 && !hasPalette)) {
    return false;
  }
  const line = Math.ceil((header.width * header.bitsPerPixel) / 8);
  const expected = header.height * (line + 1);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1024 });
  } catch {
    return false;
  }
  if (pixels.length < expected) {
    return false;
  }
  // Every scanline starts with a filter type 0–4; png-js throws on any other (again in the callback).
  for (let offset = 0; offset < expected; offset += line + 1) {
    if ((pixels[offset] ?? 5) > 4) {
      return false;
    }
  }
  return true;
}

const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8;

/** True when pdfkit can take these bytes safely: a well-formed PNG, or a JPEG (embedded as is, never decoded). */
export function isDrawableLogo(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.length > MAX_LOGO_BYTES) {
    return false;
  }
  return isJpeg(bytes) || isDecodablePng(bytes);
}

/** The logo opened by pdfkit, or null when it is missing or unusable: the report is then drawn without it. */
export function openLogo(doc: PDFKit.PDFDocument, bytes: Buffer | null | undefined): OpenedImage | null {
  if (!bytes || !isDrawableLogo(bytes)) {
    return null;
  }
  let image: OpenedImage;
  try {
    image = openImage(doc, bytes);
  } catch {
    return null;
  }
  // A JPEG frame header read as empty (no size, unknown channels) would write a broken image object.
  const hasFrame = image.width > 0 && image.height > 0 && image.width * image.height <= MAX_LOGO_PIXELS;
  return hasFrame && (!isJpeg(bytes) || image.colorSpace !== undefined) ? image : null;
}
