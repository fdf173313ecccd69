import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { admin, useLeaderAreaWorld } from '../support/factories/leader-area-world.ts';

useLeaderAreaWorld();

describe('[ONBOARDING] the leader area', () => {
  it('is empty for a user who leads no establishment, and needs a token', async () => {
    const answer = await call('GET', '/v1/me/onboarding', { token: admin });
    expect(answer.body.data).toEqual({
      establishments: [],
      pendingMandateCount: 0,
      billingAccounts: [],
      pendingSignatures: [],
    });
    expect((await call('GET', '/v1/me/onboarding')).status).toBe(401);
  });
});
