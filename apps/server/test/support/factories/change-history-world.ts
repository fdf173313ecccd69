// The set-up and helpers the change-history/change-history.*.test.ts files share.
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;
export let moderatorId: number;

/** Registers the set-up the change-history tests share. */
export function useChangeHistoryWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
    moderatorId = (await call('GET', '/v1/me', { token: moderator })).body.data.id;
  });
}
