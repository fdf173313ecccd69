import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { createUser, ESTABLISHMENTS, hire, tokens, useTeamsWorld } from '../support/factories/teams-world.ts';

useTeamsWorld();

describe('[TEAMS] establishment teams: errors', () => {
  it('refuses an exit date not after the entry date, on create and on a PATCH of the stored record (French message)', async () => {
    const [establishment, user] = await Promise.all([createEstablishment(tokens.moderator), createUser()]);
    const message = "La date de sortie doit être postérieure à la date d'entrée";
    const refused = await hire({
      userId: user.id,
      veterinaryEstablishmentId: establishment.id,
      jobTitle: 'VETERINARIAN',
      entryDate: '2024-05-01',
      exitDate: '2024-05-01',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'exitDate', message }]);
    const { id } = (
      await hire({
        userId: user.id,
        veterinaryEstablishmentId: establishment.id,
        jobTitle: 'VETERINARIAN',
        entryDate: '2024-05-01',
      })
    ).body.data;
    const patched = await call('PATCH', `${ESTABLISHMENTS}/${id}`, {
      token: tokens.moderator,
      body: { exitDate: '2024-04-30' },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.errors).toEqual([{ path: 'exitDate', message }]);
    const period = await call('PATCH', `${ESTABLISHMENTS}/${id}`, {
      token: tokens.moderator,
      body: { servicePeriodStartDate: '2024-06-01', servicePeriodEndDate: '2024-05-01' },
    });
    expect(period.body.errors).toEqual([
      { path: 'servicePeriodEndDate', message: 'La date de fin doit être postérieure à la date de début' },
    ]);
    expect(
      (await call('GET', `${ESTABLISHMENTS}/${id}`, { token: tokens.moderator })).body.data.exitDate,
    ).toBeNull();
  });

  it('gives the field messages, 422 for an unknown user or establishment, and refuses moving a job', async () => {
    const [establishment, user] = await Promise.all([createEstablishment(tokens.moderator), createUser()]);
    const refused = await hire({
      userId: user.id,
      veterinaryEstablishmentId: establishment.id,
      jobTitle: 'PILOTE',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'jobTitle', message: 'Valeur non autorisée' },
        { path: 'entryDate', message: 'Ce champ est requis' },
      ]),
    );
    const unknownUser = await hire({
      userId: 2_000_000_000,
      veterinaryEstablishmentId: establishment.id,
      jobTitle: 'VETERINARIAN',
      entryDate: '2024-01-01',
    });
    expect(unknownUser.status).toBe(422);
    expect(unknownUser.body.errors).toEqual([{ path: 'userId', message: "Cet élément n'existe pas" }]);
    const unknownEstablishment = await hire({
      userId: user.id,
      veterinaryEstablishmentId: 2_000_000_000,
      jobTitle: 'VETERINARIAN',
      entryDate: '2024-01-01',
    });
    expect(unknownEstablishment.status).toBe(422);
    expect(unknownEstablishment.body.errors).toEqual([
      { path: 'veterinaryEstablishmentId', message: "Cet élément n'existe pas" },
    ]);
    const { id } = (
      await hire({
        userId: user.id,
        veterinaryEstablishmentId: establishment.id,
        jobTitle: 'VETERINARIAN',
        entryDate: '2024-01-01',
      })
    ).body.data;
    const moved = await call('PATCH', `${ESTABLISHMENTS}/${id}`, {
      token: tokens.moderator,
      body: { userId: 1 },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ path: 'userId', message: 'Champ inconnu' }]);
  });
});
