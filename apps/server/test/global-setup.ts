import type { TestProject } from 'vitest/node';
import { startTestServer } from './support/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The test server's database, for the rare state no API call can make yet (a signed mandate). */
    databaseUrl: string;
  }
}

/** One running product shared by the API tests (after packages/db's setup has chosen the PostgreSQL server). */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return () => server.close();
}
