import type { TestProject } from 'vitest/node';
import { startTestServer } from './support/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One running product shared by the API tests (after packages/db's setup has chosen the PostgreSQL server). */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.close();
}
