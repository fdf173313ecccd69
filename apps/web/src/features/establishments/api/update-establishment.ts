import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Establishment, EstablishmentUpdate } from '@vetbo/domain/establishments';
import { apiRequest, type ItemResponse } from '../../../lib/api-client.ts';
import { establishmentKeys } from './query-keys.ts';

export interface UpdateEstablishmentInput {
  id: number;
  body: EstablishmentUpdate;
}

export async function updateEstablishment({ id, body }: UpdateEstablishmentInput): Promise<Establishment> {
  const response = await apiRequest<ItemResponse<Establishment>>({
    operation: 'updateVeterinaryEstablishment',
    method: 'PATCH',
    path: '/v1/veterinary_establishments/{id}',
    pathParams: { id },
    body,
    requiresBody: true,
  });
  return response.data;
}

export function useUpdateEstablishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstablishment,
    meta: { handlesFieldErrors: true },
    onSuccess: async (establishment) => {
      queryClient.setQueryData(establishmentKeys.detail(establishment.id), establishment);
      await queryClient.invalidateQueries({ queryKey: establishmentKeys.all });
    },
  });
}
