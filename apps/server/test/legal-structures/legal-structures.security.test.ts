import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { useLegalStructuresWorld } from '../support/factories/legal-structures-world.ts';

useLegalStructuresWorld();

describe('[LEGAL STRUCTURES] reading, for the establishment form', () => {
  it('refuses a leader without a staff role', async () => {
    const leader = await tokenFor('leader');
    expect((await call('GET', '/v1/legal_structures', { token: leader })).status).toBe(403);
  });
});
