import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest, type Schema } from '@vetbo/api-client/client';
import { collectionKeys } from '../../../app/api/resource.ts';
import { saveBlob } from '../../../lib/download-file.ts';

export type MyInvoice = Schema<'BillingDocument'>;

/** The issued invoices and credit notes of the establishments the signed-in leader runs, newest first. */
export function useMyInvoices() {
  return useQuery(
    queryOptions({
      queryKey: collectionKeys('/v1/me/invoices').all,
      queryFn: async ({ signal }) =>
        (
          await apiRequest({
            operation: 'getMyInvoices',
            path: '/v1/me/invoices',
            query: { limit: 100 },
            signal,
          })
        ).data,
    }),
  );
}

/** Downloads the PDF with the token (a plain link could not send it). */
export async function downloadMyInvoice(document: { id: number; number: string | null }): Promise<void> {
  const { blob } = await apiDownload({
    operation: 'getMyInvoicePdf',
    path: '/v1/me/invoices/{id}/pdf',
    pathParams: { id: document.id },
  });
  saveBlob(blob, `${document.number ?? document.id}.pdf`);
}
