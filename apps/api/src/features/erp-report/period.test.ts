import { describe, expect, it } from 'vitest';
import { periodBounds } from './period.js';

describe('periodBounds', () => {
  it('reads whole months from the sums and the part-months from rows', () => {
    expect(periodBounds('2026-01-15', '2026-04-10')).toEqual({
      firstMonth: '2026-01-01',
      wholeFrom: '2026-02-01',
      wholeTo: '2026-04-01',
      headTo: '2026-02-01',
      tailFrom: '2026-04-01',
      end: '2026-04-11',
    });
  });

  it('a period of whole months reads no rows', () => {
    const bounds = periodBounds('2026-01-01', '2026-12-31');
    expect(bounds).toMatchObject({ wholeFrom: '2026-01-01', wholeTo: '2027-01-01', end: '2027-01-01' });
    expect(bounds.headTo).toBe('2026-01-01');
    expect(bounds.tailFrom).toBe('2027-01-01');
  });

  it('a period inside one month reads only rows, once', () => {
    const bounds = periodBounds('2026-03-05', '2026-03-20');
    expect(bounds).toMatchObject({ firstMonth: '2026-03-01', headTo: '2026-03-21', tailFrom: '2026-03-21' });
    expect(bounds.wholeFrom > bounds.wholeTo).toBe(true);
  });
});
