import { describe, expect, it } from 'vitest';
import { DISCOUNT_TOO_LARGE, lineAmounts } from '../src/money/lines.ts';
import { priceWithVat } from '../src/money/vat.ts';

describe('priceWithVat: VAT rounded half-up away from zero, to the cent', () => {
  it.each([
    ['a result beyond MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER, 2000],
    ['an amount beyond MAX_SAFE_INTEGER', 2 ** 53, 0],
    ['a fraction of a cent', 10.5, 2000],
    ['NaN', Number.NaN, 2000],
    ['a negative rate', 100, -1],
    ['a rate above 100 %', 100, 10_001],
    ['a rate as a percentage with decimals', 100, 5.5],
  ])('refuses %s with a RangeError', (_, amount, rate) => {
    expect(() => priceWithVat(amount, rate)).toThrow(RangeError);
  });
});

describe('lineAmounts: VAT on the line total, not per unit', () => {
  it('refuses a discount above the line total with "Dépassement du montant total"', () => {
    expect(() => lineAmounts(1_000, 2, 2000, 2_001)).toThrow(DISCOUNT_TOO_LARGE);
    expect(() => lineAmounts(-1_000, 1, 2000, 1_001)).toThrow(DISCOUNT_TOO_LARGE);
    expect(() => lineAmounts(1_000, 1, 2000, -1)).toThrow(RangeError);
  });

  it.each([
    ['a fractional quantity', 100, 1.5],
    ['a fractional unit price', 100.5, 1],
    ['a total beyond MAX_SAFE_INTEGER', 2 ** 52, 3],
  ])('refuses %s with a RangeError', (_, unit, quantity) => {
    expect(() => lineAmounts(unit, quantity, 2000)).toThrow(RangeError);
  });
});
