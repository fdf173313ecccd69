import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { EstablishmentUserUpdate } from '@vetbo/domain/teams';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';

/** A job in an establishment's or a group's team (the fields the Équipe tabs show are the same). */
export type TeamJob = Schema<'VeterinaryEstablishmentUser'> | Schema<'VeterinaryGroupUser'>;

/** Whose team: an establishment's or a group's (their API paths differ, nothing else here). */
export type TeamOwner = { kind: 'establishment'; id: number } | { kind: 'group'; id: number };

const PATHS = {
  establishment: {
    list: '/v1/veterinary_establishment_users',
    one: '/v1/veterinary_establishment_users/{id}',
  },
  group: { list: '/v1/veterinary_group_users', one: '/v1/veterinary_group_users/{id}' },
} as const;
const NAMES = { establishment: 'VeterinaryEstablishmentUser', group: 'VeterinaryGroupUser' } as const;

const teamKey = (owner: TeamOwner) => ['teams', owner.kind, owner.id] as const;

/** The team: current and past jobs, the current ones first. */
export function useTeam(owner: TeamOwner) {
  return useQuery({
    queryKey: teamKey(owner),
    queryFn: ({ signal }): Promise<{ data: TeamJob[] }> =>
      owner.kind === 'establishment'
        ? apiRequest({
            operation: 'getVeterinaryEstablishmentUsers',
            path: PATHS.establishment.list,
            query: { 'veterinaryEstablishmentId[]': [owner.id], limit: 200 },
            signal,
          })
        : apiRequest({
            operation: 'getVeterinaryGroupUsers',
            path: PATHS.group.list,
            query: { 'veterinaryGroupId[]': [owner.id], limit: 200 },
            signal,
          }),
    select: (answer) => ({ data: [...answer.data].sort((a, b) => Number(b.active) - Number(a.active)) }),
  });
}

// The two kinds' calls share their shape; the paths are typed by the document, the bodies by the domain
// schemas the drawer parses with (casts below keep one code path for both).
type LooseRequest = Parameters<typeof apiRequestWithHeaders>[0];

/** One job and the ETag of its version (ending it sends the ETag back in If-Match). */
export function getTeamJob(owner: TeamOwner, id: number) {
  return readVersioned<TeamJob>(
    apiRequestWithHeaders({
      operation: `get${NAMES[owner.kind]}`,
      path: PATHS[owner.kind].one,
      pathParams: { id },
    } as LooseRequest) as never,
  );
}

export function useSaveTeamJob(owner: TeamOwner) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey(owner) });
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) =>
        readVersioned<TeamJob>(
          apiRequestWithHeaders({
            operation: `create${NAMES[owner.kind]}`,
            method: 'POST',
            path: PATHS[owner.kind].list,
            body,
            requiresBody: true,
          } as LooseRequest) as never,
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
        readVersioned<TeamJob>(
          apiRequestWithHeaders({
            operation: `update${NAMES[owner.kind]}`,
            method: 'PATCH',
            path: PATHS[owner.kind].one,
            pathParams: { id },
            headers: ifMatchHeaders(etag),
            body,
            requiresBody: true,
          } as LooseRequest) as never,
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
