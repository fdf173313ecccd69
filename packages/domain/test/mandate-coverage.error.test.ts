import { describe, expect, it } from 'vitest';
import { hasValidMandate } from '../src/mandate-coverage.ts';
import { kinds, pending, signed } from './support/mandate-coverage.ts';

describe('a valid mandate for the creditor (spec §5, §8)', () => {
  it('is not a mandate still to sign, nor a revoked one', () => {
    expect(hasValidMandate(10, kinds, [pending(1)])).toBe(false);
    expect(hasValidMandate(10, kinds, [signed(1, '2026-02-01T00:00:00Z')])).toBe(false);
    expect(hasValidMandate(10, kinds, [signed(1, '2026-02-01T00:00:00Z'), signed(1)])).toBe(true);
  });
});
