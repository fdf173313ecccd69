// NbOfTxs and CtrlSum: counted and summed in integer cents, then written by `sepaAmount`, so a file's
// control sum is exactly the sum of its amounts whatever their number.
import type { Cents } from '../../money/safe-cents.ts';
import { safeCents } from '../../money/safe-cents.ts';

export interface SepaTotals {
  count: number;
  sum: Cents;
}

export function totalsOf(transactions: readonly { amount: Cents }[]): SepaTotals {
  let sum = 0;
  for (const { amount } of transactions) sum += safeCents(amount);
  return { count: transactions.length, sum: safeCents(sum, 'The control sum') };
}

/** The totals of several batches together (the group header's). */
export function totalsOfBatches(
  batches: readonly { transactions: readonly { amount: Cents }[] }[],
): SepaTotals {
  return batches
    .map((batch) => totalsOf(batch.transactions))
    .reduce(
      (all, one) => ({ count: all.count + one.count, sum: safeCents(all.sum + one.sum, 'The control sum') }),
      { count: 0, sum: 0 },
    );
}

/** The items grouped by key, groups and items in their first-seen order (Map.groupBy is ES2024). */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** `compute` remembered by argument: for values thousands of candidates share (due days, creditors). */
export function once<A, R>(compute: (argument: A) => R): (argument: A) => R {
  const known = new Map<A, R>();
  return (argument) => {
    if (known.has(argument)) return known.get(argument) as R;
    const result = compute(argument);
    known.set(argument, result);
    return result;
  };
}
