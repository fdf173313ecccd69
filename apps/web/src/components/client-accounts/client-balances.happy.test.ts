import { describe, expect, it } from 'vitest';
import { clientBalance } from './client-balances.ts';

describe('clientBalance: what an owner still owes a creditor', () => {
  it('sums what remains of each owed invoice, partly paid ones included', () => {
    const owed = {
      data: [
        { amountWithVat: 12_000, paidAmount: 0 },
        { amountWithVat: 5_001, paidAmount: 2_000 },
      ],
      meta: { total: 2 },
    };
    expect(clientBalance(owed)).toEqual({ due: 15_001, count: 2, partial: false });
  });

  it('says when the page held fewer invoices than are owed (the sum is a floor)', () => {
    const owed = { data: [{ amountWithVat: 100, paidAmount: 0 }], meta: { total: 3 } };
    expect(clientBalance(owed)).toEqual({ due: 100, count: 3, partial: true });
  });

  it('is zero when nothing is owed', () => {
    expect(clientBalance({ data: [], meta: { total: 0 } })).toEqual({ due: 0, count: 0, partial: false });
  });
});
