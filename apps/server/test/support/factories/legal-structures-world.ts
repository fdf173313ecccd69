// The set-up and helpers the legal-structures/legal-structures.*.test.ts files share.
import { beforeAll } from 'vitest';
import { tokenFor } from '../api.ts';

export let token: string;

/** Registers the set-up the legal-structures tests share. */
export function useLegalStructuresWorld() {
  beforeAll(async () => {
    token = await tokenFor('accountant');
  });
}
