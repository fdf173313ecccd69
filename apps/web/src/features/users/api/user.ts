import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { UserCreate, UserUpdate } from '@vetbo/domain/users';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';
import { userKeys } from './query-keys.ts';

export type User = Schema<'User'>;
export type EstablishmentJob = Schema<'VeterinaryEstablishmentUser'>;
export type GroupJob = Schema<'VeterinaryGroupUser'>;

/** The user and the ETag of this version, which its edit sends back in If-Match. */
export function getUser(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({ operation: 'getUser', path: '/v1/users/{id}', pathParams: { id }, signal }),
  );
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    meta: { silentStatuses: [404] },
  });

export function useUser(id: number) {
  return useSuspenseQuery(userQueryOptions(id));
}

/** Create, edit (If-Match) and the staff role (ADMIN only, its own call: a PATCH never changes rights). */
export function useSaveUser() {
  const queryClient = useQueryClient();
  const refresh = async (id: number) => {
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
    await queryClient.invalidateQueries({ queryKey: changeHistoryKey('users', id) });
  };
  return {
    create: useMutation({
      mutationFn: (body: UserCreate) =>
        readVersioned(
          apiRequestWithHeaders({
            operation: 'createUser',
            method: 'POST',
            path: '/v1/users',
            body,
            requiresBody: true,
          }),
        ),
      meta: { handlesFieldErrors: true },
      onSuccess: ({ data }) => refresh(data.id),
    }),
    update: useMutation({
      mutationFn: ({ id, etag, body }: { id: number; etag: string | undefined; body: UserUpdate }) =>
        readVersioned(
          apiRequestWithHeaders({
            operation: 'updateUser',
            method: 'PATCH',
            path: '/v1/users/{id}',
            pathParams: { id },
            headers: ifMatchHeaders(etag),
            body,
            requiresBody: true,
          }),
        ),
      meta: { handlesFieldErrors: true, silentStatuses: [412] },
      onSuccess: ({ data }) => refresh(data.id),
    }),
    setRole: useMutation({
      mutationFn: ({
        id,
        etag,
        staffRole,
      }: {
        id: number;
        etag: string | undefined;
        staffRole: User['staffRole'];
      }) =>
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
      onSuccess: (_answer, { id }) => refresh(id),
    }),
  };
}

/** Where the user works: their establishment and group jobs, current and past. */
export function useUserJobs(userId: number) {
  return useQuery({
    queryKey: userKeys.jobs(userId),
    queryFn: async ({ signal }) => {
      const query = { 'userId[]': [userId], limit: 100 };
      const [establishments, groups] = await Promise.all([
        apiRequest({
          operation: 'getVeterinaryEstablishmentUsers',
          path: '/v1/veterinary_establishment_users',
          query,
          signal,
        }),
        apiRequest({
          operation: 'getVeterinaryGroupUsers',
          path: '/v1/veterinary_group_users',
          query,
          signal,
        }),
      ]);
      return { establishments: establishments.data, groups: groups.data };
    },
  });
}

/** What the user changed, newest first, across every resource (the history's author filter). */
export function useUserActivity(userId: number) {
  return useQuery({
    queryKey: userKeys.activity(userId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getChangeHistory',
        path: '/v1/change_history',
        query: { 'userId[]': [userId], limit: 50 },
        signal,
      }),
  });
}
