import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { readTenantLogo } from '../tenant-logo.js';
import { logoForDocument, prepareLogo } from './prepared-logo.js';

/** A one-page PDF with the logo drawn, as bytes (uncompressed, so its dictionaries can be read). */
function drawn(logo: Awaited<ReturnType<typeof prepareLogo>>): Promise<string> {
  const doc = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (part: Buffer) => chunks.push(part));
  const done = new Promise<string>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))),
  );
  doc.image(logoForDocument(doc, logo) as Buffer, 10, 10, { fit: [100, 40] });
  doc.end();
  return done;
}

describe('logos decoded once', () => {
  it('keeps a PNG with alpha as its colour and mask parts, and every document writes the same image', async () => {
    const bytes = await readTenantLogo('/media/tenants/demo-ticaret/logo.svg');
    const first = await prepareLogo(bytes);
    const second = await prepareLogo(bytes ? Buffer.from(bytes) : null);
    expect(first && 'parts' in first).toBe(true);
    // The same bytes are decoded once: the second document gets the very same parts.
    expect(second && 'parts' in second && first && 'parts' in first && second.parts === first.parts).toBe(
      true,
    );
    const parts = first && 'parts' in first ? first.parts : null;
    expect(inflateSync(parts?.alpha ?? Buffer.alloc(0)).length).toBe(
      (parts?.width ?? 0) * (parts?.height ?? 0),
    );
    for (const pdf of [await drawn(first), await drawn(second)]) {
      expect(pdf).toContain('/SMask');
      expect(pdf).toContain(`/Width ${parts?.width}`);
      expect(pdf).toContain('/ILogo Do');
    }
  });

  it('leaves what pdfkit embeds without decoding to pdfkit, and what it cannot read out', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 20 }, () => 0)]);
    expect(await prepareLogo(jpeg)).toEqual({ bytes: jpeg });
    expect(await prepareLogo(null)).toBeNull();
    expect(await prepareLogo(Buffer.from('not an image at all'))).toBeNull();
  });
});
