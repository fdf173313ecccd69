import { defineResource } from './resource.ts';

// The invoices (billing_documents in the history; the credit notes are app/api/credit-notes.ts). A
// payment recorded on an invoice answers it; a credit note made from its lines refreshes it.
export const invoicesApi = defineResource({
  collection: '/v1/invoices',
  one: 'Invoice',
  many: 'Invoices',
  history: 'billing_documents',
});
