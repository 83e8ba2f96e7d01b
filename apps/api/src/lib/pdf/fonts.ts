import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The report fonts: DejaVu Sans covers every Turkish letter (ş ğ ı İ), which the 14 standard PDF fonts do not. */

export const REGULAR_FONT = 'DejaVuSans';
export const BOLD_FONT = 'DejaVuSans-Bold';

export interface ReportFonts {
  regular: Buffer;
  bold: Buffer;
}

// Resolved through the package, not a path relative to this file, so the source (tsx) and dist runs agree.
const require = createRequire(import.meta.url);

let loading: Promise<ReportFonts> | undefined;

/** Reads both TTF files once per process; pdfkit embeds only the glyphs a report uses. */
export function loadReportFonts(): Promise<ReportFonts> {
  if (!loading) {
    loading = Promise.all([
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    ]).then(([regular, bold]) => ({ regular, bold }));
    // A failed read (package missing) is not cached, so the next report tries again and fails with the real cause.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
