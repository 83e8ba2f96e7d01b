import { describe, expect, it } from 'vitest';
import { EMPTY_COLLECTION_FILTERS, filterQuery, narrows } from './ops-query.js';

describe('the collections filter bar', () => {
  it('sends nothing while nothing is chosen', () => {
    expect(filterQuery(EMPTY_COLLECTION_FILTERS)).toEqual({});
    expect(narrows(EMPTY_COLLECTION_FILTERS)).toBe(false);
  });

  it('asks for the late charges only with late=true, alongside the other choices', () => {
    const late = { ...EMPTY_COLLECTION_FILTERS, late: 'true' as const, status: 'success' as const };
    expect(filterQuery(late)).toEqual({ late: 'true', status: 'success' });
    expect(narrows({ ...EMPTY_COLLECTION_FILTERS, late: 'true' as const })).toBe(true);
  });

  it('sends amounts in the API form and the search trimmed', () => {
    const typed = { ...EMPTY_COLLECTION_FILTERS, amountMin: '1.250,50', search: '  OPS-1 ' };
    expect(filterQuery(typed)).toEqual({ amountMin: '1250.50', search: 'OPS-1' });
  });
});
