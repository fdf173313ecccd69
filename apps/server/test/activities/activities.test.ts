import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let moderator: string;
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});
const declare = (body: Record<string, unknown>, token = moderator) =>
  call('POST', '/v1/veterinary_establishment_activities', { token, body });

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
