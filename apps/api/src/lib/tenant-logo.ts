import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Branding files shipped with the server (demo logos), as the web app serves them under /media/. */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

/**
 * The tenant's logo as raster bytes for documents (PDF statements and receipts take PNG or JPEG, not SVG): the
 * logo itself when it is raster, else its PNG twin beside it (logo.svg → logo.png); null when there is none.
 * Only files under the media folder are read.
 */
export async function readTenantLogo(logoPath: string | null): Promise<Buffer | null> {
  if (!logoPath?.startsWith('/media/')) {
    return null;
  }
  const file = path.resolve(MEDIA_DIR, `.${logoPath.slice('/media'.length)}`);
  if (!file.startsWith(`${MEDIA_DIR}${path.sep}`)) {
    return null;
  }
  const raster = /\.svg$/i.test(file) ? file.replace(/\.svg$/i, '.png') : file;
  try {
    return await readFile(raster);
  } catch {
    return null;
  }
}
