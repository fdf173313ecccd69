import { defineResource } from './resource.ts';

// The e-invoicing transmissions (the outbox, or the platform's): read by every billing reader; "Renvoyer"
// is an action of the invoice or credit note, after which they are refreshed.
export const eInvoiceTransmissionsApi = defineResource({
  collection: '/v1/e_invoice_transmissions',
  one: 'EInvoiceTransmission',
  many: 'EInvoiceTransmissions',
});
