import { describe, expect, it } from 'vitest';
import { creditNotesListUrl, invoicesListUrl, lastLateDueDay, selfBillingsListUrl } from './search-params.ts';

describe('billing lists URL', () => {
  it('a late document is still owed and was due before today (Paris)', () => {
    const search = invoicesListUrl.schema.parse({ overdue: 'true', paymentStatus: ['PAID', 'REJECTED'] });
    expect(invoicesListUrl.listQuery(search)).toMatchObject({
      toDueDate: lastLateDueDay(),
      'paymentStatus[]': ['REJECTED'],
    });
    const any = invoicesListUrl.schema.parse({ overdue: 'true' });
    expect(invoicesListUrl.listQuery(any)).toMatchObject({
      'paymentStatus[]': ['UNPAID', 'PARTIAL_PAID', 'REJECTED'],
    });
    expect(lastLateDueDay(new Date('2026-03-02T00:30:00+01:00'))).toBe('2026-03-01');
    expect(invoicesListUrl.hasActiveFilters(any)).toBe(true);
    expect(invoicesListUrl.resetFilters).toMatchObject({ overdue: undefined, page: 1 });
  });

  it('self-billing documents are credit notes of their own category, kept out of the credit notes list', () => {
    const plain = creditNotesListUrl.schema.parse({});
    expect(creditNotesListUrl.listQuery(plain)['category[]']).toEqual(['ALIM', 'CREDIT_NOTE', 'OTHER']);
    const chosen = creditNotesListUrl.schema.parse({ category: 'OTHER' });
    expect(creditNotesListUrl.listQuery(chosen)['category[]']).toEqual(['OTHER']);
    const self = selfBillingsListUrl.schema.parse({ category: 'ALIM' });
    const query: Record<string, unknown> = selfBillingsListUrl.listQuery(self);
    expect(query['category[]']).toEqual(['SELF_BILLING']);
    expect(invoicesListUrl.listQuery(invoicesListUrl.schema.parse({}))).toEqual({
      page: 1,
      limit: 20,
      sortIssueDate: 'desc',
    });
  });

  it('the payment methods chosen narrow the list (the direct-debited invoices, the credit notes refunded by transfer)', () => {
    const debited = invoicesListUrl.schema.parse({
      paymentMethod: ['VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT', 'VETERINARY_GROUP_BILLING_ACCOUNT'],
    });
    expect(invoicesListUrl.listQuery(debited)['paymentMethod[]']).toEqual([
      'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
      'VETERINARY_GROUP_BILLING_ACCOUNT',
    ]);
    expect(invoicesListUrl.hasActiveFilters(debited)).toBe(true);
    expect(invoicesListUrl.resetFilters).toMatchObject({ paymentMethod: undefined });
    const refunded = creditNotesListUrl.schema.parse({ paymentMethod: 'BANK_TRANSFER' });
    expect(creditNotesListUrl.listQuery(refunded)['paymentMethod[]']).toEqual(['BANK_TRANSFER']);
  });
});
