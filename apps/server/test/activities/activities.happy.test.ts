import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { declare, moderator, useActivitiesWorld } from '../support/factories/activities-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useActivitiesWorld();

describe('[ACTIVITIES] establishments’ activities', () => {
  it('declares activities with their share, lists them by establishment, and changes a share', async () => {
    const establishment = await createEstablishment(moderator);
    const canine = await declare({
      veterinaryEstablishmentId: establishment.id,
      activity: 'CANINE',
      share: 70,
    });
    expect(canine.status).toBe(201);
    expect(canine.body.data).toMatchObject({ activity: 'CANINE', share: 70 });
    await declare({ veterinaryEstablishmentId: establishment.id, activity: 'EQUINE', share: 30 });
    const listed = await call(
      'GET',
      `/v1/veterinary_establishment_activities?veterinaryEstablishmentId[]=${establishment.id}&sortShare=desc`,
      { token: moderator },
    );
    expect(listed.body.data.map((a: { activity: string }) => a.activity)).toEqual(['CANINE', 'EQUINE']);
    const changed = await call('PATCH', `/v1/veterinary_establishment_activities/${canine.body.data.id}`, {
      token: moderator,
      body: { share: 60 },
    });
    expect(changed.body.data.share).toBe(60);
  });
});
