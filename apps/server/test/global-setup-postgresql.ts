import type { TestProject } from 'vitest/node';
import { startTestServer } from './support/test-server.ts';

export default async function setup(project: TestProject) {
  const server = await startTestServer('postgresql');
  project.provide('baseUrl', server.baseUrl);
  return () => server.close();
}
