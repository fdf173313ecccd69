// A priced line: quantity × unit price, less a discount, with its VAT computed once on the line total.
import { type Cents, safeCents } from './safe-cents.ts';
import { vatOf } from './vat.ts';

/** The message the spec gives when a discount is larger than what it discounts (§5). */
export const DISCOUNT_TOO_LARGE = 'Dépassement du montant total';

export interface LineAmounts {
  withoutVat: Cents;
  vat: Cents;
  withVat: Cents;
}

/**
 * A line's amounts. VAT is computed once on the line total, never per unit (3 × 0.05 € at 5.5 % is
 * 0.01 € of VAT, not 0). Quantities are integers; a credit line has a negative unit price or quantity.
 * The discount is a non-negative amount taken off the line total's size: 100 − 10 = 90, −100 → −90.
 * A discount above the total is refused with DISCOUNT_TOO_LARGE.
 */
export function lineAmounts(
  unitPrice: Cents,
  quantity: number,
  rate: number,
  discount: Cents = 0,
): LineAmounts {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity ${quantity} is not an integer`);
  const total = safeCents(
    BigInt(safeCents(unitPrice, 'The unit price')) * BigInt(quantity),
    'The line total',
  );
  safeCents(discount, 'The discount');
  if (discount < 0 || discount > Math.abs(total)) throw new RangeError(DISCOUNT_TOO_LARGE);
  const withoutVat = total < 0 ? total + discount : total - discount;
  const vat = vatOf(withoutVat, rate);
  return { withoutVat, vat, withVat: safeCents(withoutVat + vat, 'The amount with VAT') };
}
