import { describe, expect, it } from 'vitest';
import { invoicesListUrl } from './search-params.ts';

describe('billing lists URL', () => {
  it('reads the filters from the URL, dropping bad values', () => {
    const search = invoicesListUrl.schema.parse({
      paymentStatus: ['UNPAID', 'LOST'],
      paymentMethod: ['CASH', 'BANK_TRANSFER'],
      creditorId: '3',
      fromIssueDate: '2026-11-01',
      toIssueDate: 'yesterday',
      overdue: 'true',
    });
    expect(search).toMatchObject({ creditorId: 3, fromIssueDate: '2026-11-01', overdue: true });
    expect(search.toIssueDate).toBeUndefined();
    // A list holding a method the product does not know is dropped whole, as the statuses' is.
    expect(search.paymentMethod).toBeUndefined();
    expect(search.paymentStatus).toBeUndefined();
  });
});
