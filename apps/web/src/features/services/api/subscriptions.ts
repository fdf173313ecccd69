// The list of every establishment's subscriptions (the services screens), on the subscriptions' declaration
// (app/api/subscriptions.ts), shared with an establishment's Services tab.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { establishmentsApi } from '../../../app/api/establishments.ts';
import { subscriptionsApi } from '../../../app/api/subscriptions.ts';
import { type SubscriptionsSearch, subscriptionsListUrl } from '../search-params.ts';

export type ServiceSubscription = Schema<'ServiceSubscription'>;

/** A page of every establishment's subscriptions, with the URL's filters and sort. */
export const subscriptionsQueryOptions = (search: SubscriptionsSearch) =>
  subscriptionsApi.listOptions(subscriptionsListUrl.listQuery(search), { keepPrevious: true });

export const useSubscriptions = (search: SubscriptionsSearch) =>
  subscriptionsApi.useList(subscriptionsListUrl.listQuery(search), { keepPrevious: true });

/** The names of these establishments (one page of subscriptions names at most 20 of them), by id. */
export function useEstablishmentNames(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    ...establishmentsApi.listOptions({ 'id[]': sorted, limit: sorted.length }),
    select: (answer) => new Map(answer.data.map((establishment) => [establishment.id, establishment.name])),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
