import { describe, expect, it } from 'vitest';
import { documentTotals } from '../src/billing/totals.ts';
import { VAT_CATEGORIES } from '../src/enums.ts';

describe('documentTotals: VAT once per rate, half-up to the cent', () => {
  it('rounds each rate’s VAT on the sum of its lines, not line by line', () => {
    // 3 × 0,05 € at 5,5 %: per line 0,00275 → 0 each; on the sum 0,15 → 0,00825 → 0,01.
    const totals = documentTotals([
      { amountWithoutVat: 5, vatCategory: 'REDUCED_RATE' },
      { amountWithoutVat: 5, vatCategory: 'REDUCED_RATE' },
      { amountWithoutVat: 5, vatCategory: 'REDUCED_RATE' },
    ]);
    expect(totals).toEqual({
      amountWithoutVat: 15,
      vatAmount: 1,
      amountWithVat: 16,
      vatBreakdown: [{ vatCategory: 'REDUCED_RATE', rate: 550, base: 15, vat: 1 }],
    });
  });

  it('rounds half-up at the exact half cent: 0,025 € of VAT → 0,03 €', () => {
    // 0,125 € at 20 % = 0,025 € — but amounts are cents: 25 cents at 10 % = 2,5 cents → 3.
    expect(documentTotals([{ amountWithoutVat: 25, vatCategory: 'INTERMEDIATE' }]).vatAmount).toBe(3);
    expect(documentTotals([{ amountWithoutVat: 24, vatCategory: 'INTERMEDIATE' }]).vatAmount).toBe(2);
  });

  it('covers every VAT category of §9 with its rate', () => {
    const rates = Object.fromEntries(
      VAT_CATEGORIES.map((vatCategory) => {
        const [entry] = documentTotals([{ amountWithoutVat: 10_000, vatCategory }]).vatBreakdown;
        return [vatCategory, [entry?.rate, entry?.vat]];
      }),
    );
    expect(rates).toEqual({
      STANDARD: [2000, 2000],
      INTERMEDIATE: [1000, 1000],
      REDUCED_RATE: [550, 550],
      OVERSEAS: [850, 850],
      SPECIAL_RATE: [210, 210],
      EXEMPT: [0, 0],
      EXEMPT_EXPORT_OUTSIDE_EU: [0, 0],
      NONE: [0, 0],
      REVERSE_CHARGE: [0, 0],
      REVERSE_CHARGE_INTRA_COMMUNITY_SUPPLY: [0, 0],
      ZERO_CODE_L: [0, 0],
      ZERO_CODE_M: [0, 0],
      ZERO_CODE_Z: [0, 0],
    });
  });

  it('stays exact at the largest amounts (no float)', () => {
    const big = 2_147_483_647;
    const totals = documentTotals([{ amountWithoutVat: big, vatCategory: 'SPECIAL_RATE' }]);
    // 2 147 483 647 × 210 / 10 000 = 45 097 156,587 → 45 097 157.
    expect(totals.vatAmount).toBe(45_097_157);
  });
});
