import type { Database } from '@vetbo/db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  openTestDatabase,
  pkcePair,
  startServer,
  type TestServer,
} from '../support/factories/oidc-world.ts';

let database: Database;
const servers: TestServer[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const server of servers) await server.app.close();
  await database?.close();
});

/** The cookies the provider sets when an authorization request arrives "over HTTPS" per X-Forwarded-Proto. */
async function cookiesBehind(trustProxy: boolean | string): Promise<string[]> {
  const server = await startServer(database, { trustProxy });
  servers.push(server);
  const url = authorizeUrl(server.baseUrl, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const response = await fetch(url, {
    redirect: 'manual',
    headers: {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'vetbo.example.fr',
      'x-forwarded-for': '1.2.3.4',
    },
  });
  expect(response.status).toBe(303);
  return response.headers.getSetCookie();
}

describe('the provider and TRUST_PROXY', () => {
  it('ignores X-Forwarded-Proto when no proxy is trusted (a client cannot claim HTTPS)', async () => {
    const cookies = await cookiesBehind(false);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).not.toContain('secure');
  });

  it('honours it behind a trusted proxy: the interaction cookies are Secure', async () => {
    const cookies = await cookiesBehind(true);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('secure');
  });

  it('ignores it when the peer is not one of the listed proxy addresses', async () => {
    const cookies = await cookiesBehind('10.9.9.9');
    for (const cookie of cookies) expect(cookie.toLowerCase()).not.toContain('secure');
    const trusted = await cookiesBehind('127.0.0.1');
    for (const cookie of trusted) expect(cookie.toLowerCase()).toContain('secure');
  });
});
