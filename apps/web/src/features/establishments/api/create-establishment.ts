import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { EstablishmentCreate } from '@vetbo/domain/establishments';
import { readVersioned } from '../../../lib/versioned-record.ts';
import { establishmentKeys } from './query-keys.ts';

export function createEstablishment(body: EstablishmentCreate) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'createVeterinaryEstablishment',
      method: 'POST',
      path: '/v1/veterinary_establishments',
      body,
      requiresBody: true,
    }),
  );
}

export function useCreateEstablishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEstablishment,
    meta: { handlesFieldErrors: true },
    onSuccess: async (created) => {
      // With its ETag: the page it opens on can be edited at once.
      queryClient.setQueryData(establishmentKeys.detail(created.data.id), created);
      await queryClient.invalidateQueries({ queryKey: establishmentKeys.lists() });
    },
  });
}
