import { z } from 'zod';
import { answerOf } from './envelope.js';

/**
 * The tenant's uploaded files (issue 15, Brand and site): the logo and the sign-in banner (PNG, JPEG or SVG) and the
 * two agreement PDFs the pay page links to. The server decides the type from the bytes, never from the name.
 */
export const SITE_FILE_KINDS = ['logo', 'banner', 'privacy', 'salesAgreement'] as const;
export type SiteFileKind = (typeof SITE_FILE_KINDS)[number];

export const SiteFileKindParams = z.strictObject({
  kind: z.enum(SITE_FILE_KINDS).describe('logo, banner (sign-in picture), privacy or salesAgreement (PDFs)'),
});

/** An image's largest size: 1 MiB. */
export const SITE_IMAGE_MAX_BYTES = 1024 * 1024;
/** An agreement PDF's largest size: 5 MiB. */
export const SITE_PDF_MAX_BYTES = 5 * 1024 * 1024;

export function isSiteImageKind(kind: SiteFileKind): boolean {
  return kind === 'logo' || kind === 'banner';
}

export function siteFileMaxBytes(kind: SiteFileKind): number {
  return isSiteImageKind(kind) ? SITE_IMAGE_MAX_BYTES : SITE_PDF_MAX_BYTES;
}

/** What the file picker offers (a hint only: the server reads the bytes). */
export function siteFileAccept(kind: SiteFileKind): string {
  return isSiteImageKind(kind)
    ? 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg'
    : 'application/pdf,.pdf';
}

/** The address each file is served at now; null when none was uploaded (the pages then show their defaults). */
export const SiteFiles = z.object({
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  privacy: z.string().nullable(),
  salesAgreement: z.string().nullable(),
});
export type SiteFiles = z.infer<typeof SiteFiles>;
export const SiteFilesAnswer = answerOf(SiteFiles);

/** A stored file's public name: 32 hex digits and the type's extension. */
export const StoredFileParams = z.strictObject({
  tenantId: z.uuid(),
  name: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|svg|pdf)$/),
});
