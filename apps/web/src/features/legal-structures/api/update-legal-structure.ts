import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { LegalStructureUpdate } from '@vetbo/domain/legal-structures';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';
import { legalStructureKeys } from './query-keys.ts';

export interface UpdateLegalStructureInput {
  id: number;
  /** The version the form was filled from: the API refuses the change (412) if it is not the current one. */
  etag: string | undefined;
  body: LegalStructureUpdate;
}

export function updateLegalStructure({ id, etag, body }: UpdateLegalStructureInput) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'updateLegalStructure',
      method: 'PATCH',
      path: '/v1/legal_structures/{id}',
      pathParams: { id },
      headers: ifMatchHeaders(etag),
      body,
      requiresBody: true,
    }),
  );
}

export function useUpdateLegalStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLegalStructure,
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(legalStructureKeys.detail(saved.data.id), saved);
      await queryClient.invalidateQueries({ queryKey: legalStructureKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: changeHistoryKey('legal_structures', saved.data.id) });
    },
  });
}
