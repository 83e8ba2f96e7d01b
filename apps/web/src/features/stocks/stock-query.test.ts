import { describe, expect, it } from 'vitest';
import { narrowsStocks, toStockFilter, toStockQuery } from './stock-query.js';

describe('stock query', () => {
  it('leaves blanks out and sends the switch only when on', () => {
    expect(toStockFilter({ search: '  ', group: '', inStockOnly: false })).toEqual({});
    expect(toStockFilter({ search: ' kablo ', brand: 'Viko', warehouse: 'MRK', inStockOnly: true })).toEqual({
      search: 'kablo',
      brand: 'Viko',
      warehouse: 'MRK',
      inStockOnly: 'true',
    });
    expect(toStockQuery({ group: 'Kablolar' }, 20, 'abc')).toEqual({
      group: 'Kablolar',
      pageSize: '20',
      cursor: 'abc',
    });
    expect(narrowsStocks({ search: ' ' })).toBe(false);
    expect(narrowsStocks({ inStockOnly: true })).toBe(true);
  });
});
