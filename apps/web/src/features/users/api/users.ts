// The people screens' data, on the collection's declaration (app/api/users.ts); the list's is in
// users-list.ts (the list's first paint does not carry the jobs', history's and writes' code).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { changeHistoryApi } from '../../../app/api/change-history.ts';
import { establishmentJobsApi } from '../../../app/api/establishment-jobs.ts';
import { groupJobsApi } from '../../../app/api/group-jobs.ts';
import { usersApi } from '../../../app/api/users.ts';
import { ifMatchHeaders } from '../../../lib/versioned-record.ts';

export type User = Schema<'User'>;
export type EstablishmentJob = Schema<'VeterinaryEstablishmentUser'>;
export type GroupJob = Schema<'VeterinaryGroupUser'>;

export const userQueryOptions = usersApi.detailOptions;
export const useUser = usersApi.useDetail;

interface RoleChange {
  id: number;
  etag: string | undefined;
  staffRole: User['staffRole'];
}

/** Create, edit (If-Match) and the staff role (ADMIN only, its own call: a PATCH never changes rights). */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return {
    create: usersApi.useCreate(),
    update: usersApi.useUpdate(),
    setRole: useMutation({
      mutationFn: ({ id, etag, staffRole }: RoleChange) =>
        apiRequest({
          operation: 'changeUserRole',
          method: 'PUT',
          path: '/v1/users/{id}/role',
          pathParams: { id },
          headers: ifMatchHeaders(etag),
          body: { staffRole },
          requiresBody: true,
        }),
      meta: { silentStatuses: [412] },
      onSuccess: (_answer, { id }) => usersApi.invalidate(queryClient, id),
    }),
  };
}

/** Where the user works: their establishment and group jobs, current and past. */
export function useUserJobs(userId: number) {
  const query = { 'userId[]': [userId], limit: 100 };
  const queries = [establishmentJobsApi.useList(query), groupJobsApi.useList(query)] as const;
  const [establishments, groups] = queries;
  return {
    isPending: queries.some((one) => one.isPending),
    isError: queries.some((one) => one.isError),
    refetch: () => Promise.all(queries.map((one) => one.refetch())),
    data:
      establishments.data && groups.data
        ? { establishments: establishments.data.data, groups: groups.data.data }
        : undefined,
  };
}

/** What the user changed, newest first, across every resource (the history's author filter). */
export const useUserActivity = (userId: number) =>
  changeHistoryApi.useList({ 'userId[]': [userId], limit: 50 });
