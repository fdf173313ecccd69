// Service subscriptions over HTTP, what is refused: any change to an invoiced period (409), the field
// errors (400, 422), a disabled option (409), and who may subscribe.
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/api.ts';
import { path, subscribe, tokens, useSubscriptionsWorld } from '../support/factories/subscriptions-world.ts';

const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
afterAll(() => database.end());

useSubscriptionsWorld();

describe('[SUBSCRIPTIONS] errors and security', () => {
  it('an accountant reads but does not subscribe; no token is a 401', async () => {
    expect((await subscribe({}, tokens.accountant)).status).toBe(403);
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', `${path}?limit=1`, { token: tokens.accountant })).status).toBe(200);
  });
});
