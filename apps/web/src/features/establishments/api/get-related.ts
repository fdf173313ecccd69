import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { establishmentKeys } from './query-keys.ts';

// What hangs off one establishment, each loaded when its tab opens. An establishment has few memberships
// and activities: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export const establishmentMembershipsKey = (id: number) => establishmentKeys.related(id, 'memberships');

/** Its memberships of workgroups, the newest first (Réseau tab). */
export function useEstablishmentMemberships(id: number) {
  return useQuery({
    queryKey: establishmentMembershipsKey(id),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentMembers',
        path: '/v1/veterinary_establishment_members',
        query: { 'veterinaryEstablishmentId[]': [id], page: 1, limit: RELATED_LIMIT, sortJoinDate: 'desc' },
        signal,
      }),
  });
}

export const establishmentActivitiesKey = (id: number) => establishmentKeys.related(id, 'activities');

/** Its activities (canine, equine…) with their shares. */
export function useEstablishmentActivities(id: number) {
  return useQuery({
    queryKey: establishmentActivitiesKey(id),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentActivities',
        path: '/v1/veterinary_establishment_activities',
        query: { 'veterinaryEstablishmentId[]': [id], page: 1, limit: RELATED_LIMIT },
        signal,
      }),
  });
}

type Change = Schema<'Change'>;
type HistoryResource = Change['resource'];
const HISTORY_LIMIT = 100;

/**
 * The Historique tab: the changes of the establishment, of its main address and of its activities, newest
 * first. The API filters by resource and by id together, so each kind of record is one request.
 */
export function useEstablishmentHistory(id: number, addressIds: number[], activityIds: number[] | undefined) {
  const sources: [HistoryResource, number[]][] = [
    ['veterinary_establishments', [id]],
    ['veterinary_establishment_addresses', addressIds],
    ['veterinary_establishment_activities', activityIds ?? []],
  ];
  const wanted = sources.filter(([, ids]) => ids.length > 0);
  return useQueries({
    queries: wanted.map(([resource, ids]) => ({
      queryKey: [...establishmentKeys.related(id, 'history'), resource, ids] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest({
          operation: 'getChangeHistory',
          path: '/v1/change_history',
          query: { 'resource[]': [resource], 'resourceId[]': ids, page: 1, limit: HISTORY_LIMIT },
          signal,
        }),
    })),
    combine: (results) => ({
      isPending: activityIds === undefined || results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
      data: {
        data: results
          .flatMap((result) => result.data?.data ?? [])
          .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.id - a.id),
      },
    }),
  });
}
