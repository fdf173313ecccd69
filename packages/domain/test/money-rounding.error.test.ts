import { describe, expect, it } from 'vitest';
import { roundHalfUp, shareCents } from '../src/money/rounding.ts';

describe('roundHalfUp: a ratio to the nearest integer, half away from zero', () => {
  it('refuses a denominator that is not positive', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => roundHalfUp(1n, -2n)).toThrow(RangeError);
  });
});

describe('shareCents: an amount in parts that add up to it exactly', () => {
  it('refuses a part that does not exist', () => {
    expect(() => shareCents(100, 12, 12)).toThrow(RangeError);
    expect(() => shareCents(100, 0, 0)).toThrow(RangeError);
    expect(() => shareCents(100.5, 0, 12)).toThrow(RangeError);
  });
});
