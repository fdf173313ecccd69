import { describe, expect, it } from 'vitest';
import { documentTotals } from '../src/billing/totals.ts';

describe('documentTotals: VAT once per rate, half-up to the cent', () => {
  it('takes a discount line off its rate’s base and refuses a base below zero', () => {
    const totals = documentTotals([
      { amountWithoutVat: 10_000, vatCategory: 'STANDARD' },
      { amountWithoutVat: -2_500, vatCategory: 'STANDARD' },
      { amountWithoutVat: 3_000, vatCategory: 'OVERSEAS' },
    ]);
    expect(totals.vatBreakdown).toEqual([
      { vatCategory: 'STANDARD', rate: 2000, base: 7_500, vat: 1_500 },
      { vatCategory: 'OVERSEAS', rate: 850, base: 3_000, vat: 255 },
    ]);
    expect(totals.amountWithVat).toBe(12_255);
    expect(() =>
      documentTotals([
        { amountWithoutVat: 100, vatCategory: 'STANDARD' },
        { amountWithoutVat: -101, vatCategory: 'STANDARD' },
        { amountWithoutVat: 1_000, vatCategory: 'INTERMEDIATE' },
      ]),
    ).toThrow('Dépassement du montant total');
  });
});
