import { useQueries } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { invoicesApi } from '../../../app/api/billing-documents.ts';
import { creditNotesApi } from '../../../app/api/credit-notes.ts';
import { lastLateDueDay } from '../search-params.ts';

/** Before any issue date: the filter leaves the drafts out (they have none). */
const ISSUED = '2000-01-01';
/** The oldest owed invoices a creditor's figures are summed from (the API's largest page). */
export const OWED_PAGE = 500;

export interface CreditorBalance {
  /** Owed (UNPAID + PARTIAL_PAID): what remains to be paid, and how many. */
  due: { amount: number; count: number };
  /** Of those, due before today. */
  overdue: { amount: number; count: number };
  /** More owed invoices than the page summed: the amounts are a floor. */
  partial: boolean;
  issuedInvoices: number;
  issuedCreditNotes: number;
}

type Document = Schema<'BillingDocument'>;

function balanceOf(owed: { data: Document[]; meta: { total: number } }, invoices: number, notes: number) {
  const late = lastLateDueDay();
  const remaining = (document: Document) => document.amountWithVat - document.paidAmount;
  const overdue = owed.data.filter((document) => document.dueDate !== null && document.dueDate <= late);
  return {
    due: { amount: owed.data.reduce((sum, d) => sum + remaining(d), 0), count: owed.meta.total },
    overdue: { amount: overdue.reduce((sum, d) => sum + remaining(d), 0), count: overdue.length },
    partial: owed.meta.total > owed.data.length,
    issuedInvoices: invoices,
    issuedCreditNotes: notes,
  } satisfies CreditorBalance;
}

/**
 * Each creditor's figures from three list calls: its owed invoices (oldest due first, one page summed, so
 * the late ones are all in it unless more than a page is late), and the counts (`meta.total`) of its issued
 * invoices and credit notes. A billing summary endpoint would make this one cheap query (see the report).
 */
export function useCreditorBalances(creditorIds: readonly number[]) {
  const queries = useQueries({
    queries: creditorIds.flatMap((id) => [
      invoicesApi.listOptions({
        page: 1,
        limit: OWED_PAGE,
        'creditorId[]': [id],
        'paymentStatus[]': ['UNPAID', 'PARTIAL_PAID'],
        fromIssueDate: ISSUED,
        sortDueDate: 'asc',
      }),
      invoicesApi.listOptions({ page: 1, limit: 1, 'creditorId[]': [id], fromIssueDate: ISSUED }),
      // The credit notes' list (self-billing documents have theirs).
      creditNotesApi.listOptions({
        page: 1,
        limit: 1,
        'creditorId[]': [id],
        'category[]': ['ALIM', 'CREDIT_NOTE', 'OTHER'],
        fromIssueDate: ISSUED,
      }),
    ]),
  });
  return new Map(
    creditorIds.map((id, index) => {
      const [owed, invoices, notes] = queries.slice(index * 3, index * 3 + 3);
      const ready = owed?.data && invoices?.data && notes?.data;
      return [
        id,
        ready ? balanceOf(owed.data, invoices.data.meta.total, notes.data.meta.total) : undefined,
      ] as const;
    }),
  );
}
