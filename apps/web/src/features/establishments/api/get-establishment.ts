import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { establishmentKeys } from './query-keys.ts';

export async function getEstablishment(id: number, signal?: AbortSignal) {
  const response = await apiRequest({
    operation: 'getVeterinaryEstablishment',
    path: '/v1/veterinary_establishments/{id}',
    pathParams: { id },
    signal,
  });
  return response.data;
}

export const establishmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: establishmentKeys.detail(id),
    queryFn: ({ signal }) => getEstablishment(id, signal),
    // The detail route shows the not-found page for a 404 instead of a toast.
    meta: { silentStatuses: [404] },
  });

export function useEstablishment(id: number) {
  return useSuspenseQuery(establishmentQueryOptions(id));
}
