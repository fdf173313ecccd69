// The set-up and helpers the memberships/memberships.*.test.ts files share.

import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;

export const join = (body: Record<string, unknown>, token = moderator) =>
  call('POST', '/v1/veterinary_establishment_members', { token, body });

let nextCode = 800_000 + Math.floor(Math.random() * 90_000);

export async function createGroup(entitled = 'Groupe des Bords de Loire') {
  const answer = await call('POST', '/v1/veterinary_groups', {
    token: moderator,
    body: { entitled, groupCode: `GRP${nextCode++}` },
  });
  return answer.body.data as { id: number };
}

/** Registers the set-up the memberships tests share. */
export function useMembershipsWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
  });
}
