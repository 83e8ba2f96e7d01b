import { randomBytes } from 'node:crypto';

/**
 * How a tenant's uploaded file is named: a random name per upload (never the uploader's), kept in the store under
 * `tenants/<tenant id>/<name>` and served at `/api/Files/<tenant id>/<name>`. The tenant columns hold that address,
 * so every page that shows a logo or links an agreement uses it as it used the shipped `/media/` paths.
 */
export const FILES_ROUTE_PREFIX = '/api/Files/';

const ADDRESS = /^\/api\/Files\/([0-9a-f-]{36})\/([0-9a-f]{32})\.(png|jpg|svg|pdf)$/;

export type StoredExtension = 'png' | 'jpg' | 'svg' | 'pdf';

export interface StoredName {
  tenantId: string;
  /** 32 hex digits. */
  stem: string;
  extension: StoredExtension;
}

export function newStoredName(tenantId: string, extension: StoredExtension): StoredName {
  return { tenantId, stem: randomBytes(16).toString('hex'), extension };
}

export function storageKey(name: StoredName): string {
  return `tenants/${name.tenantId}/${name.stem}.${name.extension}`;
}

export function publicAddress(name: StoredName): string {
  return `${FILES_ROUTE_PREFIX}${name.tenantId}/${name.stem}.${name.extension}`;
}

/** The stored file an address names, or null for anything else (a shipped /media/ file, a foreign URL). */
export function storedNameOf(address: string | null): StoredName | null {
  const match = address ? ADDRESS.exec(address) : null;
  if (!match) {
    return null;
  }
  return {
    tenantId: match[1] ?? '',
    stem: match[2] ?? '',
    extension: (match[3] ?? 'png') as StoredExtension,
  };
}

/** An SVG logo's PNG twin for documents (PDF receipts and statements cannot draw SVG). */
export function rasterTwin(name: StoredName): StoredName {
  return { ...name, extension: 'png' };
}

/**
 * The address of a logo that e-mail clients can draw (most do not draw SVG): an uploaded SVG's PNG twin, a shipped
 * SVG's PNG beside it; any other address as it is.
 */
export function rasterAddress(address: string): string {
  const stored = storedNameOf(address);
  if (stored) {
    return stored.extension === 'svg' ? publicAddress(rasterTwin(stored)) : address;
  }
  return address.startsWith('/media/') ? address.replace(/\.svg$/i, '.png') : address;
}

export const CONTENT_TYPES: Record<StoredExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
