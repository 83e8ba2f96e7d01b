import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStore } from './storage/file-store.js';
import { rasterTwin, storageKey, storedNameOf } from './storage/tenant-files.js';

/** Branding files shipped with the server (demo logos), as the web app serves them under /media/. */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

/**
 * The tenant's logo as raster bytes for documents (PDF statements and receipts take PNG or JPEG, not SVG): the
 * logo itself when it is raster, else its PNG twin beside it (logo.svg → logo.png, made at upload for an uploaded
 * SVG); null when there is none. Only the media folder and the tenant's uploaded files are read.
 */
export async function readTenantLogo(logoPath: string | null, files?: FileStore): Promise<Buffer | null> {
  const stored = storedNameOf(logoPath);
  if (stored && files) {
    const raster = stored.extension === 'svg' ? rasterTwin(stored) : stored;
    try {
      return await files.get(storageKey(raster));
    } catch {
      // A document without its logo is better than no document while the store is unreachable.
      return null;
    }
  }
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
