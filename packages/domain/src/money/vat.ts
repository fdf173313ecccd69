// VAT (spec §9): a rate is in hundredths of a percent, as the spec writes them (2000 = 20 %).
import type { VatCategory } from '../enums.ts';
import { scaleCents } from './rounding.ts';
import { type Cents, safeCents } from './safe-cents.ts';

/** 100 % in hundredths of a percent: the denominator of every rate (VAT, percentage discounts). */
export const WHOLE_RATE = 10_000;

/** Rates of the spec §9 table; the exempt, zero-rated, export and reverse-charge categories charge no VAT. */
export const VAT_RATES: Readonly<Record<VatCategory, number>> = {
  STANDARD: 2000,
  INTERMEDIATE: 1000,
  REDUCED_RATE: 550,
  OVERSEAS: 850,
  SPECIAL_RATE: 210,
  EXEMPT: 0,
  EXEMPT_EXPORT_OUTSIDE_EU: 0,
  NONE: 0,
  REVERSE_CHARGE: 0,
  REVERSE_CHARGE_INTRA_COMMUNITY_SUPPLY: 0,
  ZERO_CODE_L: 0,
  ZERO_CODE_M: 0,
  ZERO_CODE_Z: 0,
};

export const vatRateOf = (category: VatCategory): number => VAT_RATES[category];

/**
 * The VAT on an amount, rounded half-up away from zero to the cent: 0.5 cent rounds to 1 cent and
 * −0.5 cent to −1 cent, so a credit line is the exact opposite of the line it cancels. Exact for any
 * safe-integer amount (computed in BigInt).
 */
export function vatOf(amountWithoutVat: Cents, rate: number): Cents {
  if (!Number.isInteger(rate) || rate < 0 || rate > WHOLE_RATE)
    throw new RangeError(`VAT rate ${rate} is not an integer between 0 and 10000 (hundredths of a percent)`);
  return scaleCents(amountWithoutVat, rate, WHOLE_RATE, 'The VAT');
}

/** The amount with VAT: the amount plus its VAT rounded half-up away from zero (see vatOf). */
export const priceWithVat = (amountWithoutVat: Cents, rate: number): Cents =>
  safeCents(amountWithoutVat + vatOf(amountWithoutVat, rate), 'The amount with VAT');
