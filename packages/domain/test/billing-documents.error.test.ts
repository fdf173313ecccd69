import { describe, expect, it } from 'vitest';
import { nextPayment, PAYMENT_TRANSITIONS } from '../src/billing/payments.ts';

describe('payment statuses', () => {
  const unpaid = { paymentStatus: 'UNPAID' as const, paidAmount: 0, amountWithVat: 12_000 };

  it('a paid invoice only goes back as a rejected direct debit; a rejection is presented again', () => {
    const paid = { ...unpaid, paymentStatus: 'PAID' as const, paidAmount: 12_000 };
    expect(nextPayment(paid, 'PARTIAL_PAID', 10)).toEqual({ refused: 'transition' });
    expect(nextPayment(paid, 'REJECTED')).toEqual({ paidAmount: 0 });
    expect(PAYMENT_TRANSITIONS.REJECTED).toContain('UNPAID');
    expect(PAYMENT_TRANSITIONS.UNPAID).not.toContain('UNPAID');
  });
});
