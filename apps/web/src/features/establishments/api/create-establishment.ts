import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import type { EstablishmentCreate } from '@vetbo/domain/establishments';
import { establishmentKeys } from './query-keys.ts';

export async function createEstablishment(body: EstablishmentCreate) {
  const response = await apiRequest({
    operation: 'createVeterinaryEstablishment',
    method: 'POST',
    path: '/v1/veterinary_establishments',
    body,
    requiresBody: true,
  });
  return response.data;
}

export function useCreateEstablishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEstablishment,
    meta: { handlesFieldErrors: true },
    onSuccess: async (establishment) => {
      queryClient.setQueryData(establishmentKeys.detail(establishment.id), establishment);
      await queryClient.invalidateQueries({ queryKey: establishmentKeys.lists() });
    },
  });
}
