// Exports stream on connections of their own (packages/db/src/database.ts, EXPORT_CONNECTIONS): a
// download holds its connection while the client reads it, and slow downloads must never take the
// connections the API's requests need. On a server of its own, so that holding its export connections
// disturbs no other test file.
import { EXPORT_CONNECTIONS } from '@vetbo/db/database';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startTestServer } from '../support/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signInForAccessToken(server.baseUrl, 'moderator@vetbo.test', 'vetbo-demo');
}, 120_000);
afterAll(() => server?.close());

const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => 'answered'),
    new Promise((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);

describe('[ESTABLISHMENTS] export connections', () => {
  it('queues an export while every export connection is busy, and never the API’s requests', async () => {
    // Every export connection taken, as by slow downloads.
    const held: pg.PoolClient[] = [];
    for (let index = 0; index < EXPORT_CONNECTIONS; index++)
      held.push(await server.database.exportPool.connect());
    try {
      const exported = fetch(`${server.baseUrl}/v1/veterinary_establishments/export?format=csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const list = await call('GET', '/v1/veterinary_establishments?limit=1', {
        baseUrl: server.baseUrl,
        token,
      });
      expect(list.status).toBe(200);
      expect(await settled(exported, 400)).toBe('waiting');
      held.pop()?.release();
      const answer = await exported;
      expect(answer.status).toBe(200);
      expect((await answer.text()).split('\n').length).toBeGreaterThan(2);
    } finally {
      for (const client of held) client.release();
    }
  });
});
