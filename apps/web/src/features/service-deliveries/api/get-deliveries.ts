import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { type DeliveriesSearch, deliveriesListUrl } from '../search-params.ts';
import { deliveryKeys } from './query-keys.ts';

export const deliveriesQueryOptions = (search: DeliveriesSearch) =>
  queryOptions({
    queryKey: [...deliveryKeys.all, 'list', search] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentServiceDeliveries',
        path: '/v1/veterinary_establishment_service_deliveries',
        query: deliveriesListUrl.listQuery(search),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useDeliveries = (search: DeliveriesSearch) => useQuery(deliveriesQueryOptions(search));

/** The catalogue's services, for the list's service filter. */
export function useServices() {
  return useQuery({
    queryKey: ['veterinary-services'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryServices',
        path: '/v1/veterinary_services',
        query: { page: 1, limit: 100, sortCode: 'asc' },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
