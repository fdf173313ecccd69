// Money is integer cents (architecture.md): a plain number, always a safe integer, never a float of euros.
// Zod-free: the screens format amounts with it before their first rows (cents.ts adds the zod field).

/** An amount in cents (1 € = 100). */
export type Cents = number;

/** The largest amount a PostgreSQL `integer` column holds: 21 474 836,47 €. */
export const MAX_STORED_CENTS = 2_147_483_647;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The value as cents, or a RangeError naming `what` when it is not an integer within ±Number.MAX_SAFE_INTEGER. */
export function safeCents(value: number | bigint, what = 'The amount'): Cents {
  const ok =
    typeof value === 'bigint' ? value <= MAX_SAFE && value >= -MAX_SAFE : Number.isSafeInteger(value);
  if (!ok) throw new RangeError(`${what} is not an integer number of cents within ±Number.MAX_SAFE_INTEGER`);
  return Number(value);
}
