import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { MembershipCreate, MembershipUpdate } from '@vetbo/domain/memberships';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';
import { membershipKeys, workgroupKeys } from './query-keys.ts';

// A group has few member establishments: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export const groupMembershipsKey = (groupId: number) => workgroupKeys.related(groupId, 'memberships');

export function useGroupMemberships(groupId: number) {
  return useQuery({
    queryKey: groupMembershipsKey(groupId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentMembers',
        path: '/v1/veterinary_establishment_members',
        query: { 'veterinaryGroupId[]': [groupId], page: 1, limit: RELATED_LIMIT, sortJoinDate: 'desc' },
        signal,
      }),
  });
}

export function getMembership(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryEstablishmentMember',
      path: '/v1/veterinary_establishment_members/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

export const membershipQueryOptions = (id: number) =>
  queryOptions({
    queryKey: membershipKeys.detail(id),
    queryFn: ({ signal }) => getMembership(id, signal),
    meta: { silentStatuses: [404] },
  });

export function useMembership(id: number) {
  return useSuspenseQuery(membershipQueryOptions(id));
}

export interface UpdateMembershipInput {
  id: number;
  etag: string | undefined;
  body: MembershipUpdate;
}

/** Create, change (If-Match) and delete a membership; each refreshes the group's tab and history. */
export function useSaveMembership() {
  const queryClient = useQueryClient();
  const refresh = async (groupId: number, membershipId: number) => {
    await queryClient.invalidateQueries({ queryKey: groupMembershipsKey(groupId) });
    await queryClient.invalidateQueries({ queryKey: workgroupKeys.detail(groupId) });
    await queryClient.invalidateQueries({
      queryKey: changeHistoryKey('veterinary_establishment_members', membershipId),
    });
  };
  const create = useMutation({
    mutationFn: (body: MembershipCreate) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'createVeterinaryEstablishmentMember',
          method: 'POST',
          path: '/v1/veterinary_establishment_members',
          body,
          requiresBody: true,
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: async (created) => {
      queryClient.setQueryData(membershipKeys.detail(created.data.id), created);
      await refresh(created.data.veterinaryGroupId, created.data.id);
    },
  });
  const update = useMutation({
    mutationFn: ({ id, etag, body }: UpdateMembershipInput) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'updateVeterinaryEstablishmentMember',
          method: 'PATCH',
          path: '/v1/veterinary_establishment_members/{id}',
          pathParams: { id },
          headers: ifMatchHeaders(etag),
          body,
          requiresBody: true,
        }),
      ),
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(membershipKeys.detail(saved.data.id), saved);
      await refresh(saved.data.veterinaryGroupId, saved.data.id);
    },
  });
  const remove = useMutation({
    mutationFn: ({ id }: { id: number; groupId: number }) =>
      apiRequest({
        operation: 'deleteVeterinaryEstablishmentMember',
        method: 'DELETE',
        path: '/v1/veterinary_establishment_members/{id}',
        pathParams: { id },
      }),
    onSuccess: async (_answer, { id, groupId }) => {
      queryClient.removeQueries({ queryKey: membershipKeys.detail(id) });
      await refresh(groupId, id);
    },
  });
  return { create, update, remove };
}
