import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { EstablishmentUpdate } from '@vetbo/domain/establishments';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';
import { establishmentKeys } from './query-keys.ts';

export interface UpdateEstablishmentInput {
  id: number;
  /** The version the form was filled from: the API refuses the change (412) if it is not the current one. */
  etag: string | undefined;
  body: EstablishmentUpdate;
}

export function updateEstablishment({ id, etag, body }: UpdateEstablishmentInput) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'updateVeterinaryEstablishment',
      method: 'PATCH',
      path: '/v1/veterinary_establishments/{id}',
      pathParams: { id },
      headers: ifMatchHeaders(etag),
      body,
      requiresBody: true,
    }),
  );
}

export function useUpdateEstablishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstablishment,
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(establishmentKeys.detail(saved.data.id), saved);
      // The lists, the history and what hangs off the establishment (its address history...).
      await queryClient.invalidateQueries({ queryKey: establishmentKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: establishmentKeys.related(saved.data.id) });
    },
  });
}
