import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type {
  ServiceDiscountCreate,
  SubscriptionCreate,
  SubscriptionRangeEdit,
  SubscriptionReduction,
  SubscriptionUpdate,
} from '@vetbo/domain/service-subscriptions';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';

export type Subscription = Schema<'ServiceSubscription'>;
export type SubscriptionWithPeriods = Schema<'ServiceSubscriptionWithPeriods'>;
export type ServicePeriod = Schema<'ServicePeriod'>;
export type ServiceOption = Schema<'VeterinaryServiceOption'>;

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  ofEstablishment: (establishmentId: number) =>
    [...subscriptionKeys.all, 'establishment', establishmentId] as const,
  detail: (id: number) => [...subscriptionKeys.all, 'detail', id] as const,
  enabledOptions: ['service-options', 'enabled'] as const,
};

// An establishment has a handful of subscriptions: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export function useEstablishmentSubscriptions(establishmentId: number) {
  return useQuery({
    queryKey: subscriptionKeys.ofEstablishment(establishmentId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentServiceSubscriptions',
        path: '/v1/veterinary_establishment_service_subscriptions',
        query: {
          'veterinaryEstablishmentId[]': [establishmentId],
          page: 1,
          limit: RELATED_LIMIT,
          sortStartDate: 'desc',
        },
        signal,
      }),
  });
}

export function getSubscription(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryEstablishmentServiceSubscription',
      path: '/v1/veterinary_establishment_service_subscriptions/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

export const subscriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => getSubscription(id, signal),
  });

/** The options open to new subscriptions, by label (the catalogue is small). */
export function useEnabledOptions() {
  return useQuery({
    queryKey: subscriptionKeys.enabledOptions,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryServiceOptions',
        path: '/v1/veterinary_service_options',
        query: { 'status[]': ['ENABLED'], page: 1, limit: 200, sortEntitled: 'asc' },
        signal,
      }),
    staleTime: 60_000,
  });
}

interface Change<B> {
  id: number;
  etag: string | undefined;
  body: B;
}

/** Every write on a subscription refreshes the establishment's tab, the subscription and its history. */
export function useSaveSubscription(establishmentId: number) {
  const queryClient = useQueryClient();
  const refresh = async (saved: { data: SubscriptionWithPeriods; etag: string | undefined } | number) => {
    const id = typeof saved === 'number' ? saved : saved.data.id;
    if (typeof saved === 'number') queryClient.removeQueries({ queryKey: subscriptionKeys.detail(id) });
    else queryClient.setQueryData(subscriptionKeys.detail(id), saved);
    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.ofEstablishment(establishmentId) });
    await queryClient.invalidateQueries({
      queryKey: changeHistoryKey('veterinary_establishment_service_subscriptions', id),
    });
  };
  const path = '/v1/veterinary_establishment_service_subscriptions/{id}' as const;
  const create = useMutation({
    mutationFn: (body: SubscriptionCreate) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'createVeterinaryEstablishmentServiceSubscription',
          method: 'POST',
          path: '/v1/veterinary_establishment_service_subscriptions',
          body,
          requiresBody: true,
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, etag, body }: Change<SubscriptionUpdate>) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'updateVeterinaryEstablishmentServiceSubscription',
          method: 'PATCH',
          path,
          pathParams: { id },
          body,
          requiresBody: true,
          headers: ifMatchHeaders(etag),
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  const editRange = useMutation({
    mutationFn: ({ id, etag, body }: Change<SubscriptionRangeEdit>) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'editVeterinaryEstablishmentServiceSubscriptionPeriods',
          method: 'PUT',
          path,
          pathParams: { id },
          body,
          requiresBody: true,
          headers: ifMatchHeaders(etag),
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  const reduce = useMutation({
    mutationFn: ({ id, etag, body }: Change<SubscriptionReduction>) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'reduceVeterinaryEstablishmentServiceSubscription',
          method: 'PUT',
          path: '/v1/veterinary_establishment_service_subscriptions/{id}/reduction',
          pathParams: { id },
          body,
          requiresBody: true,
          headers: ifMatchHeaders(etag),
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ id, etag }: { id: number; etag: string | undefined }) => {
      await apiRequest({
        operation: 'deleteVeterinaryEstablishmentServiceSubscription',
        method: 'DELETE',
        path,
        pathParams: { id },
        headers: ifMatchHeaders(etag),
      });
      return id;
    },
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  return { create, update, editRange, reduce, remove };
}

/** Discounts on a period; each refreshes the subscription (its periods carry their discounts' sum). */
export function useSaveDiscount(establishmentId: number, subscriptionId: number) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.detail(subscriptionId) });
    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.ofEstablishment(establishmentId) });
  };
  const create = useMutation({
    mutationFn: (body: ServiceDiscountCreate) =>
      apiRequest({
        operation: 'createVeterinaryEstablishmentServiceDiscount',
        method: 'POST',
        path: '/v1/veterinary_establishment_service_discounts',
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  return { create };
}
