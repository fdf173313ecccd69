import { defineResource } from './resource.ts';

// The credit notes and self-billing documents (category SELF_BILLING); one table with the invoices on the
// server (billing_documents in the history). A credit note changes what its invoice shows (credited amounts).
export const creditNotesApi = defineResource({
  collection: '/v1/credit_notes',
  one: 'CreditNote',
  many: 'CreditNotes',
  history: 'billing_documents',
  shownIn: ['/v1/invoices'],
});
