/** Single-line cell text: a table row has one height, so text that does not fit is cut with an ellipsis. */

const ELLIPSIS = '…';
/** Longer texts are cut before they are measured: no column is wide enough to show more. */
const MAX_MEASURED_CHARS = 400;
// Line breaks and tabs would move pdfkit's pen to another line; other control characters have no glyph.
const BLANKS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** The cell's text on one line, or '' for a missing value. */
export function cleanCellText(value: string | null | undefined): string {
  if (value === null || value === undefined) {
    return '';
  }
  return String(value).slice(0, MAX_MEASURED_CHARS).replace(BLANKS, ' ').trim();
}

export interface FittedText {
  text: string;
  width: number;
}

/**
 * The longest start of `text` that fits `maxWidth` with an ellipsis, or the whole text when it fits.
 * `measure` is the current font's width at the current size.
 */
export function fitText(text: string, maxWidth: number, measure: (text: string) => number): FittedText {
  if (text === '') {
    return { text, width: 0 };
  }
  const width = measure(text);
  if (width <= maxWidth) {
    return { text, width };
  }
  // Code points, not UTF-16 units, so a cut never splits a surrogate pair.
  const characters = Array.from(text);
  let fitting: FittedText = { text: '', width: 0 };
  let low = 0;
  let high = characters.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = `${characters.slice(0, middle).join('').trimEnd()}${ELLIPSIS}`;
    const candidateWidth = measure(candidate);
    if (candidateWidth <= maxWidth) {
      fitting = { text: candidate, width: candidateWidth };
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return fitting;
}
