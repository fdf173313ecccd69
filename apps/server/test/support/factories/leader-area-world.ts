// The set-up and helpers the onboarding/onboarding.*.test.ts files share.
import { beforeAll } from 'vitest';
import { tokenFor } from '../api.ts';

export let admin: string;
export let leader: string;

/** Registers the set-up the onboarding tests share. */
export function useLeaderAreaWorld() {
  beforeAll(async () => {
    [admin, leader] = await Promise.all([tokenFor('admin'), tokenFor('leader')]);
  });
}
