import { describe, expect, it } from 'vitest';
import { centsField, MAX_STORED_CENTS, safeCents } from '../src/money/cents.ts';
import { roundHalfUp, scaleCents, shareCents } from '../src/money/rounding.ts';

describe('roundHalfUp: a ratio to the nearest integer, half away from zero', () => {
  it.each([
    // numerator, denominator, rounded
    [0n, 7n, 0n],
    [4n, 10n, 0n],
    [5n, 10n, 1n], // exactly half: up
    [6n, 10n, 1n],
    [25n, 10n, 3n], // 2.5 → 3 (banker's rounding would give 2)
    [35n, 10n, 4n],
    [14n, 4n, 4n], // 3.5
    [-4n, 10n, 0n],
    [-5n, 10n, -1n], // exactly half of a credit: away from zero, the opposite of 5/10
    [-6n, 10n, -1n],
    [-25n, 10n, -3n],
    [-14n, 4n, -4n],
    [10n, 1n, 10n],
    [-10n, 1n, -10n],
  ])('%i / %i → %i', (numerator, denominator, rounded) => {
    expect(roundHalfUp(numerator, denominator)).toBe(rounded);
  });

  it('is the exact opposite for the opposite numerator', () => {
    for (let n = -1_000n; n <= 1_000n; n += 1n)
      for (const d of [1n, 2n, 3n, 7n, 10n, 365n, 10_000n])
        expect(roundHalfUp(-n, d)).toBe(-roundHalfUp(n, d));
  });

  it('is exact far beyond 2^53', () => {
    // (2^64 + 1) / 2 = 2^63 + 0.5 → 2^63 + 1; floating point would lose the half.
    expect(roundHalfUp(2n ** 64n + 1n, 2n)).toBe(2n ** 63n + 1n);
    expect(roundHalfUp(-(2n ** 64n) - 1n, 2n)).toBe(-(2n ** 63n) - 1n);
    expect(roundHalfUp(10n ** 30n * 3n + 1n, 3n)).toBe(10n ** 30n);
  });
});

describe('scaleCents: cents × numerator / denominator, rounded half-up to the cent', () => {
  it.each([
    // cents, numerator, denominator, result
    [36_500, 31, 365, 3_100], // a 31-day share of a year
    [10_000, 1, 3, 3_333],
    [20_000, 1, 3, 6_667],
    [10_005, 1_000, 10_000, 1_001], // 10 % of 100,05 € = 10,005 €: up
    [-10_005, 1_000, 10_000, -1_001], // and its credit: away from zero
    [9_999, 1_250, 10_000, 1_250],
    [12_345, 0, 10_000, 0],
  ])('%i × %i / %i → %i', (cents, numerator, denominator, result) => {
    expect(scaleCents(cents, numerator, denominator)).toBe(result);
  });

  it('multiplies in BigInt: right where the product of two stored amounts passes 2^53', () => {
    // 1 761 139 369 × 1 341 630 323 ≈ 2.4 × 10^18: the float product rounded it to …294.
    expect(scaleCents(1_761_139_369, 1_341_630_323, 2_006_623_691)).toBe(1_177_499_295);
    expect(scaleCents(2_032_278_581, 1_016_139_608, 2_032_279_216)).toBe(1_016_139_291);
    expect(scaleCents(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives what the BigInt rounding gives, on both sides of the plain-number path', () => {
    const byBigInt = (cents: number, numerator: number, denominator: number) =>
      Number(roundHalfUp(BigInt(cents) * BigInt(numerator), BigInt(denominator)));
    let seed = 42;
    const next = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % limit;
    };
    for (let i = 0; i < 20_000; i++) {
      const cents = next(2_147_483_647) - 1_073_741_823;
      const numerator = next(10_001);
      const denominator = 1 + next(i % 2 ? 10_000 : 400);
      expect(scaleCents(cents, numerator, denominator)).toBe(byBigInt(cents, numerator, denominator));
    }
    // Around 2^53 / 2, where the plain path gives way to BigInt.
    const edge = Math.floor(Number.MAX_SAFE_INTEGER / 2);
    for (const cents of [edge - 10_001, edge - 10_000, edge - 9_999, edge - 1, -(edge - 10_000)])
      expect(scaleCents(cents, 1, 10_000)).toBe(byBigInt(cents, 1, 10_000));
    expect(scaleCents(4_503_599_627_370, 1_000, 2)).toBe(byBigInt(4_503_599_627_370, 1_000, 2));
    expect(Object.is(scaleCents(-4, 1_000, 10_000), 0)).toBe(true); // never −0
  });

  it.each([
    ['a result beyond MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER, 2, 1],
    ['a fraction of a cent', 10.5, 1, 1],
    ['a fractional numerator', 100, 1.5, 1],
    ['NaN', Number.NaN, 1, 1],
    ['a zero denominator', 100, 1, 0],
  ])('refuses %s with a RangeError', (_, cents, numerator, denominator) => {
    expect(() => scaleCents(cents, numerator, denominator)).toThrow(RangeError);
  });
});

describe('shareCents: an amount in parts that add up to it exactly', () => {
  it('gives each month the difference of the running twelfths, a cent apart at most', () => {
    const months = Array.from({ length: 12 }, (_, i) => shareCents(100, i, 12));
    expect(months).toEqual([8, 8, 9, 8, 8, 9, 8, 8, 9, 8, 8, 9]);
    expect(months.reduce((a, b) => a + b, 0)).toBe(100);
    const credit = Array.from({ length: 12 }, (_, i) => shareCents(-100, i, 12));
    expect(credit.reduce((a, b) => a + b, 0)).toBe(-100);
    expect(Math.max(...credit) - Math.min(...credit)).toBe(1);
  });
});

describe('cents', () => {
  it('takes safe integers, as numbers or BigInt, and names what is wrong otherwise', () => {
    expect(safeCents(-12)).toBe(-12);
    expect(safeCents(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => safeCents(2 ** 53)).toThrow(RangeError);
    expect(() => safeCents(-(2n ** 53n), 'The VAT')).toThrow('The VAT is not an integer number of cents');
    expect(() => safeCents(0.1)).toThrow(RangeError);
  });

  it('centsField: whole, non-negative cents that fit an integer column', () => {
    expect(centsField.parse(0)).toBe(0);
    expect(centsField.parse(MAX_STORED_CENTS)).toBe(MAX_STORED_CENTS);
    const message = (value: unknown) => centsField.safeParse(value).error?.issues[0]?.message;
    expect(message(undefined)).toBe('required');
    expect(message('12')).toBe('invalidInteger');
    expect(message(12.5)).toBe('invalidInteger');
    expect(message(-1)).toBe('tooSmall');
    expect(message(MAX_STORED_CENTS + 1)).toBe('tooBig');
  });
});
