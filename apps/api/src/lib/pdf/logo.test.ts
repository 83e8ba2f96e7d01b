import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isDrawableLogo } from './logo.js';
import { writePdfReport } from './pdf-report.js';
import { readPdfText } from './read-pdf.js';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 2×2 PNG (RGBA unless told) whose scanlines are `pixels`, filter bytes included. */
function png(
  pixels: number[],
  { colorType = 6, interlace = 0, idat }: { colorType?: number; interlace?: number; idat?: Buffer } = {},
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = colorType;
  header[12] = interlace;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', idat ?? deflateSync(Buffer.from(pixels))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const RGBA_2X2 = [0, 200, 30, 30, 255, 30, 200, 30, 255, 1, 30, 30, 200, 128, 0, 0, 0, 0];
/** The same picture in Adam7 order (passes 1, 6 and 7); png-js misreads it, so it is refused. */
const INTERLACED_2X2 = [0, 200, 30, 30, 255, 0, 30, 200, 30, 255, 0, 30, 30, 200, 128, 0, 0, 0, 0];
const goodPng = png(RGBA_2X2);
/** SOI, a baseline frame header (2×2, 3 channels) and EOI: pdfkit embeds JPEG bytes without decoding them. */
const jpeg = Buffer.from('ffd8ffc0001108000200020301110002110103110100ffd9', 'hex');

const badLogos: Record<string, Buffer> = {
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  ),
  random: Buffer.from('d2a1f3c4b5e6978899aabbccddeeff00112233445566778899', 'hex'),
  'truncated PNG': goodPng.subarray(0, 40),
  // pdfkit inflates an alpha PNG in a zlib callback that throws: without the check the process ends.
  'PNG whose data is not zlib': png([], { idat: Buffer.from('not zlib data at all') }),
  'PNG with an unknown scanline filter': png(RGBA_2X2.map((value, index) => (index % 9 === 0 ? 9 : value))),
  // A negative chunk length sends pdfkit's PNG reader round in a loop for ever.
  'PNG with a negative chunk length': Buffer.concat([
    goodPng.subarray(0, 33),
    Buffer.from('fffffff4', 'hex'),
    Buffer.alloc(24),
  ]),
  'interlaced PNG': png(INTERLACED_2X2, { interlace: 1 }),
  'PNG with a palette type but no palette': png([0, 0, 0, 0, 0, 0], { colorType: 3 }),
  'JPEG without a frame header': Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  'JPEG of zero size': Buffer.from('ffd8ffc0001108000000000301110002110103110100ffd9', 'hex'),
};

const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

async function reportWith(logo: Buffer | null): Promise<Buffer> {
  return writePdfReport({
    title: 'Tahsilat Makbuzu',
    logo,
    meta: [{ label: 'Firma', value: 'Şişli Ğüçlü İnşaat Öz Ç' }],
    columns: [{ header: 'Tutar', key: 'amount', width: 1, align: 'right' }],
    rows: [{ amount: '1.250,00' }],
  });
}

describe('report logo', () => {
  it('draws a PNG or a JPEG logo', async () => {
    for (const logo of [goodPng, jpeg]) {
      expect(isDrawableLogo(logo)).toBe(true);
      expect(hasImage(await reportWith(logo))).toBe(true);
    }
  });

  it.each(Object.entries(badLogos))(
    'leaves out an unreadable logo (%s) and still writes the report',
    async (_, logo) => {
      const pdf = await reportWith(logo);
      expect(hasImage(pdf)).toBe(false);
      const [page] = await readPdfText(pdf);
      expect(page?.split('\n').slice(0, 2)).toEqual(['Tahsilat Makbuzu', 'Firma Şişli Ğüçlü İnşaat Öz Ç']);
    },
  );

  it('leaves out a logo too large to be one', () => {
    const wide = png(RGBA_2X2);
    wide.writeUInt32BE(5_000, 16);
    wide.writeUInt32BE(5_000, 20);
    expect(isDrawableLogo(wide)).toBe(false);
    expect(isDrawableLogo(Buffer.concat([goodPng, Buffer.alloc(6 * 1024 * 1024)]))).toBe(false);
  });

  it('writes the report without a logo when none is given', async () => {
    expect(hasImage(await reportWith(null))).toBe(false);
  });
});
