import { describe, expect, it } from 'vitest';
import { parisMorning } from './requested-date.fixtures.ts';
import { defaultRequestedDate, earliestRequestedDate } from './requested-date.ts';

describe('the day a SEPA file asks the banks for', () => {
  it('a direct debit: two TARGET2 business days after today, weekends skipped', () => {
    // Friday → Tuesday.
    expect(defaultRequestedDate('DIRECT_DEBIT', parisMorning('2026-11-27'))).toBe('2026-12-01');
    // Monday → Wednesday.
    expect(defaultRequestedDate('DIRECT_DEBIT', parisMorning('2026-11-30'))).toBe('2026-12-02');
  });

  it('a direct debit skips the TARGET2 holidays: Christmas, Good Friday and Easter Monday', () => {
    // Thursday 24 December: 25 is closed, then the weekend → Monday 28, Tuesday 29.
    expect(defaultRequestedDate('DIRECT_DEBIT', parisMorning('2026-12-24'))).toBe('2026-12-29');
    // Thursday 25 March 2027: Good Friday 26, the weekend, Easter Monday 29 → Tuesday 30, Wednesday 31.
    expect(defaultRequestedDate('DIRECT_DEBIT', parisMorning('2027-03-25'))).toBe('2027-03-31');
  });

  it('a transfer: today on a business day, else the next one', () => {
    expect(defaultRequestedDate('CREDIT_TRANSFER', parisMorning('2026-11-27'))).toBe('2026-11-27');
    expect(defaultRequestedDate('CREDIT_TRANSFER', parisMorning('2026-11-28'))).toBe('2026-11-30');
    expect(defaultRequestedDate('CREDIT_TRANSFER', parisMorning('2027-01-01'))).toBe('2027-01-04');
  });

  it('today is the day in Paris, not in UTC', () => {
    // 23:30 UTC on Friday is already Saturday 00:30 in Paris.
    const lateFriday = new Date('2026-11-27T23:30:00Z');
    expect(earliestRequestedDate('CREDIT_TRANSFER', lateFriday)).toBe('2026-11-30');
    // Saturday in Paris: Monday, Tuesday.
    expect(earliestRequestedDate('DIRECT_DEBIT', lateFriday)).toBe('2026-12-01');
  });
});
