import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  secondAddress,
  token,
  useEstablishmentAddressesWorld,
} from '../support/factories/establishment-addresses-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

// The addresses list on its declaration (lists/establishment-addresses.ts): filters, sort, pages, and
// the count, exact up to the threshold, then "more than".
const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
useEstablishmentAddressesWorld();
afterAll(() => database.end());

const list = (query: string) => call('GET', `/v1/veterinary_establishment_addresses?${query}`, { token });

async function addAddress(veterinaryEstablishmentId: number, postalCode: string, city: string) {
  const answer = await call('POST', '/v1/veterinary_establishment_addresses', {
    token,
    body: { veterinaryEstablishmentId, streetName: 'rue Neuve', postalCode, city, country: 'FRA' },
  });
  expect(answer.status).toBe(201);
  return answer.body.data as { id: number };
}

describe('[ADDRESSES] list', () => {
  it('filters by establishment and postal code, sorts by postal code, pages, newest first by default', async () => {
    const establishment = await createEstablishment(token);
    const bordeaux = await addAddress(establishment.id, '33000', 'Bordeaux');
    const marseille = await addAddress(establishment.id, '13001', 'Marseille');
    const ofEstablishment = `veterinaryEstablishmentId[]=${establishment.id}`;

    const newest = await list(ofEstablishment);
    expect(newest.status).toBe(200);
    expect(newest.body.data.map((a: { id: number }) => a.id)).toEqual([
      marseille.id,
      bordeaux.id,
      establishment.mainAddressId,
    ]);
    expect(newest.body.meta).toEqual({ page: 1, limit: 20, total: 3, totalIsExact: true });

    const byPostalCode = await list(`${ofEstablishment}&sortPostalCode=asc&limit=2&page=2`);
    expect(byPostalCode.body.data.map((a: { postalCode: string }) => a.postalCode)).toEqual(['69003']);
    expect(byPostalCode.body.meta).toEqual({ page: 2, limit: 2, total: 3, totalIsExact: true });

    const filtered = await list(
      `${ofEstablishment}&postalCode[]=33000&postalCode[]=13001&sortPostalCode=desc`,
    );
    expect(filtered.body.data.map((a: { city: string }) => a.city)).toEqual(['Bordeaux', 'Marseille']);
  });

  it('counts exactly up to 10 000 rows, then answers "more than 10 000", and always past the page asked for', async () => {
    const establishment = await createEstablishment(token);
    await database.query(
      `insert into veterinary_establishment_addresses (veterinary_establishment_id, street_name, postal_code, city)
       select $1, 'rue ' || n, '75001', 'Paris' from generate_series(1, 10000) n`,
      [establishment.id],
    );
    const ofEstablishment = `veterinaryEstablishmentId[]=${establishment.id}`;

    const first = await list(`${ofEstablishment}&limit=1`);
    expect(first.body.meta).toEqual({ page: 1, limit: 1, total: 10_000, totalIsExact: false });

    // 10 001 addresses in all (the main one too): the last page counts to its end, and finds it exact.
    const last = await list(`${ofEstablishment}&limit=1&page=10001`);
    expect(last.body.data).toHaveLength(1);
    expect(last.body.meta).toEqual({ page: 10_001, limit: 1, total: 10_001, totalIsExact: true });

    const fewer = await list(`${ofEstablishment}&postalCode[]=69003`);
    expect(fewer.body.meta).toEqual({ page: 1, limit: 20, total: 1, totalIsExact: true });
  });
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

describe('[ADDRESSES] make main', () => {
  it('makes another of its addresses the main one: the answer, the search keys and the delete rule follow', async () => {
    const establishment = await createEstablishment(token);
    const other = await addAddress(establishment.id, '33000', 'Bordeaux');
    const made = await call('PATCH', `/v1/veterinary_establishments/${establishment.id}`, {
      token,
      body: { mainAddressId: other.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ mainAddressId: other.id, mainAddress: { city: 'Bordeaux' } });
    // The establishment's copy of its main postal code (the quick search's key) followed.
    const { rows } = await database.query(
      'select main_postal_code from veterinary_establishments where id = $1',
      [establishment.id],
    );
    expect(rows[0].main_postal_code).toBe('33000');
    // The former main address may now be deleted, the new one may not.
    const removed = await call(
      'DELETE',
      `/v1/veterinary_establishment_addresses/${establishment.mainAddressId}`,
      {
        token,
      },
    );
    expect(removed.status).toBe(204);
    const kept = await call('DELETE', `/v1/veterinary_establishment_addresses/${other.id}`, { token });
    expect(kept.status).toBe(409);
  });
});
