// The set-up and helpers the activities/activities.*.test.ts files share.
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;

export const declare = (body: Record<string, unknown>, token = moderator) =>
  call('POST', '/v1/veterinary_establishment_activities', { token, body });

/** Registers the set-up the activities tests share. */
export function useActivitiesWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
  });
}
