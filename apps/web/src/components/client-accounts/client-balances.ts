// What an owner (an establishment or a workgroup) still owes each creditor: the issued invoices billed to it
// that are not settled (unpaid, partly paid, returned by the bank), summed from one page of the invoices'
// list per creditor (GET /v1/invoices with the owner's and the creditor's filters). An owner has far fewer
// open invoices than a page holds; past a page the sum is a floor and says so.
import { useQueries } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { invoicesApi } from '../../app/api/billing-documents.ts';
import type { OwnerKey } from './owner-mandates.ts';

/** The statuses of an invoice still owed (a bank return makes it owed again). */
export const OWED_STATUSES = ['UNPAID', 'PARTIAL_PAID', 'REJECTED'] as const;
/** Before any issue date: the filter leaves the drafts out (they have none). */
const ISSUED = '2000-01-01';
/** The API's largest page. */
export const OWED_PAGE = 500;

export interface ClientBalance {
  /** What remains to be paid, in cents. */
  due: number;
  /** How many invoices are still owed. */
  count: number;
  /** More owed invoices than the page summed: `due` is a floor. */
  partial: boolean;
}

type Invoice = Pick<Schema<'BillingDocument'>, 'amountWithVat' | 'paidAmount'>;

/** The balance of one page of owed invoices and the list's total. */
export function clientBalance(owed: { data: readonly Invoice[]; meta: { total: number } }): ClientBalance {
  return {
    due: owed.data.reduce((sum, invoice) => sum + invoice.amountWithVat - invoice.paidAmount, 0),
    count: owed.meta.total,
    partial: owed.meta.total > owed.data.length,
  };
}

/** Each creditor's balance for the owner; undefined while it loads. */
export function useClientBalances(key: OwnerKey, ownerId: number, creditorIds: readonly number[]) {
  const queries = useQueries({
    queries: creditorIds.map((creditorId) =>
      invoicesApi.listOptions({
        page: 1,
        limit: OWED_PAGE,
        [`${key}[]`]: [ownerId],
        'creditorId[]': [creditorId],
        'paymentStatus[]': [...OWED_STATUSES],
        fromIssueDate: ISSUED,
      }),
    ),
  });
  return new Map(
    creditorIds.map((id, index) => {
      const owed = queries[index]?.data;
      return [id, owed ? clientBalance(owed) : undefined] as const;
    }),
  );
}
