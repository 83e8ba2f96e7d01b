import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.js';

describe('formatPhone', () => {
  it.each([
    ['02125550101', '0212 555 01 01'],
    ['2125550101', '0212 555 01 01'],
    ['+90 212 555 01 01', '0212 555 01 01'],
    ['(0232) 444-02-02', '0232 444 02 02'],
    ['444 0 123', '444 0 123'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
