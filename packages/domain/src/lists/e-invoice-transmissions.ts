// The e-invoicing transmissions' list, declared once (zod-free, as every list declaration).
import { TRANSMISSION_STATES } from '../billing/transmission-states.ts';
import { declareList, enumFilter, idFilter } from '../list-declaration.ts';

/** Newest first: the transmission outbox (GET /v1/e_invoice_transmissions). */
export const transmissionListDeclaration = declareList({
  filters: {
    id: idFilter('Transmissions with these ids'),
    documentId: idFilter('The transmissions of these documents'),
    state: enumFilter(TRANSMISSION_STATES, 'Transmissions in these states'),
  },
  sorts: [],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});
