// A document's totals: one function (issue 23 §6). VAT is computed once per rate on the sum of the
// lines' amounts at that rate, rounded half-up to the cent (EN 16931 BR-CO-17), never line by line.
import type { VatCategory } from '../enums.ts';
import { DISCOUNT_TOO_LARGE } from '../money/lines.ts';
import { type Cents, safeCents } from '../money/safe-cents.ts';
import { VAT_RATES, vatOf } from '../money/vat.ts';

export interface TotalsLine {
  /** The line's amount before VAT, in cents: negative for a discount line. */
  amountWithoutVat: Cents;
  vatCategory: VatCategory;
}

export interface VatBreakdown {
  vatCategory: VatCategory;
  /** Hundredths of a percent (2000 = 20 %). */
  rate: number;
  base: Cents;
  vat: Cents;
}

export interface DocumentTotals {
  amountWithoutVat: Cents;
  vatAmount: Cents;
  amountWithVat: Cents;
  /** One entry per VAT category present, in the order of their first line. */
  vatBreakdown: VatBreakdown[];
}

/**
 * The totals of a document's lines. A category's base is the sum of its lines (discounts included); its
 * VAT that base × rate, rounded half-up away from zero. A base below zero — discounts larger than what
 * they discount — is refused with "Dépassement du montant total" (spec §5).
 */
export function documentTotals(lines: readonly TotalsLine[]): DocumentTotals {
  // The categories in the order of their first line, and their bases: a few of them, so arrays (a
  // journal export totals every document it writes).
  const categories: VatCategory[] = [];
  const bases: Cents[] = [];
  for (const line of lines) {
    const index = categories.indexOf(line.vatCategory);
    if (index === -1) {
      categories.push(line.vatCategory);
      bases.push(safeCents(line.amountWithoutVat));
    } else bases[index] = safeCents((bases[index] as Cents) + line.amountWithoutVat);
  }
  const vatBreakdown: VatBreakdown[] = [];
  for (let index = 0; index < categories.length; index++) {
    const vatCategory = categories[index] as VatCategory;
    const base = bases[index] as Cents;
    if (base < 0) throw new RangeError(DISCOUNT_TOO_LARGE);
    const rate = VAT_RATES[vatCategory];
    vatBreakdown.push({ vatCategory, rate, base, vat: vatOf(base, rate) });
  }
  const amountWithoutVat = safeCents(vatBreakdown.reduce((sum, entry) => sum + entry.base, 0));
  const vatAmount = safeCents(vatBreakdown.reduce((sum, entry) => sum + entry.vat, 0));
  return {
    amountWithoutVat,
    vatAmount,
    amountWithVat: safeCents(amountWithoutVat + vatAmount),
    vatBreakdown,
  };
}
