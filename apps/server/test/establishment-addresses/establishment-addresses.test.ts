import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let token: string;
beforeAll(async () => {
  token = await tokenFor('moderator');
});

const secondAddress = (veterinaryEstablishmentId: number) => ({
  veterinaryEstablishmentId,
  streetNumber: '3',
  streetName: 'quai des Chartrons',
  postalCode: '33000',
  city: 'Bordeaux',
  country: 'FRA',
});

describe('[ADDRESSES] happy paths', () => {
  it('lists the addresses of an establishment, including its main one', async () => {
    const establishment = await createEstablishment(token);
    const answer = await call(
      'GET',
      `/v1/veterinary_establishment_addresses?veterinaryEstablishmentId[]=${establishment.id}`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.meta.total).toBe(1);
    expect(answer.body.data[0]).toMatchObject({ id: establishment.mainAddressId, postalCode: '69003' });
  });

  it('adds a second address, reads it, changes it and deletes it', async () => {
    const establishment = await createEstablishment(token);
    const created = await call('POST', '/v1/veterinary_establishment_addresses', {
      token,
      body: secondAddress(establishment.id),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.addressSummary).toBe('3 quai des Chartrons, 33000 Bordeaux');
    const id = created.body.data.id;

    expect(
      (await call('GET', `/v1/veterinary_establishment_addresses/${id}`, { token })).body.data.city,
    ).toBe('Bordeaux');
    const changed = await call('PATCH', `/v1/veterinary_establishment_addresses/${id}`, {
      token,
      body: { streetNumber: '5', phone: '+33556000000' },
    });
    expect(changed.body.data).toMatchObject({
      streetNumber: '5',
      phone: '+33556000000',
      postalCode: '33000',
    });

    const deleted = await call('DELETE', `/v1/veterinary_establishment_addresses/${id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/v1/veterinary_establishment_addresses/${id}`, { token })).status).toBe(404);
    const establishmentAfter = await call('GET', `/v1/veterinary_establishments/${establishment.id}`, {
      token,
    });
    expect(establishmentAfter.body.data.mainAddressId).toBe(establishment.mainAddressId);
  });

  it('makes the first address of an establishment without one its main address', async () => {
    const establishment = await createEstablishment(token, { mainAddress: undefined });
    expect(establishment.mainAddress).toBeNull();
    const created = await call('POST', '/v1/veterinary_establishment_addresses', {
      token,
      body: secondAddress(establishment.id),
    });
    const after = await call('GET', `/v1/veterinary_establishments/${establishment.id}`, { token });
    expect(after.body.data).toMatchObject({ mainAddressId: created.body.data.id, city: 'Bordeaux' });
  });
});

describe('[ADDRESSES] errors and access', () => {
  it('refuses to delete the main address with 409', async () => {
    const establishment = await createEstablishment(token);
    const answer = await call(
      'DELETE',
      `/v1/veterinary_establishment_addresses/${establishment.mainAddressId}`,
      {
        token,
      },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('MAIN_ADDRESS_DELETE');
  });

  it('checks a changed postal code against the stored country', async () => {
    const establishment = await createEstablishment(token);
    const answer = await call(
      'PATCH',
      `/v1/veterinary_establishment_addresses/${establishment.mainAddressId}`,
      {
        token,
        body: { postalCode: '99999' },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: 'postalCode', message: 'Code postal invalide pour ce pays' },
    ]);
  });

  it('answers 404 for an address of an unknown establishment', async () => {
    const answer = await call('POST', '/v1/veterinary_establishment_addresses', {
      token,
      body: secondAddress(999_999),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0].path).toBe('veterinaryEstablishmentId');
  });

  it('requires a street, a postal code and a city', async () => {
    const answer = await call('POST', '/v1/veterinary_establishment_addresses', {
      token,
      body: { veterinaryEstablishmentId: 1 },
    });
    expect(answer.status).toBe(400);
    const paths = answer.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['streetName', 'postalCode', 'city']));
  });

  it('lets an accountant read addresses but not change them', async () => {
    const accountant = await tokenFor('accountant');
    const establishment = await createEstablishment(token);
    expect((await call('GET', '/v1/veterinary_establishment_addresses', { token: accountant })).status).toBe(
      200,
    );
    const answer = await call('POST', '/v1/veterinary_establishment_addresses', {
      token: accountant,
      body: secondAddress(establishment.id),
    });
    expect(answer.status).toBe(403);
    expect((await call('GET', '/v1/veterinary_establishment_addresses')).status).toBe(401);
  });
});

describe('[ADDRESSES] history', () => {
  it('records an address added, changed and removed, with who did it', async () => {
    const token = await tokenFor('moderator');
    const establishment = await createEstablishment(token);
    const created = await call('POST', '/v1/veterinary_establishment_addresses', {
      token,
      body: {
        veterinaryEstablishmentId: establishment.id,
        streetName: 'quai des Chartrons',
        postalCode: '33000',
        city: 'Bordeaux',
      },
    });
    const id = created.body.data.id;
    await call('PATCH', `/v1/veterinary_establishment_addresses/${id}`, {
      token,
      body: { streetNumber: '7' },
    });
    await call('DELETE', `/v1/veterinary_establishment_addresses/${id}`, { token });
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_addresses&resourceId[]=${id}`,
      {
        token,
      },
    );
    expect(history.body.data.map((e: { kind: string }) => e.kind)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history.body.data[1].changes).toContainEqual({ field: 'streetNumber', before: null, after: '7' });
  });
});
