import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HISTORY_SORT,
  defaultHistoryFilters,
  differsFromDefault,
  narrowsHistory,
  nextSort,
  toHistoryExportQuery,
  toHistoryFilter,
  toHistoryQuery,
} from './history-query.js';

// 24 November 2026, 00:30 in Istanbul (21:30 UTC the day before).
const NOW = new Date('2026-11-23T21:30:00Z');

describe('collection history filters', () => {
  it('opens on the last 30 days, today included, in Istanbul', () => {
    expect(defaultHistoryFilters(NOW)).toEqual({ dateFrom: '2026-10-26', dateTo: '2026-11-24' });
  });

  it('sends only what is set, amounts in the API form and the search trimmed', () => {
    expect(
      toHistoryFilter({
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        status: 'failed',
        channel: 'portal',
        bankId: 46,
        firmId: 'f1',
        amountMin: '1.000',
        amountMax: '2.500,5',
        search: '  4358 ',
      }),
    ).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      status: 'failed',
      channel: 'portal',
      bankId: 46,
      firmId: 'f1',
      amountMin: '1000.00',
      amountMax: '2500.50',
      search: '4358',
    });
    // An unreadable amount is left out (the field shows its own error), so is blank text.
    expect(toHistoryFilter({ amountMin: '12,3,4', search: '   ' })).toEqual({});
  });

  it('asks the export and the list the same question, the list with its page', () => {
    const filters = { status: 'success' as const };
    const sort = { by: 'amount' as const, dir: 'asc' as const };
    expect(toHistoryExportQuery(filters, sort)).toEqual({
      status: 'success',
      sortBy: 'amount',
      sortDir: 'asc',
    });
    expect(toHistoryQuery(filters, sort, 50, undefined)).toEqual({
      status: 'success',
      sortBy: 'amount',
      sortDir: 'asc',
      pageSize: 50,
    });
    expect(toHistoryQuery(filters, sort, 50, 'c2')).toMatchObject({ cursor: 'c2' });
  });

  it('tells a narrowed list from a changed period', () => {
    const initial = defaultHistoryFilters(NOW);
    expect(narrowsHistory(initial)).toBe(false);
    expect(differsFromDefault(initial, NOW)).toBe(false);
    expect(narrowsHistory({ ...initial, bankId: 46 })).toBe(true);
    expect(narrowsHistory({ ...initial, search: ' ' })).toBe(false);
    expect(differsFromDefault({ ...initial, dateFrom: undefined }, NOW)).toBe(true);
    expect(narrowsHistory({ ...initial, dateFrom: undefined })).toBe(false);
  });
});

describe('sorting by a header', () => {
  it('goes highest first, then lowest, then back to newest first', () => {
    const byAmount = nextSort(DEFAULT_HISTORY_SORT, 'amount');
    expect(byAmount).toEqual({ by: 'amount', dir: 'desc' });
    const ascending = nextSort(byAmount, 'amount');
    expect(ascending).toEqual({ by: 'amount', dir: 'asc' });
    expect(nextSort(ascending, 'amount')).toEqual(DEFAULT_HISTORY_SORT);
    expect(nextSort(DEFAULT_HISTORY_SORT, 'createdAt')).toEqual({ by: 'createdAt', dir: 'asc' });
  });
});
