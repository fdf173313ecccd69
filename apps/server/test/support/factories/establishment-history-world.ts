// The set-up and helpers the establishments/establishment-history.*.test.ts files share.
import { beforeAll } from 'vitest';
import { tokenFor } from '../api.ts';

export let moderator: string;

/** Registers the set-up the establishment-history tests share. */
export function useEstablishmentHistoryWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
  });
}
