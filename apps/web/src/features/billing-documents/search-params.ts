// The three lists' URL state (no React, no zod: the route tree reads it before the first paint). Self-billing
// documents are credit notes of category SELF_BILLING; the credit notes' list shows the other categories.
import { CREDIT_NOTE_CATEGORIES, type PaymentStatus } from '@vetbo/domain/billing/enums';
import { creditNoteListDeclaration, invoiceListDeclaration } from '@vetbo/domain/lists/billing';
import { parisDay } from '@vetbo/domain/paris-day';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

export type DocumentKind = 'invoices' | 'creditNotes' | 'selfBillings';

/** The statuses of a document still owed: late once its due date has passed. */
export const OWED_STATUSES: readonly PaymentStatus[] = ['UNPAID', 'PARTIAL_PAID', 'REJECTED'];

const flagParam = (value: unknown) => (value === true || value === 'true' ? true : undefined);
const shared = {
  paymentMethod: 'many',
  paymentStatus: 'many',
  creditorId: 'one',
  // An establishment's or a group's documents, from its Clients tab (no input on the list: the link sets it).
  veterinaryEstablishmentId: 'one',
  veterinaryGroupId: 'one',
  fromIssueDate: 'one',
  toIssueDate: 'one',
} as const;
const extra = { overdue: flagParam };

const urls = {
  invoices: listUrlState(invoiceListDeclaration, { filters: { ...shared, category: 'one' }, extra }),
  creditNotes: listUrlState(creditNoteListDeclaration, { filters: { ...shared, category: 'one' }, extra }),
  selfBillings: listUrlState(creditNoteListDeclaration, { filters: shared, extra }),
};

export type InvoicesSearch = SearchOf<typeof urls.invoices>;
export type CreditNotesSearch = SearchOf<typeof urls.creditNotes>;
export type DocumentsSearch = InvoicesSearch | CreditNotesSearch;

/** The day in Paris before today: a document due on it or earlier and still owed is late. */
export const lastLateDueDay = (now = new Date()) => parisDay(new Date(now.getTime() - 86_400_000));

/** The categories a list always narrows to, whatever its category filter says (none: every category). */
const FIXED_CATEGORIES: Record<DocumentKind, readonly string[] | undefined> = {
  invoices: undefined,
  creditNotes: CREDIT_NOTE_CATEGORIES.filter((category) => category !== 'SELF_BILLING'),
  selfBillings: ['SELF_BILLING'],
};

/**
 * A list's URL state with the "en retard" switch: due before today (a document due today is not late
 * yet) and still owed; the status filter then keeps the owed statuses only.
 */
function documentListUrl<U extends (typeof urls)[DocumentKind]>(kind: DocumentKind, url: U) {
  type Search = SearchOf<U> & { overdue?: boolean; category?: string; paymentStatus?: PaymentStatus[] };
  const listQuery = (search: Search) => {
    const query: Record<string, unknown> = url.listQuery(search as never);
    const chosen = search.category;
    const fixed = FIXED_CATEGORIES[kind];
    if (fixed && !(chosen && fixed.includes(chosen))) query['category[]'] = fixed;
    if (search.overdue) {
      const owed = (search.paymentStatus ?? []).filter((status) => OWED_STATUSES.includes(status));
      query.toDueDate = lastLateDueDay();
      query['paymentStatus[]'] = owed.length > 0 ? owed : OWED_STATUSES;
    }
    return query as ReturnType<U['listQuery']>;
  };
  return {
    ...url,
    hasActiveFilters: (search: Search) => url.hasActiveFilters(search as never) || Boolean(search.overdue),
    resetFilters: { ...url.resetFilters, overdue: undefined } as Partial<Search>,
    listQuery,
  };
}

export const invoicesListUrl = documentListUrl('invoices', urls.invoices);
export const creditNotesListUrl = documentListUrl('creditNotes', urls.creditNotes);
export const selfBillingsListUrl = documentListUrl('selfBillings', urls.selfBillings);
