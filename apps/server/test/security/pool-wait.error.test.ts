// A request that cannot get one of the API's database connections in time (DATABASE_POOL_WAIT_MS) is
// answered 503 with a Retry-After, instead of waiting for ever (a slow statement everywhere, or a bug
// holding connections). On a server of its own with two connections, both held by the test.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startTestServer } from '../support/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ DATABASE_POOL_SIZE: '2', DATABASE_POOL_WAIT_MS: '300' });
  token = await signInForAccessToken(server.baseUrl, 'moderator@vetbo.test', 'vetbo-demo');
}, 120_000);
afterAll(() => server?.close());

describe('[SECURITY] every database connection busy', () => {
  it('answers 503 DATABASE_BUSY with Retry-After once the wait runs out, then serves again', async () => {
    const list = () =>
      call('GET', '/v1/veterinary_establishments?limit=1', {
        baseUrl: server.baseUrl,
        token,
        language: 'fr',
      });
    expect((await list()).status).toBe(200);
    const held: pg.PoolClient[] = [
      await server.database.pool.connect(),
      await server.database.pool.connect(),
    ];
    try {
      const started = performance.now();
      const busy = await list();
      expect(busy.status).toBe(503);
      expect(busy.headers.get('content-type')).toContain('application/problem+json');
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(busy.body).toMatchObject({ status: 503, code: 'DATABASE_BUSY', title: 'Service surchargé' });
      // It waited for a connection (at least the 300 ms), and gave up instead of hanging.
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      for (const client of held) client.release();
    }
    expect((await list()).status).toBe(200);
  });

  it('ends a transaction left idle on the API’s connections (idle_in_transaction_session_timeout)', async () => {
    const client = await server.database.pool.connect();
    try {
      const setting = await client.query<{ idle_in_transaction_session_timeout: string }>(
        'show idle_in_transaction_session_timeout',
      );
      expect(setting.rows[0]?.idle_in_transaction_session_timeout).toBe('1min');
    } finally {
      client.release();
    }
    // The exports' connections wait on the client's download inside their cursor's transaction.
    const exportSetting = await server.database.exportPool.query('show idle_in_transaction_session_timeout');
    expect(exportSetting.rows[0]?.idle_in_transaction_session_timeout).toBe('0');
  });
});
