import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@vetbo/api-client/client';
import { legacyCreditNotesApi } from '../../../app/api/legacy-credit-notes.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { type LegacyCreditNotesSearch, legacyCreditNotesListUrl } from '../search-params.ts';

const collection = '/legacy/veterinary_establishment_credit_notes';

/** The list's page: the screen and its actions share it (same query key, one request). */
export const useLegacyCreditNotes = (search: LegacyCreditNotesSearch) =>
  legacyCreditNotesApi.useList(legacyCreditNotesListUrl.listQuery(search), {
    term: search.q,
    keepPrevious: true,
  });

/** "Marquer comme traités": every note of the selection becomes TREATED, or none (409 naming the refused). */
export function useMarkTreated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest({
        operation: 'markLegacyEstablishmentCreditNotesTreated',
        method: 'PATCH',
        path: `${collection}/bulk`,
        body: { ids },
        requiresBody: true,
      }),
    onSettled: () => legacyCreditNotesApi.invalidate(queryClient),
  });
}

/** Downloads the notes the list filters (with the bearer token a plain link could not send), then saves them. */
export async function exportLegacyCreditNotes(search: LegacyCreditNotesSearch): Promise<void> {
  const { blob, filename } = await apiDownload({
    operation: 'exportLegacyEstablishmentCreditNotes',
    path: `${collection}/export`,
    query: { format: 'csv', ...legacyCreditNotesListUrl.filterQuery(search) },
  });
  saveBlob(blob, filename ?? 'avoirs-historiques.csv');
}

export const useExportLegacyCreditNotes = () => useMutation({ mutationFn: exportLegacyCreditNotes });
