// The one rounding of money: a ratio of integers to the nearest integer, half away from zero, in BigInt;
// and the one split of an amount into parts that sum to it exactly.
import { type Cents, safeCents } from './safe-cents.ts';

/**
 * numerator / denominator rounded half-up away from zero: 0.5 → 1, −0.5 → −1, so a credit is the exact
 * opposite of what it cancels. Exact at any size; the denominator must be positive.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError(`The denominator ${denominator} is not positive`);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/**
 * cents × numerator / denominator, rounded half-up away from zero to the cent (a share of days, a rate,
 * a new price's proportion). The product is BigInt, so it is exact beyond 2^53; the result must be a
 * safe integer (else a RangeError).
 */
export function scaleCents(cents: Cents, numerator: number, denominator: number, what = 'The amount'): Cents {
  safeCents(cents, what);
  safeCents(numerator, 'The numerator');
  safeCents(denominator, 'The denominator');
  // The same rounding in plain numbers while every intermediate is a safe integer (a VAT, a discount:
  // an export computes hundreds of thousands): integers below 2^53 are exact in a double, and the
  // remainder makes the division exact. Beyond, BigInt.
  const magnitude = Math.abs(cents * numerator);
  if (denominator > 0 && magnitude * 2 + denominator * 2 <= Number.MAX_SAFE_INTEGER) {
    const twice = magnitude * 2 + denominator;
    const rounded = (twice - (twice % (denominator * 2))) / (denominator * 2);
    return cents * numerator < 0 && rounded !== 0 ? -rounded : rounded;
  }
  const product = BigInt(cents) * BigInt(numerator);
  return safeCents(roundHalfUp(product, BigInt(denominator)), what);
}

/** a / b rounded down (towards −∞), b positive. */
const floorDiv = (a: bigint, b: bigint) => (a < 0n && a % b !== 0n ? a / b - 1n : a / b);

/**
 * The `index`-th (from 0) of `parts` shares of an amount that must add up to it exactly (a year's price
 * by month): each share is the difference of the running totals rounded down, so the shares differ by a
 * cent at most and all of them sum to the amount.
 */
export function shareCents(total: Cents, index: number, parts: number): Cents {
  if (
    !Number.isSafeInteger(parts) ||
    parts <= 0 ||
    !Number.isSafeInteger(index) ||
    index < 0 ||
    index >= parts
  )
    throw new RangeError(`No share ${index} of ${parts}`);
  const upTo = (i: number) => floorDiv(BigInt(safeCents(total)) * BigInt(i), BigInt(parts));
  return safeCents(upTo(index + 1) - upTo(index));
}
