// The set-up and helpers the oidc/oidc-flow.*.test.ts files share.
import type { Database } from '@vetbo/db/database';
import { afterAll, beforeAll } from 'vitest';
import { insertUser, openTestDatabase, startServer, type TestServer } from './oidc-world.ts';

export const EMAIL = 'alice.martin@vetbo.test';

export let database: Database;
export let server: TestServer;
export let userId: number;

/** Registers the set-up the oidc-flow tests share. */
export function useOidcFlowWorld() {
  beforeAll(async () => {
    database = await openTestDatabase();
    userId = await insertUser(database, { email: EMAIL, firstName: 'Alice', lastName: 'Martin' });
    await insertUser(database, { email: 'bruno@vetbo.test', firstName: 'Bruno <b>', lastName: 'Petit' });
    await insertUser(database, { email: 'chloe@vetbo.test', firstName: 'Chloé', lastName: 'Durand' });
    server = await startServer(database, { stage: 'local' });
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });
}
