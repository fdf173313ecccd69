import { defineResource } from './resource.ts';

// The SEPA files made from the invoices (direct debits) and credit notes (transfers), ADMIN and ACCOUNTANT
// only (area `moneyFiles`). Making one, a bank's rejection and "sent" change the documents' payment state
// and whether they may go into a next file: the documents' lists are refreshed after a write.
export const sepaFilesApi = defineResource({
  collection: '/v1/sepa_files',
  one: 'SepaFile',
  many: 'SepaFiles',
  history: 'sepa_files',
  shownIn: ['/v1/invoices', '/v1/credit_notes'],
});
