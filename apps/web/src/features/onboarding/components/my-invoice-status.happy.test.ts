import { describe, expect, it } from 'vitest';
import { myInvoiceStatus } from './my-invoice-status.ts';

describe('[MY INVOICES] a document’s payment as the leader reads it', () => {
  it.each([
    ['INVOICE', 'BANK_TRANSFER', 'UNPAID', 'UNPAID'],
    ['INVOICE', 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT', 'UNPAID', 'DEBIT_PENDING'],
    ['INVOICE', 'VETERINARY_GROUP_BILLING_ACCOUNT', 'UNPAID', 'DEBIT_PENDING'],
    ['INVOICE', 'SPECIFIC_BILLING_ACCOUNT', 'UNPAID', 'DEBIT_PENDING'],
    ['INVOICE', 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT', 'REJECTED', 'REJECTED'],
    ['INVOICE', 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT', 'PAID', 'PAID'],
    ['CREDIT_NOTE', 'BANK_TRANSFER', 'UNPAID', 'REFUND_PENDING'],
    ['CREDIT_NOTE', 'BANK_TRANSFER', 'PARTIAL_PAID', 'PARTIALLY_REFUNDED'],
    ['CREDIT_NOTE', 'NONE', 'PAID', 'REFUNDED'],
    ['CREDIT_NOTE', 'BANK_TRANSFER', 'UNCOLLECTIBLE', 'UNCOLLECTIBLE'],
  ] as const)('%s paid by %s, %s: %s', (documentType, paymentMethod, paymentStatus, expected) => {
    expect(myInvoiceStatus({ documentType, paymentMethod, paymentStatus })).toBe(expected);
  });
});
