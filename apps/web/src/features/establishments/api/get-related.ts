import { useQuery } from '@tanstack/react-query';
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

function useChangesOf(establishmentId: number, resource: HistoryResource, ids: number[] | undefined) {
  return useQuery({
    queryKey: [...establishmentKeys.related(establishmentId, 'history'), resource, ids] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getChangeHistory',
        path: '/v1/change_history',
        query: { 'resource[]': [resource], 'resourceId[]': ids, page: 1, limit: HISTORY_LIMIT },
        signal,
      }),
    enabled: ids !== undefined && ids.length > 0,
  });
}

/**
 * The Historique tab: the changes of the establishment, of its main address and of its activities, newest
 * first. The API filters by resource and by id together, so each kind of record is one request.
 */
export function useEstablishmentHistory(id: number, addressIds: number[], activityIds: number[] | undefined) {
  const queries = [
    useChangesOf(id, 'veterinary_establishments', [id]),
    useChangesOf(id, 'veterinary_establishment_addresses', addressIds),
    useChangesOf(id, 'veterinary_establishment_activities', activityIds),
  ];
  // A query with no ids is disabled: it stays pending but has nothing to wait for.
  const waiting = [[id], addressIds, activityIds].some(
    (ids, index) => ids === undefined || (ids.length > 0 && queries[index]?.isPending),
  );
  return {
    isPending: waiting,
    isError: queries.some((query) => query.isError),
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
    data: {
      data: queries
        .flatMap((query) => query.data?.data ?? [])
        .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.id - a.id),
    },
  };
}
