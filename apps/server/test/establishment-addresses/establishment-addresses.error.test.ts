import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  secondAddress,
  token,
  useEstablishmentAddressesWorld,
} from '../support/factories/establishment-addresses-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useEstablishmentAddressesWorld();

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
});

describe('[ADDRESSES] make main: bad input', () => {
  it('refuses a main address edited and replaced at once, and a malformed id (400, nothing changed)', async () => {
    const establishment = await createEstablishment(token);
    for (const body of [
      {
        mainAddressId: establishment.mainAddressId,
        mainAddress: {
          streetName: 'quai des Chartrons',
          postalCode: '33000',
          city: 'Bordeaux',
          country: 'FRA',
        },
      },
      { mainAddressId: 'x' },
      { mainAddressId: 0 },
    ]) {
      const answer = await call('PATCH', `/v1/veterinary_establishments/${establishment.id}`, {
        token,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors.map((e: { path: string }) => e.path)).toEqual(['mainAddressId']);
    }
    const after = await call('GET', `/v1/veterinary_establishments/${establishment.id}`, { token });
    expect(after.body.data.mainAddress.city).toBe(establishment.mainAddress.city);
  });
});
