import type { TestProject } from 'vitest/node';
import { startTestServer } from './support/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer('pglite');
  project.provide('baseUrl', server.baseUrl);
  return () => server.close();
}
