import { describe, expect, it } from 'vitest';
import { allocateToLines, totalOpen } from './allocation.js';

const lines = [
  { id: '11', open: 2_699_398n },
  { id: '12', open: 0n },
  { id: '13', open: 3_572_696n },
];

describe('setting a payment against plan lines', () => {
  it('fills the lines in order, each up to what it leaves open', () => {
    // 26.993,98 + 10.000,00 of 35.726,96
    expect(allocateToLines(3_699_398n, lines)).toEqual([
      { id: '11', amount: 2_699_398n },
      { id: '13', amount: 1_000_000n },
    ]);
  });

  it('takes exactly what is open, and refuses a kuruş more', () => {
    expect(totalOpen(lines)).toBe(6_272_094n);
    expect(allocateToLines(6_272_094n, lines)).toEqual([
      { id: '11', amount: 2_699_398n },
      { id: '13', amount: 3_572_696n },
    ]);
    expect(allocateToLines(6_272_095n, lines)).toBeNull();
  });

  it('refuses nothing to pay and lines with nothing open', () => {
    expect(allocateToLines(0n, lines)).toBeNull();
    expect(allocateToLines(1n, [{ id: '12', open: 0n }])).toBeNull();
    expect(allocateToLines(1n, [{ id: '14', open: -5n }])).toBeNull();
  });

  it('a part of the first line leaves the others untouched', () => {
    expect(allocateToLines(1n, lines)).toEqual([{ id: '11', amount: 1n }]);
  });
});
