import { describe, expect, it } from 'vitest';
import { cardBrandOf } from './card-brand.js';

describe('cardBrandOf', () => {
  it.each([
    ['4048095010857528', 'visa'],
    ['5188961939192544', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2721000000000004', null],
    ['374245455400126', 'amex'],
    ['9792030394440796', 'troy'],
    ['6500000000000002', 'troy'],
    ['3528000000000007', null],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });
});
