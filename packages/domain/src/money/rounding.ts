// The one rounding of money: a ratio of integers to the nearest integer, half away from zero, in BigInt.
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
  const product = BigInt(safeCents(cents, what)) * BigInt(safeCents(numerator, 'The numerator'));
  return safeCents(roundHalfUp(product, BigInt(safeCents(denominator, 'The denominator'))), what);
}
