import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { useChangeHistoryWorld } from '../support/factories/change-history-world.ts';

useChangeHistoryWorld();

describe('[HISTORY] change history', () => {
  it('is closed without a token and to users without a staff role', async () => {
    expect((await call('GET', '/v1/change_history')).status).toBe(401);
    expect((await call('GET', '/v1/change_history', { token: await tokenFor('leader') })).status).toBe(403);
  });
});
