import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@vetbo/api-client/client';
import type { EXPORT_FORMATS } from '@vetbo/domain/establishments';
import { saveBlob } from '../../../lib/download-file.ts';
import { type EstablishmentsSearch, establishmentFilterQuery } from '../search-params.ts';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportEstablishmentsInput {
  format: ExportFormat;
  search: EstablishmentsSearch;
}

/** Downloads with the bearer token (a plain link could not send it), then saves the blob. */
export async function exportEstablishments({ format, search }: ExportEstablishmentsInput): Promise<void> {
  const { blob, filename } = await apiDownload({
    operation: 'exportVeterinaryEstablishments',
    path: '/v1/veterinary_establishments/export',
    query: { format, ...establishmentFilterQuery(search) },
  });
  saveBlob(blob, filename ?? `etablissements.${format}`);
}

export function useExportEstablishments() {
  return useMutation({ mutationFn: exportEstablishments });
}
