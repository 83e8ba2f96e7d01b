import { describe, expect, it } from 'vitest';
import { cleanCellText, fitText } from './text-fit.js';

/** One unit per code point: easy widths to reason about. */
const measure = (text: string) => Array.from(text).length;

describe('fitText', () => {
  it('keeps text that fits', () => {
    expect(fitText('Şişli', 5, measure)).toEqual({ text: 'Şişli', width: 5 });
  });

  it('cuts text that does not fit, ellipsis included in the width', () => {
    expect(fitText('İnşaat Öz Ç', 8, measure)).toEqual({ text: 'İnşaat…', width: 7 });
    expect(fitText('İnşaat Öz Ç', 7, measure)).toEqual({ text: 'İnşaat…', width: 7 });
    expect(fitText('Ğüçlü', 3, measure)).toEqual({ text: 'Ğü…', width: 3 });
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(fitText('𝐀𝐁𝐂𝐃', 3, measure)).toEqual({ text: '𝐀𝐁…', width: 3 });
  });

  it('answers nothing when not even the ellipsis fits', () => {
    expect(fitText('Öz', 0.5, measure)).toEqual({ text: '', width: 0 });
    expect(fitText('', 10, measure)).toEqual({ text: '', width: 0 });
  });
});

describe('cleanCellText', () => {
  it('puts a cell on one line without control characters', () => {
    expect(cleanCellText('  Birinci\r\nikinci\t\u0000üçüncü\u2028 ')).toBe('Birinci ikinci üçüncü');
    expect(cleanCellText(undefined)).toBe('');
    expect(cleanCellText(null)).toBe('');
  });

  it('measures no more than a column can show', () => {
    expect(cleanCellText('ş'.repeat(10_000))).toHaveLength(400);
  });
});
