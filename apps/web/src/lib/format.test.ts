import { describe, expect, it } from 'vitest';
import {
  dottedToIso,
  formatCount,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatPercent,
  shortId,
} from './format.js';

describe('formats', () => {
  it('shows counts with the thousands separator of the language, and "+" when capped', () => {
    expect(formatCount(1234, 'tr')).toBe('1.234');
    expect(formatCount(10_000, 'tr', true)).toBe('10.000+');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(20, 'tr')).toBe('20');
  });

  it('writes days as the Turkish dotted date and leaves out what it cannot read', () => {
    expect(formatDay('2026-11-29')).toBe('29.11.2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shortens long ids only', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567…');
    expect(shortId('abc')).toBe('abc');
  });

  it('writes a percentage in the Turkish form in Turkish only: "%12,5"; "12.5%" in English and Chinese', () => {
    expect(formatPercent(12.5, 'tr')).toBe('%12,5');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent('20', 'tr')).toBe('%20');
    expect(formatPercent('20', 'en')).toBe('20%');
    expect(formatPercent('12.5', 'zh')).toBe('12.5%');
    expect(formatPercent('12.5', 'it')).toBe('12,5%');
    // French and Spanish put a (narrow) no-break space before the sign; Arabic keeps Latin digits.
    expect(formatPercent('12.5', 'fr')).toMatch(/^12,5[\u00a0\u202f]%$/);
    expect(formatPercent('12.5', 'es')).toMatch(/^12,5[\u00a0\u202f]%$/);
    expect(formatPercent('12.5', 'ar')).toMatch(/^12\.5\u200e?%\u200e?$/);
  });

  it('keeps the decimals the API wrote, exactly, and gives a number those it is asked for (up to 4)', () => {
    expect(formatPercent('2.50', 'tr')).toBe('%2,50');
    expect(formatPercent('1.8900', 'en')).toBe('1.8900%');
    expect(formatPercent('0.0001', 'en')).toBe('0.0001%');
    expect(formatPercent('1.005', 'tr')).toBe('%1,005');
    expect(formatPercent(4.49, 'tr', 2)).toBe('%4,49');
    expect(formatPercent(2, 'en', 2)).toBe('2.00%');
    expect(formatPercent(1.23456, 'en')).toBe('1.2346%');
    expect(formatPercent(0, 'tr')).toBe('%0');
  });

  it('writes the figure of a rate for a text that places its own sign ("aylık %{{rate}}", "{{rate}}% a month")', () => {
    expect(formatDecimal('1.5', 'tr')).toBe('1,5');
    expect(formatDecimal('1.5', 'en')).toBe('1.5');
    expect(formatDecimal('0.10', 'en')).toBe('0.10');
    expect(formatDecimal(4.49, 'fr', 2)).toBe('4,49');
    expect(formatDecimal('12345678901234.5678', 'en')).toBe('12,345,678,901,234.5678');
  });
});

describe('dottedToIso: a day as typed in a date field', () => {
  it.each([
    ['29.11.2026', '2026-11-29'],
    [' 1.2.2026 ', '2026-02-01'],
    ['29/11/2026', '2026-11-29'],
    ['29-11-2026', '2026-11-29'],
    ['29112026', '2026-11-29'],
    ['29.02.2028', '2028-02-29'],
  ])('%s → %s', (text, iso) => {
    expect(dottedToIso(text)).toBe(iso);
  });

  it.each([
    '29.02.2026',
    '31.04.2026',
    '00.01.2026',
    '2026-11-29',
    '11/29',
    '2911202',
    '29.11.26',
    'bugün',
    '',
  ])('names no day: %j', (text) => {
    expect(dottedToIso(text)).toBeNull();
  });
});
