import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, type Schema } from '@vetbo/api-client/client';
import { eInvoiceTransmissionsApi } from '../../../app/api/e-invoice-transmissions.ts';
import { saveBlob } from '../../../lib/download-file.ts';

export type Transmission = Schema<'EInvoiceTransmission'>;
export type TransmissionDetail = Schema<'EInvoiceTransmissionDetail'>;
export type TransmissionState = Transmission['state'];

/** The outbox's page: newest first, filtered by state (none: every state) or by documents. */
export const transmissionsOptions = (filters: {
  states?: TransmissionState[];
  documentIds?: number[];
  page?: number;
}) =>
  eInvoiceTransmissionsApi.listOptions({
    'state[]': filters.states,
    'documentId[]': filters.documentIds,
    page: filters.page ?? 1,
    limit: 50,
  });

export const transmissionOptions = (id: number) => eInvoiceTransmissionsApi.detailOptions(id);

/** A document's current transmission (its latest) with its lifecycle, or null when it has none. */
export function useDocumentTransmission(documentId: number) {
  const list = useQuery(transmissionsOptions({ documentIds: [documentId] }));
  const latest = list.data?.data[0];
  const detail = useQuery({ ...transmissionOptions(latest?.id ?? 0), enabled: latest !== undefined });
  return {
    isPending: list.isPending || (latest !== undefined && detail.isPending),
    transmission: detail.data?.data ?? null,
    list,
  };
}

/** "Renvoyer": a new transmission of the document, refreshed everywhere once made. */
export function useResendTransmission(collection: 'invoices' | 'credit_notes') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      collection === 'invoices'
        ? apiRequest({
            operation: 'resendInvoiceTransmission',
            path: '/v1/invoices/{id}/transmission',
            method: 'POST',
            pathParams: { id: documentId },
          })
        : apiRequest({
            operation: 'resendCreditNoteTransmission',
            path: '/v1/credit_notes/{id}/transmission',
            method: 'POST',
            pathParams: { id: documentId },
          }),
    onSuccess: () => eInvoiceTransmissionsApi.invalidate(client),
  });
}

/** The transmitted file (the Factur-X PDF, or its CII XML), with the token, saved under its name. */
export async function downloadTransmissionFile(
  transmission: Transmission,
  format: 'pdf' | 'cii',
): Promise<void> {
  const { blob, filename } = await apiDownload({
    operation: 'getEInvoiceTransmissionFile',
    path: '/v1/e_invoice_transmissions/{id}/file',
    pathParams: { id: transmission.id },
    query: { format },
  });
  const number = transmission.documentNumber ?? String(transmission.documentId);
  saveBlob(blob, filename ?? (format === 'pdf' ? `${number}.pdf` : `${number}.cii.xml`));
}
