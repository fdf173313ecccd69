import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';

/** Every option of the catalogue (disabled ones too: older subscriptions hold them), for the list's filter. */
export function useServiceOptionCodes() {
  return useQuery({
    queryKey: ['service-options', 'all'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryServiceOptions',
        path: '/v1/veterinary_service_options',
        query: { page: 1, limit: 200, sortEntitled: 'asc' },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
