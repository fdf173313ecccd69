import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { EstablishmentUserCreate, EstablishmentUserUpdate } from '@vetbo/domain/teams';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';

export type TeamJob = Schema<'VeterinaryEstablishmentUser'>;

const teamKey = (establishmentId: number) => ['teams', 'establishment', establishmentId] as const;

/** The establishment's team: current and past jobs, the current ones first. */
export function useEstablishmentTeam(establishmentId: number) {
  return useQuery({
    queryKey: teamKey(establishmentId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentUsers',
        path: '/v1/veterinary_establishment_users',
        query: { 'veterinaryEstablishmentId[]': [establishmentId], limit: 200 },
        signal,
      }),
    select: (answer) => ({
      ...answer,
      data: [...answer.data].sort((a, b) => Number(b.active) - Number(a.active)),
    }),
  });
}

/** One job and the ETag of its version (ending it sends the ETag back in If-Match). */
export function getTeamJob(id: number) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryEstablishmentUser',
      path: '/v1/veterinary_establishment_users/{id}',
      pathParams: { id },
    }),
  );
}

export function useSaveTeamJob(establishmentId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey(establishmentId) });
  return {
    create: useMutation({
      mutationFn: (body: EstablishmentUserCreate) =>
        readVersioned(
          apiRequestWithHeaders({
            operation: 'createVeterinaryEstablishmentUser',
            method: 'POST',
            path: '/v1/veterinary_establishment_users',
            body,
            requiresBody: true,
          }),
        ),
      meta: { handlesFieldErrors: true },
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({
        id,
        etag,
        body,
      }: {
        id: number;
        etag: string | undefined;
        body: EstablishmentUserUpdate;
      }) =>
        readVersioned(
          apiRequestWithHeaders({
            operation: 'updateVeterinaryEstablishmentUser',
            method: 'PATCH',
            path: '/v1/veterinary_establishment_users/{id}',
            pathParams: { id },
            headers: ifMatchHeaders(etag),
            body,
            requiresBody: true,
          }),
        ),
      meta: { handlesFieldErrors: true, silentStatuses: [412] },
      onSuccess: refresh,
    }),
  };
}

/** Users matching a name or the start of an e-mail, for the "add a person" picker. */
export function useUserOptions(term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'picker', term] as const,
    enabled: enabled && term.trim().length >= 2,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'searchUsers',
        method: 'POST',
        path: '/v1/users/search',
        query: { page: 1, limit: 20 },
        body: { term: term.trim() },
        requiresBody: true,
        signal,
      }),
    select: (answer) =>
      answer.data.map((user) => ({
        id: user.id,
        label: `${user.firstName} ${user.lastName} (${user.email})`,
      })),
  });
}
