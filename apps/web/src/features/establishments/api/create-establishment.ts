import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Establishment, EstablishmentCreate } from '@vetbo/domain/establishments';
import { apiRequest, type ItemResponse } from '../../../lib/api-client.ts';
import { establishmentKeys } from './query-keys.ts';

export async function createEstablishment(body: EstablishmentCreate): Promise<Establishment> {
  const response = await apiRequest<ItemResponse<Establishment>>({
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
