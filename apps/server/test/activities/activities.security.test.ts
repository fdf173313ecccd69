import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { declare, useActivitiesWorld } from '../support/factories/activities-world.ts';

useActivitiesWorld();

describe('[ACTIVITIES] establishments’ activities', () => {
  it('lets an accountant read but not declare', async () => {
    const accountant = await tokenFor('accountant');
    expect((await call('GET', '/v1/veterinary_establishment_activities', { token: accountant })).status).toBe(
      200,
    );
    expect((await declare({ veterinaryEstablishmentId: 1, activity: 'CANINE' }, accountant)).status).toBe(
      403,
    );
  });
});
