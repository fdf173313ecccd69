import type { TestProject } from 'vitest/node';
import { signInForAccessToken } from './support/oidc-client.ts';
import {
  prepareTemplateDatabase,
  startTestServer,
  TEMPLATE_DATABASE_VARIABLE,
} from './support/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The test server's database, for the rare state no API call can make yet (a signed mandate). */
    databaseUrl: string;
    /** An access token of each demo account, signed in once for the whole run (support/api.ts tokenFor). */
    demoTokens: Record<string, string>;
  }
}

/** One running product shared by the API tests (after packages/db's setup has chosen the PostgreSQL server). */
export default async function setup(project: TestProject) {
  // Published before the test files' workers start: they inherit it (as TEST_DATABASE_URL).
  const template = await prepareTemplateDatabase();
  process.env[TEMPLATE_DATABASE_VARIABLE] = template.name;
  // Its e-invoicing rounds every 2 s, not 30: what a file issues is deposited before the next file's lists
  // are compared (the fuzz test).
  const server = await startTestServer({ E_INVOICING_INTERVAL_SECONDS: '2' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  // Once for the run, not once per file: the provider limits sign-ins per client address (60 e-mail
  // lookups in 15 minutes), and ~30 files each signing in three accounts would meet that limit.
  const roles = ['admin', 'manager', 'accountant', 'moderator', 'leader'];
  const tokens = await Promise.all(
    roles.map((role) => signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo')),
  );
  project.provide(
    'demoTokens',
    Object.fromEntries(roles.map((role, index) => [role, tokens[index] as string])),
  );
  return async () => {
    await server.close();
    delete process.env[TEMPLATE_DATABASE_VARIABLE];
    await template.drop();
  };
}
