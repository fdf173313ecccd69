import { describe, expect, it } from 'vitest';
import { creditorsWithoutValidMandate, hasValidMandate } from '../src/mandate-coverage.ts';
import { kinds, pending, signed } from './support/mandate-coverage.ts';

describe('a valid mandate for the creditor (spec §5, §8)', () => {
  it('is a signed, unrevoked mandate of one of that creditor’s kinds', () => {
    expect(hasValidMandate(10, kinds, [signed(1)])).toBe(true);
    expect(hasValidMandate(20, kinds, [signed(1)])).toBe(false);
  });

  it('lists each creditor without one once, in order; an unknown creditor has none', () => {
    expect(creditorsWithoutValidMandate([20, 10, 20, 30], kinds, [signed(1), pending(2)])).toEqual([20, 30]);
    expect(creditorsWithoutValidMandate([], kinds, [])).toEqual([]);
  });
});
