import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  defaultValueDate,
  discountIneligibility,
  isBusinessDay,
  nextBusinessDay,
  valueDateProblem,
} from './invoice-discount-rules.js';
import { parseAmount } from './money.js';

const k = (text: string) => parseAmount(text) ?? -1n;

/** Monday 5 January 2026. */
const VALUE_DATE = '2026-01-05';
const dueIn = (days: number) => addCalendarDays(VALUE_DATE, days);

describe('value date', () => {
  it('skips weekends and the holidays given (the package has no holiday list)', () => {
    expect(isBusinessDay('2026-01-05')).toBe(true);
    expect(isBusinessDay('2026-01-10')).toBe(false);
    expect(nextBusinessDay('2026-01-10')).toBe('2026-01-12');
    expect(nextBusinessDay('2026-01-09')).toBe('2026-01-09');
    // 29 October 2026 (Republic Day) is a Thursday: a business day unless listed.
    expect(nextBusinessDay('2026-10-29')).toBe('2026-10-29');
    expect(nextBusinessDay('2026-10-29', new Set(['2026-10-29', '2026-10-30']))).toBe('2026-11-02');
  });

  it("defaults to Istanbul's today, or the next business day", () => {
    expect(defaultValueDate(new Date('2026-01-02T20:59:00Z'))).toBe('2026-01-02');
    // 00:30 on Saturday in Istanbul
    expect(defaultValueDate(new Date('2026-01-02T21:30:00Z'))).toBe('2026-01-05');
  });

  it('names what is wrong with a chosen day', () => {
    expect(valueDateProblem('2026-01-06', '2026-01-05')).toBeNull();
    expect(valueDateProblem('2026-01-02', '2026-01-05')).toBe('past');
    expect(valueDateProblem('2026-01-11', '2026-01-05')).toBe('notBusinessDay');
    expect(valueDateProblem('2026-13-01', '2026-01-05')).toBe('invalid');
  });
});

describe('eligibility', () => {
  const open = { openAmount: k('1000.00'), discountable: true, dueDate: dueIn(30) };

  it('accepts an open discountable invoice due far enough ahead', () => {
    expect(discountIneligibility(open, VALUE_DATE, 30)).toBeNull();
    expect(discountIneligibility({ ...open, openAmount: k('0.01'), dbsStatus: 3 }, VALUE_DATE, 0)).toBeNull();
  });

  it('gives the first reason an invoice fails', () => {
    expect(discountIneligibility({ ...open, openAmount: 0n }, VALUE_DATE, 0)).toBe('notOpen');
    expect(discountIneligibility({ ...open, dbsStatus: 6 }, VALUE_DATE, 0)).toBe('notOpen');
    expect(discountIneligibility({ ...open, discountable: false, dueDate: VALUE_DATE }, VALUE_DATE, 0)).toBe(
      'notDiscountable',
    );
    expect(discountIneligibility({ ...open, dueDate: VALUE_DATE }, VALUE_DATE, 0)).toBe('due');
    expect(discountIneligibility({ ...open, dueDate: dueIn(-3) }, VALUE_DATE, 0)).toBe('due');
    expect(discountIneligibility(open, VALUE_DATE, 31)).toBe('tooSoon');
  });
});
