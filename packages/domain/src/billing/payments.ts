// How an issued document's payment status may move (spec §4: "not shown"; docs/decisions.md
// "Payment statuses"). Only the status and what was paid change on an issued document.
import type { Cents } from '../money/cents.ts';
import type { PaymentStatus } from './enums.ts';

/** From each status, the statuses a PATCH may set. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  UNPAID: ['PARTIAL_PAID', 'PAID', 'REJECTED', 'UNCOLLECTIBLE'],
  PARTIAL_PAID: ['PARTIAL_PAID', 'PAID', 'REJECTED', 'UNCOLLECTIBLE'],
  // A direct debit the bank returned: paid another way, or given up, or presented again (UNPAID).
  REJECTED: ['UNPAID', 'PARTIAL_PAID', 'PAID', 'UNCOLLECTIBLE'],
  // A paid direct debit the debtor's bank takes back within its 8 weeks (R-transaction).
  PAID: ['REJECTED'],
  // A debt given up that is paid after all.
  UNCOLLECTIBLE: ['PARTIAL_PAID', 'PAID'],
};

export type PaymentRefusal = 'transition' | 'paidTooMuch' | 'paidNotMore';

/**
 * The amount paid once the document moves to `next`, or why it may not: a transition the table does not
 * allow, a partial payment at or above the total, or one that does not add to what was paid.
 */
export function nextPayment(
  current: { paymentStatus: PaymentStatus; paidAmount: Cents; amountWithVat: Cents },
  next: PaymentStatus,
  partialAmount?: Cents,
): { paidAmount: Cents } | { refused: PaymentRefusal } {
  if (!PAYMENT_TRANSITIONS[current.paymentStatus].includes(next)) return { refused: 'transition' };
  if (next === 'PAID') return { paidAmount: current.amountWithVat };
  if (next === 'UNPAID' || next === 'REJECTED') return { paidAmount: 0 };
  if (next === 'UNCOLLECTIBLE') return { paidAmount: current.paidAmount };
  const paid = partialAmount ?? 0;
  if (paid <= 0 || paid >= current.amountWithVat) return { refused: 'paidTooMuch' };
  if (current.paymentStatus === 'PARTIAL_PAID' && paid <= current.paidAmount)
    return { refused: 'paidNotMore' };
  return { paidAmount: paid };
}
