// The set-up and helpers the teams/leader-jobs.*.test.ts files share.
import { call } from '../api.ts';
import { useTeamsWorld } from './teams-world.ts';

export const meOf = async (token: string) =>
  (await call('GET', '/v1/me', { token })).body.data as { id: number };

export const leaderJob = (userId: number, veterinaryEstablishmentId: number) => ({
  userId,
  veterinaryEstablishmentId,
  jobTitle: 'VETERINARIAN_LEADER',
  entryDate: '2024-01-01',
});

export const patch = (path: string, token: string, body: unknown) => call('PATCH', path, { token, body });

/** Two days ago (no time zone makes it today), as a job's exit date that ends it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Registers the set-up the leader-jobs tests share. */
export function useLeaderJobsWorld() {
  useTeamsWorld();
}
