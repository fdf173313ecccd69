import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import type { EstablishmentUpdate } from '@vetbo/domain/establishments';
import { establishmentKeys } from './query-keys.ts';

export interface UpdateEstablishmentInput {
  id: number;
  body: EstablishmentUpdate;
}

export async function updateEstablishment({ id, body }: UpdateEstablishmentInput) {
  const response = await apiRequest({
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
