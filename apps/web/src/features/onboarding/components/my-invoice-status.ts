import { isDirectDebit, type PaymentStatus } from '@vetbo/domain/billing/enums';

/** How the leader reads a document's payment: what they owe, what will be debited, what they will get back. */
export type MyInvoiceStatus =
  | PaymentStatus
  | 'DEBIT_PENDING'
  | 'REFUND_PENDING'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED';

/**
 * An unpaid invoice paid by direct debit is not "to pay": the creditor debits it under the mandate. A credit
 * note is owed to the establishment: unpaid, it is to be refunded, and paid, it was refunded.
 */
export function myInvoiceStatus(document: {
  documentType: 'INVOICE' | 'CREDIT_NOTE';
  paymentMethod: string;
  paymentStatus: PaymentStatus;
}): MyInvoiceStatus {
  const { documentType, paymentMethod, paymentStatus } = document;
  if (documentType === 'CREDIT_NOTE') {
    if (paymentStatus === 'UNPAID') return 'REFUND_PENDING';
    if (paymentStatus === 'PARTIAL_PAID') return 'PARTIALLY_REFUNDED';
    if (paymentStatus === 'PAID') return 'REFUNDED';
    return paymentStatus;
  }
  return paymentStatus === 'UNPAID' && isDirectDebit(paymentMethod) ? 'DEBIT_PENDING' : paymentStatus;
}
