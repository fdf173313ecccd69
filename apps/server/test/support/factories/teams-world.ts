// The teams API tests' shared set-up and helpers (teams/establishment-teams, group-and-manufacturer-teams,
// leader-jobs and teams.*.test.ts).
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

/** The staff's tokens, set before the tests run. */
export const tokens = {} as { admin: string; manager: string; moderator: string; accountant: string };
let nextGroupCode = 700_000 + Math.floor(Math.random() * 90_000);

/** Registers the file's set-up: the staff's tokens. */
export function useTeamsWorld() {
  beforeAll(async () => {
    [tokens.admin, tokens.manager, tokens.moderator, tokens.accountant] = await Promise.all([
      tokenFor('admin'),
      tokenFor('manager'),
      tokenFor('moderator'),
      tokenFor('accountant'),
    ]);
  });
}

let sequence = Math.floor(Math.random() * 1_000_000);
export async function createUser(lastName = 'Lemoine') {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const answer = await call('POST', '/v1/users', {
    token: tokens.moderator,
    body: { email: `equipe.${tag}@clinique-test.fr`, firstName: 'Paul', lastName: `${lastName}${tag}` },
  });
  return answer.body.data as { id: number; lastName: string; email: string };
}
export async function createGroup() {
  const answer = await call('POST', '/v1/veterinary_groups', {
    token: tokens.moderator,
    body: { entitled: 'Groupe des Coteaux', groupCode: `GRP${nextGroupCode++}` },
  });
  return answer.body.data as { id: number; entitled: string };
}

export const ESTABLISHMENTS = '/v1/veterinary_establishment_users';
export const GROUPS = '/v1/veterinary_group_users';
export const hire = (body: Record<string, unknown>, token = tokens.moderator) =>
  call('POST', ESTABLISHMENTS, { token, body });
export const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((row) => row.id);
