// The set-up and helpers the oidc/oidc-storage.*.test.ts files share.
import type { Database } from '@vetbo/db/database';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase } from './oidc-world.ts';

export let database: Database;

/** Registers the set-up the oidc-storage tests share. */
export function useOidcStorageWorld() {
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });
}
