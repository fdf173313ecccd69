import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  admin,
  create,
  makeAccount,
  moderator,
  path,
  useCentralAccountsWorld,
} from '../support/factories/central-accounts-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useCentralAccountsWorld();

describe('[CENTRAL ACCOUNTS] errors', () => {
  it('gives each field its French message', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    const refused = await create({
      veterinaryEstablishmentId: establishmentId,
      central: 'OTHER',
      clientCode: 'code client!',
      centralPurchasingCode: 'X'.repeat(21),
      centralPurchasingId: 'é',
      startDate: '2024-02-30',
      status: 'ON',
    });
    expect(refused.status).toBe(400);
    const message = 'Code invalide : lettres, chiffres, tirets ou points, 20 caractères au plus';
    expect(refused.body.errors).toEqual([
      { path: 'central', message: 'Valeur non autorisée' },
      { path: 'clientCode', message },
      { path: 'centralPurchasingCode', message },
      { path: 'centralPurchasingId', message },
      { path: 'startDate', message: 'Date invalide' },
      { path: 'status', message: 'Valeur non autorisée' },
    ]);
    const missing = await create({ veterinaryEstablishmentId: establishmentId });
    expect(missing.body.errors).toEqual([
      { path: 'central', message: 'Ce champ est requis' },
      { path: 'clientCode', message: 'Ce champ est requis' },
    ]);
  });

  it('refuses a second account at the same central with 409 on the central', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    expect((await create(makeAccount(establishmentId))).status).toBe(201);
    const twice = await create(makeAccount(establishmentId, { clientCode: 'OTHER' }));
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('CENTRAL_ACCOUNT_TAKEN');
    expect(twice.body.errors).toEqual([
      { path: 'central', message: 'Cet établissement a déjà un compte chez cette centrale' },
    ]);
    // Another central is fine; moving it onto the taken central is the same 409.
    const other = await create(makeAccount(establishmentId, { central: 'ALCYON' }));
    expect(other.status).toBe(201);
    const moved = await call('PATCH', `${path}/${other.body.data.id}`, {
      token: moderator,
      body: { central: 'CENTRAVET' },
    });
    expect(moved.status).toBe(409);
  });

  it('answers 422 for an establishment that does not exist', async () => {
    const answer = await create(makeAccount(99_999_999));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { path: 'veterinaryEstablishmentId', message: "Cet élément n'existe pas" },
    ]);
  });

  it('refuses a stale If-Match with 412 (change and delete) and changes nothing', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    const { id } = (await create(makeAccount(establishmentId))).body.data;
    const etag = (await call('GET', `${path}/${id}`, { token: moderator })).headers.get('etag') as string;
    await call('PATCH', `${path}/${id}`, { token: moderator, body: { clientCode: 'NEW1' } });
    const stale = await call('PATCH', `${path}/${id}`, {
      token: moderator,
      body: { clientCode: 'NEW2' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    const staleDelete = await call('DELETE', `${path}/${id}`, {
      token: moderator,
      headers: { 'if-match': etag },
    });
    expect(staleDelete.status).toBe(412);
    const after = await call('GET', `${path}/${id}`, { token: moderator });
    expect(after.body.data.clientCode).toBe('NEW1');
  });
});
