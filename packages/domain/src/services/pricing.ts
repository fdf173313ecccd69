// Subscription prices (spec §3.8), in integer cents without VAT; VAT and line amounts are money/'s.
import { safeCents as safe } from '../money/cents.ts';
import { type NgoAmPackage, VP_MAINT_PACKAGE_PRICES_CENTS } from './catalogue.ts';
import type { MedicinePackagePrices } from './medicine-package-prices.ts';
import type { SubscriptionParameters } from './subscription-parameters.ts';

/** The medicine package's yearly price for an NGO-AM package, from the catalogue's prices (none for NGO_AM). */
export const medicinePackagePriceCents = (
  ngoAmPackage: NgoAmPackage,
  prices: MedicinePackagePrices,
): number => (ngoAmPackage === 'NGO_AM' ? 0 : safe(prices[ngoAmPackage], 'The medicine package price'));

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
 * - NGO-AM: the option's price + the medicine package of NGO_AM_A/B/C, at `medicinePackagePrices` (the
 *   catalogue's prices when the price is computed: the caller reads them, this stays pure).
 * A result beyond Number.MAX_SAFE_INTEGER is a RangeError.
 */
export function subscriptionAnnualPriceCents(
  optionPriceCents: number,
  parameters: SubscriptionParameters,
  medicinePackagePrices: MedicinePackagePrices,
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
      return plus(option, medicinePackagePriceCents(parameters.ngoAmPackage, medicinePackagePrices), what);
  }
}
