import { Resvg } from '@resvg/resvg-js';
import type { SiteFiles } from '@tahsilat/domain';
import { answerOf, type login, request, type TestApp } from './helpers.js';

/** Sample files for the upload tests, made here (no binary fixtures in the repository). */

export const SVG_LOGO =
  '<?xml version="1.0"?>\n<!-- editor note -->\n<svg xmlns="http://www.w3.org/2000/svg" ' +
  'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" width="120" height="40">' +
  '<metadata>made by hand</metadata><defs><linearGradient id="g"><stop offset="0" stop-color="#0a6"/>' +
  '<stop offset="1" stop-color="#06a"/></linearGradient><rect id="box" width="120" height="40" rx="6"/></defs>' +
  '<style>.fill { fill: url(#g); }</style><use xlink:href="#box" class="fill"/></svg>';

/** A real PNG of the given size, drawn by resvg. */
export function pngOf(width = 64, height = 24, color = '#c33'): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().asPng());
}

/** The first bytes of a JPEG/JFIF file (its signature is what the server reads). */
export function jpegSample(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A small well-formed PDF with one empty page. */
export function pdfSample(extra = ''): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${extra}>> endobj\n` +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

type Session = Awaited<ReturnType<typeof login>>;

export async function upload(
  t: TestApp,
  session: Session | undefined,
  kind: string,
  body: Buffer,
  type = 'application/octet-stream',
) {
  return request(t.app, {
    method: 'PUT',
    url: `/api/admin/Site/Files/${kind}`,
    payload: body,
    headers: { 'content-type': type },
    ...(session ? { token: session.token } : {}),
  });
}

export async function removeFile(t: TestApp, session: Session | undefined, kind: string) {
  return request(t.app, {
    method: 'DELETE',
    url: `/api/admin/Site/Files/${kind}`,
    ...(session ? { token: session.token } : {}),
  });
}

export function filesOf(response: Awaited<ReturnType<typeof upload>>): SiteFiles {
  return answerOf<SiteFiles>(response).data;
}
