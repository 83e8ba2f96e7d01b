import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIsoCalendarDate,
  istanbulDay,
  istanbulDottedDate,
  istanbulDottedDateTime,
  istanbulIsoDate,
} from './calendar.js';

const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });

describe("Istanbul's calendar day", () => {
  it('agrees with the time-zone database for any instant since 2017', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2017-01-01T00:00:00Z'),
          max: new Date('2040-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (now) => {
          expect(istanbulIsoDate(now)).toBe(intl.format(now));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns at 21:00 UTC', () => {
    expect(istanbulDay(new Date('2026-12-31T20:59:59Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(istanbulDay(new Date('2026-12-31T21:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(istanbulDottedDate(new Date('2026-11-22T10:00:00Z'))).toBe('22.11.2026');
    // 21:30 UTC is 00:30 the next day in Istanbul.
    expect(istanbulDottedDateTime(new Date('2026-12-31T21:30:00Z'))).toBe('01.01.2027 00:30');
    expect(istanbulDottedDateTime(new Date('2026-11-22T10:05:59Z'))).toBe('22.11.2026 13:05');
  });
});

describe('isIsoCalendarDate', () => {
  it.each(['2026-11-23', '2028-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])('%s is a day', (text) => {
    expect(isIsoCalendarDate(text)).toBe(true);
  });
  it.each([
    '2026-02-29',
    '2100-02-29',
    '2026-02-30',
    '2026-11-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-1',
    '2026-11-23T00:00:00Z',
    ' 2026-11-23',
  ])('%s is not', (text) => {
    expect(isIsoCalendarDate(text)).toBe(false);
  });
});
