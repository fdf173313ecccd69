import { describe, expect, it } from 'vitest';
import { VAT_CATEGORIES, type VatCategory } from '../src/enums.ts';
import { lineAmounts } from '../src/money/lines.ts';
import { priceWithVat, VAT_RATES, vatOf, vatRateOf } from '../src/money/vat.ts';

describe('VAT rates (spec §9, hundredths of a percent)', () => {
  it.each<[VatCategory, number]>([
    ['STANDARD', 2000],
    ['INTERMEDIATE', 1000],
    ['REDUCED_RATE', 550],
    ['OVERSEAS', 850],
    ['SPECIAL_RATE', 210],
    ['EXEMPT', 0],
    ['EXEMPT_EXPORT_OUTSIDE_EU', 0],
    ['NONE', 0],
    ['REVERSE_CHARGE', 0],
    ['REVERSE_CHARGE_INTRA_COMMUNITY_SUPPLY', 0],
    ['ZERO_CODE_L', 0],
    ['ZERO_CODE_M', 0],
    ['ZERO_CODE_Z', 0],
  ])('%s: %i', (category, rate) => {
    expect(vatRateOf(category)).toBe(rate);
  });

  it('has a rate for every VAT category and no other', () => {
    expect(Object.keys(VAT_RATES).sort()).toEqual([...VAT_CATEGORIES].sort());
  });
});

describe('priceWithVat: VAT rounded half-up away from zero, to the cent', () => {
  it.each([
    // amount, rate, VAT, with VAT
    [10_000, 2000, 2_000, 12_000],
    [0, 2000, 0, 0],
    [1, 2000, 0, 1], // 0.2 cent
    [3, 2000, 1, 4], // 0.6 cent
    [4, 1000, 0, 4], // 0.4 cent
    [5, 1000, 1, 6], // exactly 0.5 cent: up
    [25, 1000, 3, 28], // 2.5 cents: up (banker's rounding would give 2)
    [100, 550, 6, 106], // 5.5 cents
    [100, 850, 9, 109], // 8.5 cents
    [238, 210, 5, 243], // 4.998 cents
    [2_499, 2000, 500, 2_999], // 499.8 cents
    [1_999, 550, 110, 2_109], // 109.945 cents
    [12_345, 0, 0, 12_345],
    // Credit lines: the exact opposite of the line they cancel.
    [-5, 1000, -1, -6],
    [-4, 1000, 0, -4],
    [-25, 1000, -3, -28],
    [-100, 550, -6, -106],
    [-10_000, 2000, -2_000, -12_000],
  ])('%i cents at %i → VAT %i, %i with VAT', (amount, rate, vat, withVat) => {
    expect(vatOf(amount, rate)).toBe(vat);
    expect(priceWithVat(amount, rate)).toBe(withVat);
  });

  it('is exact for amounts where floating point is not (beyond 2^52 cents)', () => {
    // 7 000 000 000 000 005 × 10 % = 700 000 000 000 000.5 cents, exactly half a cent: rounds up.
    expect(vatOf(7_000_000_000_000_005, 1000)).toBe(700_000_000_000_001);
    expect(priceWithVat(7_000_000_000_000_005, 1000)).toBe(7_700_000_000_000_006);
    expect(priceWithVat(-7_000_000_000_000_005, 1000)).toBe(-7_700_000_000_000_006);
    expect(priceWithVat(4_503_599_627_370_495, 2000)).toBe(5_404_319_552_844_594);
    expect(priceWithVat(Number.MAX_SAFE_INTEGER, 0)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('lineAmounts: VAT on the line total, not per unit', () => {
  it.each([
    // unit, quantity, rate, discount, expected
    [5, 3, 550, 0, { withoutVat: 15, vat: 1, withVat: 16 }], // per unit: 0.275 → 0, so 0 in all
    [333, 3, 2000, 0, { withoutVat: 999, vat: 200, withVat: 1_199 }], // per unit: 67 × 3 = 201
    [10_000, 2, 2000, 500, { withoutVat: 19_500, vat: 3_900, withVat: 23_400 }],
    [10_000, 1, 2000, 10_000, { withoutVat: 0, vat: 0, withVat: 0 }],
    [12_345, 0, 2000, 0, { withoutVat: 0, vat: 0, withVat: 0 }],
    [-10_000, 1, 2000, 1_000, { withoutVat: -9_000, vat: -1_800, withVat: -10_800 }], // credit line
    [10_000, -1, 2000, 1_000, { withoutVat: -9_000, vat: -1_800, withVat: -10_800 }],
    [-5, 1, 1000, 0, { withoutVat: -5, vat: -1, withVat: -6 }],
  ])('%i × %i at %i less %i', (unit, quantity, rate, discount, expected) => {
    expect(lineAmounts(unit, quantity, rate, discount)).toEqual(expected);
  });

  it('has no discount by default', () => {
    expect(lineAmounts(1_000, 2, 2000)).toEqual({ withoutVat: 2_000, vat: 400, withVat: 2_400 });
  });

  it('computes a total above 2^53 / rate exactly', () => {
    expect(lineAmounts(1_000_000_000_000_001, 7, 1000)).toEqual({
      withoutVat: 7_000_000_000_000_007,
      vat: 700_000_000_000_001,
      withVat: 7_700_000_000_000_008,
    });
  });
});
