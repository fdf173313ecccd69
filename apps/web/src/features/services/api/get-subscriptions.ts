import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { type SubscriptionsSearch, subscriptionsListUrl } from '../search-params.ts';

export type ServiceSubscription = Schema<'ServiceSubscription'>;

/** Under 'services', as every query of these screens (see get-services.ts). */
export const subscriptionKeys = {
  list: (search: SubscriptionsSearch) => ['services', 'subscriptions', search] as const,
  /** The names of the establishments a page of subscriptions shows. */
  establishmentNames: (ids: readonly number[]) => ['services', 'establishment-names', ids] as const,
};

/** A page of every establishment's subscriptions, with the URL's filters and sort. */
export function getSubscriptions(search: SubscriptionsSearch, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getVeterinaryEstablishmentServiceSubscriptions',
    path: '/v1/veterinary_establishment_service_subscriptions',
    query: subscriptionsListUrl.listQuery(search),
    signal,
  });
}

export const subscriptionsQueryOptions = (search: SubscriptionsSearch) =>
  queryOptions({
    queryKey: subscriptionKeys.list(search),
    queryFn: ({ signal }) => getSubscriptions(search, signal),
    placeholderData: keepPreviousData,
  });

export function useSubscriptions(search: SubscriptionsSearch) {
  return useQuery(subscriptionsQueryOptions(search));
}

/** The names of these establishments (one page of subscriptions names at most 20 of them), by id. */
export async function getEstablishmentNames(ids: readonly number[], signal?: AbortSignal) {
  const response = await apiRequest({
    operation: 'getVeterinaryEstablishments',
    path: '/v1/veterinary_establishments',
    query: { 'id[]': [...ids], limit: ids.length },
    signal,
  });
  return new Map(response.data.map((establishment) => [establishment.id, establishment.name]));
}

export function useEstablishmentNames(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: subscriptionKeys.establishmentNames(sorted),
    queryFn: ({ signal }) => getEstablishmentNames(sorted, signal),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
