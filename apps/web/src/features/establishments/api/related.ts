// What hangs off one establishment, each loaded when its tab opens: lists of other collections filtered on
// the establishment, under those collections' keys. An establishment has few memberships and activities:
// the first 100 are shown without paging.
import { activitiesApi } from '../../../app/api/activities.ts';
import { changeHistoryApi } from '../../../app/api/change-history.ts';
import { membershipsApi } from '../../../app/api/memberships.ts';
import type { HistoryResource } from '../../../components/detail/use-change-history.ts';

const RELATED_LIMIT = 100;

/** Its memberships of workgroups, the newest first (Réseau tab). */
export const useEstablishmentMemberships = (id: number) =>
  membershipsApi.useList({
    'veterinaryEstablishmentId[]': [id],
    page: 1,
    limit: RELATED_LIMIT,
    sortJoinDate: 'desc',
  });

/** Its activities (canine, equine…) with their shares. */
export const useEstablishmentActivities = (id: number) =>
  activitiesApi.useList({ 'veterinaryEstablishmentId[]': [id], page: 1, limit: RELATED_LIMIT });

const useChangesOf = (resource: HistoryResource, ids: number[] | undefined) =>
  changeHistoryApi.useList(
    { 'resource[]': [resource], 'resourceId[]': ids, page: 1, limit: RELATED_LIMIT },
    { enabled: ids !== undefined && ids.length > 0 },
  );

/**
 * The Historique tab: the changes of the establishment, of its main address and of its activities, newest
 * first. The API filters by resource and by id together, so each kind of record is one request.
 */
export function useEstablishmentHistory(id: number, addressIds: number[], activityIds: number[] | undefined) {
  const queries = [
    useChangesOf('veterinary_establishments', [id]),
    useChangesOf('veterinary_establishment_addresses', addressIds),
    useChangesOf('veterinary_establishment_activities', activityIds),
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
