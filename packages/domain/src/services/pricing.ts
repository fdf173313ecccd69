// Prices and VAT (spec §9). Money is integer cents; a VAT rate is in hundredths of a percent (2000 = 20 %).
import type { VatCategory } from '../enums.ts';
import { DISCOUNT_TOO_LARGE } from '../service-periods.ts';
import {
  NGO_AM_MEDICINE_PACKAGE_PRICES_CENTS,
  type NgoAmPackage,
  VP_MAINT_PACKAGE_PRICES_CENTS,
} from './catalogue.ts';
import type { SubscriptionParameters } from './subscription-parameters.ts';

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

const RATE_SCALE = 10_000n;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The value as a number, or a RangeError when it is not an integer within ±Number.MAX_SAFE_INTEGER. */
function safe(value: number | bigint, what: string): number {
  const ok =
    typeof value === 'bigint' ? value <= MAX_SAFE && value >= -MAX_SAFE : Number.isSafeInteger(value);
  if (!ok) throw new RangeError(`${what} is not an integer number of cents within ±Number.MAX_SAFE_INTEGER`);
  return Number(value);
}

function checkRate(rate: number): void {
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000)
    throw new RangeError(`VAT rate ${rate} is not an integer between 0 and 10000 (hundredths of a percent)`);
}

/**
 * The VAT on an amount, rounded half-up away from zero to the cent: 0.5 cent rounds to 1 cent and
 * −0.5 cent to −1 cent, so a credit line is the exact opposite of the line it cancels. Exact for any
 * safe-integer amount (computed in BigInt).
 */
export function vatOf(amountWithoutVatCents: number, rate: number): number {
  checkRate(rate);
  const amount = BigInt(safe(amountWithoutVatCents, 'The amount'));
  const product = amount * BigInt(rate);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude * 2n + RATE_SCALE) / (2n * RATE_SCALE);
  return safe(product < 0n ? -rounded : rounded, 'The VAT');
}

/** The amount with VAT: the amount plus its VAT rounded half-up away from zero (see vatOf). */
export const priceWithVat = (amountWithoutVatCents: number, rate: number): number =>
  safe(amountWithoutVatCents + vatOf(amountWithoutVatCents, rate), 'The amount with VAT');

export interface LineAmounts {
  withoutVat: number;
  vat: number;
  withVat: number;
}

/**
 * A line's amounts. VAT is computed once on the line total, never per unit (3 × 0.05 € at 5.5 % is
 * 0.01 € of VAT, not 0). Quantities are integers; a credit line has a negative unit price or quantity.
 * The discount is a non-negative amount taken off the line total's size: 100 − 10 = 90, −100 → −90.
 * A discount above the total is refused with "Dépassement du montant total" (spec §5).
 */
export function lineAmounts(
  unitPriceCents: number,
  quantity: number,
  rate: number,
  discountCents = 0,
): LineAmounts {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity ${quantity} is not an integer`);
  const total = safe(BigInt(safe(unitPriceCents, 'The unit price')) * BigInt(quantity), 'The line total');
  safe(discountCents, 'The discount');
  if (discountCents < 0 || discountCents > Math.abs(total)) throw new RangeError(DISCOUNT_TOO_LARGE);
  const withoutVat = total < 0 ? total + discountCents : total - discountCents;
  const vat = vatOf(withoutVat, rate);
  return { withoutVat, vat, withVat: safe(withoutVat + vat, 'The amount with VAT') };
}

/** The medicine package's yearly price for an NGO-AM package (none for NGO_AM). */
export const medicinePackagePriceCents = (ngoAmPackage: NgoAmPackage): number =>
  ngoAmPackage === 'NGO_AM' ? 0 : NGO_AM_MEDICINE_PACKAGE_PRICES_CENTS[ngoAmPackage];

const times = (a: number, b: number, what: string) => safe(BigInt(a) * BigInt(b), what);
const plus = (a: number, b: number, what: string) => safe(BigInt(a) + BigInt(b), what);

/**
 * The yearly price of a subscription, in cents without VAT, from its option's yearly price and its
 * parameters (decisions.md, "Services"):
 * - CE-ABO, CE-GRP-ABO: the option's price + collaboratorCount × collaboratorPrice;
 * - 10PTZ-DPE, NGO-DPE: the option's price × quantity;
 * - VP-DPE, VP-LIB, VP-MAINT-DPE: (amount when above 0, else the option's price) × quantity;
 * - VP-MAINT: the package's price (the option's price and amount are not used);
 * - MVS-ABO: the option's price;
 * - NGO-AM: the option's price + the medicine package of NGO_AM_A/B/C.
 * A result beyond Number.MAX_SAFE_INTEGER is a RangeError.
 */
export function subscriptionAnnualPriceCents(
  optionPriceCents: number,
  parameters: SubscriptionParameters,
): number {
  const option = safe(optionPriceCents, 'The option price');
  if (option < 0) throw new RangeError('The option price is negative');
  const what = `The yearly price of ${parameters.serviceCode}`;
  switch (parameters.serviceCode) {
    case 'CE-ABO':
    case 'CE-GRP-ABO':
      return plus(option, times(parameters.collaboratorCount, parameters.collaboratorPrice, what), what);
    case '10PTZ-DPE':
    case 'NGO-DPE':
      return times(option, parameters.quantity, what);
    case 'VP-DPE':
    case 'VP-LIB':
    case 'VP-MAINT-DPE':
      return times(parameters.amount > 0 ? parameters.amount : option, parameters.quantity, what);
    case 'VP-MAINT':
      return VP_MAINT_PACKAGE_PRICES_CENTS[parameters.vpMaintPackage];
    case 'MVS-ABO':
      return option;
    case 'NGO-AM':
      return plus(option, medicinePackagePriceCents(parameters.ngoAmPackage), what);
  }
}
