import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { create, makeUser, moderator, useUsersWorld } from '../support/factories/users-world.ts';

useUsersWorld();

describe('[USERS] errors', () => {
  it('gives each field its French message', async () => {
    const refused = await create({
      email: 'pas-une-adresse',
      firstName: '',
      lastName: 'Roux',
      timezone: 'Europe/Atlantide',
      mainPhoneNumber: '0612345678',
      otherPhoneNumbers: ['+33612345678', '12'],
      dateOfBirth: '2999-01-01',
      gender: 'other',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Adresse e-mail invalide' },
        { path: 'firstName', message: 'Ce champ est requis' },
        { path: 'timezone', message: 'Fuseau horaire inconnu (ex. Europe/Paris)' },
        {
          path: 'mainPhoneNumber',
          message: 'Numéro de téléphone invalide (format international E.164, ex. +33123456789)',
        },
        {
          path: 'otherPhoneNumbers.1',
          message: 'Numéro de téléphone invalide (format international E.164, ex. +33123456789)',
        },
        { path: 'dateOfBirth', message: 'La date de naissance ne peut pas être dans le futur' },
        { path: 'gender', message: 'Valeur non autorisée' },
      ]),
    );
    expect(refused.body.errors).toHaveLength(7);
    const missing = await create({ firstName: 'Camille', lastName: 'Roux' });
    expect(missing.body.errors).toEqual([{ path: 'email', message: 'Ce champ est requis' }]);
  });

  it('refuses an e-mail address another user has, whatever its case, with 409 (create and change)', async () => {
    const input = makeUser();
    const first = (await create(input)).body.data;
    const taken = await create(makeUser({ email: input.email.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    expect(taken.body.errors).toEqual([
      { path: 'email', message: 'Cette adresse e-mail est déjà celle d’un autre utilisateur' },
    ]);
    const other = (await create(makeUser())).body.data;
    const moved = await call('PATCH', `/v1/users/${other.id}`, {
      token: moderator,
      body: { email: ` ${first.email} ` },
    });
    expect(moved.status).toBe(409);
    expect((await call('GET', `/v1/users/${other.id}`, { token: moderator })).body.data.email).toBe(
      other.email,
    );
  });

  it('refuses a stale edit with 412 and changes nothing; an unknown user is a 404', async () => {
    const { id } = (await create(makeUser())).body.data;
    const etag = (await call('GET', `/v1/users/${id}`, { token: moderator })).headers.get('etag') as string;
    await call('PATCH', `/v1/users/${id}`, { token: moderator, body: { cityOfBirth: 'Première' } });
    const stale = await call('PATCH', `/v1/users/${id}`, {
      token: moderator,
      body: { cityOfBirth: 'Seconde' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_RECORD');
    expect((await call('GET', `/v1/users/${id}`, { token: moderator })).body.data.cityOfBirth).toBe(
      'Première',
    );
    expect((await call('GET', '/v1/users/2000000000', { token: moderator })).status).toBe(404);
  });
});
