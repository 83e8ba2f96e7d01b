import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, isoDayNumber, lateInterest } from './late-interest.js';
import { parseRate } from './money.js';

const rate = (text: string) => parseRate(text) ?? 0n;

describe('late-payment interest', () => {
  it('is remaining × rate/100/30 × days, rounded half up once', () => {
    // 10,000.00 TL at 3 % a month for 45 days: 10000 × 0.03 / 30 × 45 = 450.00
    expect(lateInterest(1_000_000n, rate('3'), 45)).toBe(45_000n);
    // 1,234.56 TL at 2.5 % for 17 days: 1234.56 × 0.025 / 30 × 17 = 17.4896 → 17.49
    expect(lateInterest(123_456n, rate('2.5'), 17)).toBe(1_749n);
    // 100.00 TL at 1.5 % for 1 day: 0.05 exactly; 0.10 TL at 1.5 % for 1 day: 0.00005 → 0.00
    expect(lateInterest(10_000n, rate('1.5'), 1)).toBe(5n);
    expect(lateInterest(10n, rate('1.5'), 1)).toBe(0n);
    // Exactly half a kuruş rounds up: 15.00 TL at 1 % for 1 day = 0.005 → 0.01
    expect(lateInterest(1_500n, rate('1'), 1)).toBe(1n);
  });

  it('is nothing before the due date, for a paid line or without a rate', () => {
    expect(lateInterest(1_000_000n, rate('3'), 0)).toBe(0n);
    expect(lateInterest(1_000_000n, rate('3'), -5)).toBe(0n);
    expect(lateInterest(0n, rate('3'), 30)).toBe(0n);
    expect(lateInterest(1_000_000n, 0n, 30)).toBe(0n);
  });

  it('counts calendar days across months and leap years', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-06-15', '2026-06-15')).toBe(0);
    expect(daysBetween('2026-06-15', '2026-06-10')).toBe(-5);
  });

  it('counts days as the calendar does, for any day from year 1 to 9999', () => {
    const day = fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(isoDayNumber(iso)).toBe(Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000));
      }),
    );
    expect(isoDayNumber('1970-01-01')).toBe(0);
    expect(isoDayNumber('2000-02-29')).toBe(11_016);
  });

  it('is not a number for anything but YYYY-MM-DD', () => {
    for (const text of ['', '2026-1-01', '2026/01/01', '2026-01-01T00:00', 'abcd-ef-gh']) {
      expect(isoDayNumber(text)).toBeNaN();
    }
  });
});
