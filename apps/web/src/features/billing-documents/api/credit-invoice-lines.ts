import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiRequest } from '@vetbo/api-client/client';
import { invoicesApi } from '../../../app/api/billing-documents.ts';
import { creditNotesApi } from '../../../app/api/credit-notes.ts';

export type InvoiceCreditBody = ApiBody<'/v1/veterinary_establishment_credit_notes', 'POST'>;

/**
 * "Avoir sur sélection": a credit note of selected lines of an issued invoice. The new note goes into the
 * credit notes' cache; the invoice (its lines' credited amounts) and the lists are read again.
 */
export function useCreditInvoiceLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceCreditBody) =>
      apiRequest({
        operation: 'createVeterinaryEstablishmentCreditNote',
        method: 'POST',
        path: '/v1/veterinary_establishment_credit_notes',
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: async (answer, body) => {
      await Promise.all([
        creditNotesApi.invalidate(queryClient),
        invoicesApi.invalidate(queryClient, body.invoiceId),
      ]);
      return answer;
    },
  });
}
