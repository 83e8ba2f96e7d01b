import { describe, expect, it } from 'vitest';
import { isAmountFilterValid } from '../../lib/list-filters.js';
import {
  currentCursor,
  DEFAULT_SORT,
  FIRST_PAGE,
  hasActiveFilters,
  nextPage,
  nextSort,
  pageNumber,
  previousPage,
  rowRange,
  toExportQuery,
  toFilterQuery,
  toListQuery,
} from './list-query.js';

describe('filters → query', () => {
  it('leaves out what is empty and sends amounts in the API form', () => {
    expect(
      toFilterQuery({
        createdFrom: '2026-11-01',
        createdTo: '2026-11-30',
        status: 'waiting',
        firmId: 'f',
        amountMin: '1.000',
        amountMax: '2.500,5',
        search: '  fatura 12 ',
      }),
    ).toEqual({
      createdFrom: '2026-11-01',
      createdTo: '2026-11-30',
      status: 'waiting',
      firmId: 'f',
      amountMin: '1000.00',
      amountMax: '2500.50',
      search: 'fatura 12',
    });
    expect(toFilterQuery({ search: '   ', amountMin: '', status: undefined })).toEqual({});
  });

  it('drops an amount it cannot read (the field shows why) and caps the search at 100 characters', () => {
    expect(toFilterQuery({ amountMin: '12,3,4', search: 'x'.repeat(150) })).toEqual({
      search: 'x'.repeat(100),
    });
    expect(isAmountFilterValid('12,3,4')).toBe(false);
    expect(isAmountFilterValid('1.250,00')).toBe(true);
    expect(isAmountFilterValid('')).toBe(true);
  });

  it('adds the sort for the export, and the page size and cursor for a page', () => {
    expect(toExportQuery({ status: 'paid' }, { by: 'amount', dir: 'asc' })).toEqual({
      status: 'paid',
      sortBy: 'amount',
      sortDir: 'asc',
    });
    expect(toListQuery({}, DEFAULT_SORT, 50, undefined)).toEqual({
      sortBy: 'createdAt',
      sortDir: 'desc',
      pageSize: 50,
    });
    expect(toListQuery({}, DEFAULT_SORT, 20, 'abc')).toMatchObject({ pageSize: 20, cursor: 'abc' });
  });

  it('knows whether anything is typed or chosen', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ search: ' ' })).toBe(false);
    expect(hasActiveFilters({ amountMin: 'abc' })).toBe(true);
    expect(hasActiveFilters({ status: 'expired' })).toBe(true);
  });
});

describe('header clicks', () => {
  it('sorts highest first, then lowest, then back to newest first', () => {
    const byAmount = nextSort(DEFAULT_SORT, 'amount');
    expect(byAmount).toEqual({ by: 'amount', dir: 'desc' });
    expect(nextSort(byAmount, 'amount')).toEqual({ by: 'amount', dir: 'asc' });
    expect(nextSort({ by: 'amount', dir: 'asc' }, 'amount')).toEqual(DEFAULT_SORT);
  });
});

describe('keyset paging', () => {
  it('walks forward with the cursors the server answers and back by popping them', () => {
    let stack = FIRST_PAGE;
    expect(currentCursor(stack)).toBeUndefined();
    expect(pageNumber(stack)).toBe(1);
    stack = nextPage(stack, 'c2');
    stack = nextPage(stack, 'c3');
    expect(currentCursor(stack)).toBe('c3');
    expect(pageNumber(stack)).toBe(3);
    stack = previousPage(stack);
    expect(currentCursor(stack)).toBe('c2');
    expect(previousPage(previousPage(stack))).toEqual([]);
  });

  it('stays on the last page when there is no next cursor', () => {
    expect(nextPage(['c2'], null)).toEqual(['c2']);
  });

  it('numbers the rows on screen', () => {
    expect(rowRange(FIRST_PAGE, 20, 20)).toEqual([1, 20]);
    expect(rowRange(['a', 'b'], 20, 7)).toEqual([41, 47]);
    expect(rowRange(FIRST_PAGE, 20, 0)).toEqual([0, 0]);
  });
});
