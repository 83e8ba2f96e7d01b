/** Reads a PDF back as text, for tests: pdfjs-dist (Mozilla's reader) decodes what a viewer would show. */

/** A piece of text as drawn: x and the baseline y in points from the page's lower left corner. */
export interface PdfTextPiece {
  str: string;
  x: number;
  y: number;
  width: number;
}

export interface PdfContent {
  /** The document information dictionary (Title, Producer, CreationDate …) as pdfjs reports it. */
  info: Record<string, unknown>;
  /** Each page's text: one line per baseline, top to bottom, pieces further apart than a space joined by one. */
  pages: string[];
  /** Each page's pieces of text, for checks of position (alignment, overlap). */
  pieces: PdfTextPiece[][];
  /** Each page's width and height in points. */
  sizes: { width: number; height: number }[];
}

/** Pieces closer than this (in points) belong to one word: pdfkit writes a text in one piece. */
const SPACE_GAP = 1.5;

/** pdfjs-dist 6 calls Promise.withResolvers, which Node has only from 22; the API still runs on Node 20. */
function ensurePromiseWithResolvers(): void {
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  if (typeof promise.withResolvers !== 'function') {
    promise.withResolvers = function withResolvers<T>(this: PromiseConstructor) {
      let resolve!: (value: T) => void;
      let reject!: (reason?: unknown) => void;
      const created = new this<T>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      return { promise: created, resolve, reject };
    };
  }
}

function joinLines(items: PdfTextPiece[]): string {
  const lines = new Map<number, PdfTextPiece[]>();
  for (const item of items) {
    const key = Math.round(item.y);
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  return [...lines.entries()]
    .sort(([above], [below]) => below - above)
    .map(([, pieces]) => {
      pieces.sort((left, right) => left.x - right.x);
      let line = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const piece of pieces) {
        line += piece.x - end > SPACE_GAP && line !== '' ? ` ${piece.str}` : piece.str;
        end = piece.x + piece.width;
      }
      return line;
    })
    .join('\n');
}

export async function readPdf(buffer: Buffer): Promise<PdfContent> {
  ensurePromiseWithResolvers();
  // Loaded on use: a devDependency, needed by tests only.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(buffer), verbosity: 0 });
  const pdf = await task.promise;
  try {
    const { info } = await pdf.getMetadata();
    const content: PdfContent = { info: info as Record<string, unknown>, pages: [], pieces: [], sizes: [] };
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const text = await page.getTextContent();
      const items: PdfTextPiece[] = [];
      for (const item of text.items) {
        if ('str' in item && item.str !== '') {
          items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
        }
      }
      const [, , width = 0, height = 0] = page.view;
      content.pages.push(joinLines(items));
      content.pieces.push(items);
      content.sizes.push({ width, height });
    }
    return content;
  } finally {
    await task.destroy();
  }
}

/** The text of each page (see `readPdf`). */
export async function readPdfText(buffer: Buffer): Promise<string[]> {
  return (await readPdf(buffer)).pages;
}
