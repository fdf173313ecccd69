// An establishment's subscriptions (the Services tab) and their billing, on the subscriptions' declaration
// (app/api/subscriptions.ts), shared with the services screens' list: each write refreshes both.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { SubscriptionRangeEdit, SubscriptionReduction } from '@vetbo/domain/service-subscriptions';
import type { UpdateInput } from '../../../app/api/resource.ts';
import { serviceDiscountsApi } from '../../../app/api/service-discounts.ts';
import { serviceOptionsApi } from '../../../app/api/service-options.ts';
import { subscriptionsApi } from '../../../app/api/subscriptions.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';

export type Subscription = Schema<'ServiceSubscription'>;
export type SubscriptionWithPeriods = Schema<'ServiceSubscriptionWithPeriods'>;
export type ServicePeriod = Schema<'ServicePeriod'>;
export type ServiceOption = Schema<'VeterinaryServiceOption'>;

// An establishment has a handful of subscriptions: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export const useEstablishmentSubscriptions = (establishmentId: number) =>
  subscriptionsApi.useList({
    'veterinaryEstablishmentId[]': [establishmentId],
    page: 1,
    limit: RELATED_LIMIT,
    sortStartDate: 'desc',
  });

export const subscriptionQueryOptions = subscriptionsApi.detailOptions;
/** One subscription with the ETag of this version (an action's form sends it back in If-Match). */
export const getSubscription = (id: number) => subscriptionsApi.get(id);

/** The options open to new subscriptions, by label (the catalogue is small). */
// The service options are a list of spec §4: the app's 600 ms freshness, no longer figure of their own.
export const useEnabledOptions = () =>
  serviceOptionsApi.useList({ 'status[]': ['ENABLED'], page: 1, limit: 200, sortEntitled: 'asc' });

// A period's range and a reduction are their own PUTs on the subscription; the answer is the subscription.
function putOnSubscription<B>(operation: string, path: '' | '/reduction') {
  return ({ id, etag, body }: UpdateInput<B>) =>
    readVersioned(
      apiRequestWithHeaders({
        operation,
        method: 'PUT',
        path: `/v1/veterinary_establishment_service_subscriptions/{id}${path}`,
        pathParams: { id },
        body,
        requiresBody: true,
        headers: ifMatchHeaders(etag),
      } as Parameters<
        typeof apiRequestWithHeaders<'/v1/veterinary_establishment_service_subscriptions/{id}', 'PUT'>
      >[0]),
    ) as Promise<{ data: SubscriptionWithPeriods; etag: string | undefined }>;
}

/** Every write on a subscription refreshes the lists of subscriptions, the subscription and its history. */
export function useSaveSubscription(_establishmentId?: number) {
  const queryClient = useQueryClient();
  const store = (saved: { data: SubscriptionWithPeriods; etag: string | undefined }) =>
    subscriptionsApi.store(queryClient, saved);
  return {
    create: subscriptionsApi.useCreate(),
    update: subscriptionsApi.useUpdate(),
    editRange: useMutation({
      mutationFn: putOnSubscription<SubscriptionRangeEdit>(
        'editVeterinaryEstablishmentServiceSubscriptionPeriods',
        '',
      ),
      meta: { handlesFieldErrors: true },
      onSuccess: store,
    }),
    reduce: useMutation({
      mutationFn: putOnSubscription<SubscriptionReduction>(
        'reduceVeterinaryEstablishmentServiceSubscription',
        '/reduction',
      ),
      meta: { handlesFieldErrors: true },
      onSuccess: store,
    }),
    // The confirmation says a refusal itself.
    remove: subscriptionsApi.useRemove({ meta: { handlesFieldErrors: true } }),
  };
}

/** Discounts on a period; each refreshes the subscriptions (their periods carry their discounts' sum). */
export function useSaveDiscount(_establishmentId?: number, _subscriptionId?: number) {
  return { create: serviceDiscountsApi.useCreate() };
}
