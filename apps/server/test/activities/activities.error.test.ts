import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { declare, moderator, useActivitiesWorld } from '../support/factories/activities-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useActivitiesWorld();

describe('[ACTIVITIES] establishments’ activities', () => {
  it('refuses the same activity twice (409), a share over 100 and an unknown activity (400)', async () => {
    const establishment = await createEstablishment(moderator);
    await declare({ veterinaryEstablishmentId: establishment.id, activity: 'NAC' });
    const twice = await declare({ veterinaryEstablishmentId: establishment.id, activity: 'NAC' });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual([
      { path: 'activity', message: 'Cette activité est déjà déclarée pour cet établissement' },
    ]);
    const bad = await declare({
      veterinaryEstablishmentId: establishment.id,
      activity: 'DRAGONS',
      share: 120,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['activity', 'share']);
  });

  it('refuses shares adding up to more than 100 %, on a new activity and on a changed share (422)', async () => {
    const establishment = await createEstablishment(moderator);
    const canine = await declare({
      veterinaryEstablishmentId: establishment.id,
      activity: 'CANINE',
      share: 60,
    });
    expect(canine.status).toBe(201);
    const over = await declare({
      veterinaryEstablishmentId: establishment.id,
      activity: 'FELINE',
      share: 41,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([
      { path: 'share', message: 'La somme des parts des activités de cet établissement dépasse 100 %' },
    ]);
    const exact = await declare({
      veterinaryEstablishmentId: establishment.id,
      activity: 'FELINE',
      share: 40,
    });
    expect(exact.status).toBe(201);
    // Another establishment's shares do not count.
    const other = await createEstablishment(moderator);
    expect(
      (await declare({ veterinaryEstablishmentId: other.id, activity: 'FELINE', share: 90 })).status,
    ).toBe(201);
    const raise = (id: number, share: number) =>
      call('PATCH', `/v1/veterinary_establishment_activities/${id}`, { token: moderator, body: { share } });
    expect((await raise(canine.body.data.id, 61)).status).toBe(422);
    // Its own former share is not counted twice: 60 → 55 fits.
    expect((await raise(canine.body.data.id, 55)).status).toBe(200);
    const listed = await call(
      'GET',
      `/v1/veterinary_establishment_activities?veterinaryEstablishmentId[]=${establishment.id}`,
      { token: moderator },
    );
    expect(listed.body.data.map((a: { share: number }) => a.share).sort()).toEqual([40, 55]);
  });
});
