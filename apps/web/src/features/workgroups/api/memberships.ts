// A group's member establishments, on the memberships' declaration (app/api/memberships.ts): each write
// refreshes every list of memberships (the group's tab, the establishment's Réseau tab), the group and history.
import { membershipsApi } from '../../../app/api/memberships.ts';

// A group has few member establishments: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export const useGroupMemberships = (groupId: number) =>
  membershipsApi.useList({
    'veterinaryGroupId[]': [groupId],
    page: 1,
    limit: RELATED_LIMIT,
    sortJoinDate: 'desc',
  });

export const membershipQueryOptions = membershipsApi.detailOptions;
export const useMembership = membershipsApi.useDetail;

/** Create, change (If-Match) and delete a membership. */
export function useSaveMembership() {
  return {
    create: membershipsApi.useCreate(),
    update: membershipsApi.useUpdate(),
    remove: membershipsApi.useRemove(),
  };
}
