import { describe, expect, it } from 'vitest';
import { creditorsWithoutValidMandate, hasValidMandate } from '../src/mandate-coverage.ts';

const kinds = [
  { id: 1, creditor: { id: 10 } },
  { id: 2, creditor: { id: 20 } },
];
const signed = (mandateId: number, revokedDate: string | null = null) => ({
  mandateId,
  filledMandate: { validatedDate: '2026-01-13T09:00:00Z' },
  revokedDate,
});
const pending = (mandateId: number) => ({ mandateId, filledMandate: null, revokedDate: null });

describe('a valid mandate for the creditor (spec §5, §8)', () => {
  it('is a signed, unrevoked mandate of one of that creditor’s kinds', () => {
    expect(hasValidMandate(10, kinds, [signed(1)])).toBe(true);
    expect(hasValidMandate(20, kinds, [signed(1)])).toBe(false);
  });

  it('is not a mandate still to sign, nor a revoked one', () => {
    expect(hasValidMandate(10, kinds, [pending(1)])).toBe(false);
    expect(hasValidMandate(10, kinds, [signed(1, '2026-02-01T00:00:00Z')])).toBe(false);
    expect(hasValidMandate(10, kinds, [signed(1, '2026-02-01T00:00:00Z'), signed(1)])).toBe(true);
  });

  it('lists each creditor without one once, in order; an unknown creditor has none', () => {
    expect(creditorsWithoutValidMandate([20, 10, 20, 30], kinds, [signed(1), pending(2)])).toEqual([20, 30]);
    expect(creditorsWithoutValidMandate([], kinds, [])).toEqual([]);
  });
});
