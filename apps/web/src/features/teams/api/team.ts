// The "Équipe" tabs: an establishment's or a group's jobs, on their collections' declarations
// (app/api/establishment-jobs.ts, group-jobs.ts): a change refreshes the people's Réseau tab too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import type { EstablishmentUserUpdate } from '@vetbo/domain/teams';
import { establishmentJobsApi } from '../../../app/api/establishment-jobs.ts';
import { groupJobsApi } from '../../../app/api/group-jobs.ts';
import type { UpdateInput } from '../../../app/api/resource.ts';
import type { Versioned } from '../../../lib/versioned-record.ts';

/** A job in an establishment's or a group's team (the fields the Équipe tabs show are the same). */
export type TeamJob = Schema<'VeterinaryEstablishmentUser'> | Schema<'VeterinaryGroupUser'>;

/** Whose team: an establishment's or a group's (their API paths differ, nothing else here). */
export type TeamOwner = { kind: 'establishment'; id: number } | { kind: 'group'; id: number };

// The two kinds share their shape: one code path for both, typed by the establishment's (casts below).
type JobsApi = typeof establishmentJobsApi;
const JOBS = { establishment: establishmentJobsApi, group: groupJobsApi as unknown as JobsApi };

function ownerQuery(owner: TeamOwner) {
  return owner.kind === 'establishment'
    ? { 'veterinaryEstablishmentId[]': [owner.id], limit: 200 }
    : { 'veterinaryGroupId[]': [owner.id], limit: 200 };
}

/** The team: current and past jobs, the current ones first. */
export function useTeam(owner: TeamOwner) {
  return useQuery({
    ...JOBS[owner.kind].listOptions(ownerQuery(owner) as never),
    select: (answer): { data: TeamJob[] } => ({
      data: [...answer.data].sort((a, b) => Number(b.active) - Number(a.active)),
    }),
  });
}

/** One job's detail key (its collection's). */
export const teamJobKey = (owner: TeamOwner, id: number) => JOBS[owner.kind].keys.detail(id);

/** One job and the ETag of its version (ending it sends the ETag back in If-Match). */
export const getTeamJob = (owner: TeamOwner, id: number): Promise<Versioned<TeamJob>> =>
  JOBS[owner.kind].get(id);

export function useSaveTeamJob(owner: TeamOwner) {
  const queryClient = useQueryClient();
  const api = JOBS[owner.kind];
  const refresh = () => api.invalidate(queryClient);
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>): Promise<Versioned<TeamJob>> => api.create(body as never),
      meta: { handlesFieldErrors: true },
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: UpdateInput<EstablishmentUserUpdate>): Promise<Versioned<TeamJob>> =>
        api.update(input as never),
      meta: { handlesFieldErrors: true, silentStatuses: [412] },
      onSuccess: refresh,
    }),
  };
}
