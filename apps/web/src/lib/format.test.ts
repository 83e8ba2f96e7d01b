import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatDay, shortId } from './format.js';

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
});
