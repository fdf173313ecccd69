import { describe, expect, it } from 'vitest';
import { parisMorning } from './requested-date.fixtures.ts';
import { requestedDateProblem } from './requested-date.ts';

describe('the day a SEPA file asks the banks for', () => {
  it('refuses a missing or malformed day and one before the earliest, accepts it and later', () => {
    const now = parisMorning('2026-11-27');
    expect(requestedDateProblem('DIRECT_DEBIT', '', now)).toEqual({ key: 'dateRequired' });
    expect(requestedDateProblem('DIRECT_DEBIT', '2026-13-45', now)).toEqual({ key: 'dateRequired' });
    expect(requestedDateProblem('DIRECT_DEBIT', '2026-11-30', now)).toEqual({
      key: 'dateTooEarly',
      earliest: '2026-12-01',
    });
    expect(requestedDateProblem('DIRECT_DEBIT', '2026-12-01', now)).toBeUndefined();
    expect(requestedDateProblem('DIRECT_DEBIT', '2027-01-15', now)).toBeUndefined();
    expect(requestedDateProblem('CREDIT_TRANSFER', '2026-11-26', now)).toEqual({
      key: 'dateTooEarly',
      earliest: '2026-11-27',
    });
    expect(requestedDateProblem('CREDIT_TRANSFER', '2026-11-27', now)).toBeUndefined();
  });
});
