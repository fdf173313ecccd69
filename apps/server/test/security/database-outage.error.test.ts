// A database outage is not a sign-out: while PostgreSQL is stopped, a signed-in user's calls answer 503
// with Retry-After (the web app keeps the session and retries), never 401 (which drops the session) nor
// 500; once it is back, the same token works again. On a product of its own over a PostgreSQL server the
// test stops and starts.
import { createFreshDatabase } from '@vetbo/db/testing/database-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { call } from '../support/api.ts';
import { freePort } from '../support/free-port.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { type StoppablePostgres, startStoppablePostgres } from '../support/stoppable-postgres.ts';

let postgres: StoppablePostgres;
let server: RunningServer;
let baseUrl: string;
let moderator: string;
let admin: string;
let establishmentId: number;

beforeAll(async () => {
  postgres = await startStoppablePostgres();
  const database = await createFreshDatabase(postgres.url);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = await startServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      DEMO_DATA: 'true',
      STAGE: 'local',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    }),
  );
  [moderator, admin] = await Promise.all([
    signInForAccessToken(baseUrl, 'moderator@vetbo.test', 'vetbo-demo'),
    signInForAccessToken(baseUrl, 'admin@vetbo.test', 'vetbo-demo'),
  ]);
  const list = await api('GET', '/v1/veterinary_establishments?limit=1', moderator);
  if (list.status !== 200) throw new Error(`list answered ${list.status}: ${JSON.stringify(list.body)}`);
  establishmentId = list.body.data[0].id;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await postgres?.remove();
});

function api(method: string, path: string, token: string, body?: unknown) {
  return call(method, path, { baseUrl, token, body, language: 'fr' });
}

function expectUnavailable(answer: Awaited<ReturnType<typeof api>>) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('content-type')).toContain('application/problem+json');
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.headers.get('www-authenticate')).toBeNull();
  expect(answer.body).toMatchObject({
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    title: 'Service indisponible',
  });
  // Nothing of the connection (address, port, driver message) reaches the client.
  expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|terminat|postgres/i);
}

describe('[SECURITY] PostgreSQL stopped under a signed-in user', () => {
  it('answers 503 with Retry-After to valid tokens, never 401, and serves them again once it is back', async () => {
    const rename = (name: string) =>
      api('PATCH', `/v1/veterinary_establishments/${establishmentId}`, moderator, { name });
    expect((await api('GET', '/v1/me', moderator)).status).toBe(200);

    await postgres.stop();
    try {
      // The moderator was just read (the authenticator's short user cache): the handler's own query fails.
      expectUnavailable(await api('GET', `/v1/veterinary_establishments/${establishmentId}`, moderator));
      // A save during the outage: 503 too, so the form keeps its values and can be sent again.
      expectUnavailable(await rename('Clinique pendant la panne'));
      // The admin's token was never used here: the authenticator itself cannot read the user.
      expectUnavailable(await api('GET', '/v1/me', admin));
      expectUnavailable(await api('GET', '/v1/veterinary_establishments?limit=1', admin));
      // A token that is not acceptable is still refused as such: 401, whatever the database does.
      const forged = `${moderator.slice(0, -4)}AAAA`;
      expect((await api('GET', '/v1/me', forged)).status).toBe(401);
      expect((await call('GET', '/v1/me', { baseUrl })).status).toBe(401);
      expect((await call('GET', '/health', { baseUrl })).status).toBe(503);
    } finally {
      await postgres.start();
    }

    expect((await api('GET', '/v1/me', admin)).status).toBe(200);
    expect((await rename('Clinique après la panne')).status).toBe(200);
    const detail = await api('GET', `/v1/veterinary_establishments/${establishmentId}`, moderator);
    expect(detail.status).toBe(200);
    expect(detail.body.data.name).toBe('Clinique après la panne');
    expect((await call('GET', '/health', { baseUrl })).status).toBe(200);
  });
});
