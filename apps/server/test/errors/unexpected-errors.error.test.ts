import type { Database } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';

// The app on a database whose every query fails, plus one route that throws: what a client sees then.
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  const unreachable = {
    kind: 'postgresql',
    pool: { query: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')) },
  } as unknown as Database;
  app = await buildApp({ database: unreachable, authenticate: async () => null, logLevel: 'silent' });
  app.get('/v1/failing-route', { config: { access: 'public' } }, async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

describe('[ERRORS] unexpected failures', () => {
  it('answers a 500 problem without the message, the stack or SQL, but with a request id', async () => {
    const response = await fetch(`${url}/v1/failing-route`, { headers: { 'x-request-id': 'req-42' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const text = await response.text();
    expect(text).not.toMatch(/secret_table|at .*\.ts|node_modules|stack/i);
    // The server's own id (the client's is only logged beside it: request-id.test.ts).
    const requestId = response.headers.get('x-request-id');
    expect(requestId).not.toBe('req-42');
    expect(JSON.parse(text)).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      requestId,
      detail: `Une erreur inattendue s'est produite. Référence : ${requestId}.`,
    });
  });

  it('reports an unreachable database as 503 on /health', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { code: string };
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toContain('10.0.0.5');
  });
});
