import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  secondAddress,
  token,
  useEstablishmentAddressesWorld,
} from '../support/factories/establishment-addresses-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useEstablishmentAddressesWorld();

describe('[ADDRESSES] errors and access', () => {
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

describe('[ADDRESSES] make main: only an address of the establishment', () => {
  it('refuses to make another establishment’s address the main one (its invoices would go there), changing nothing', async () => {
    const mine = await createEstablishment(token);
    const theirs = await createEstablishment(token);
    const answer = await call('PATCH', `/v1/veterinary_establishments/${mine.id}`, {
      token,
      body: { mainAddressId: theirs.mainAddressId },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('ADDRESS_NOT_OF_ESTABLISHMENT');
    expect(answer.body.errors.map((e: { path: string }) => e.path)).toEqual(['mainAddressId']);
    const after = await call('GET', `/v1/veterinary_establishments/${mine.id}`, { token });
    expect(after.body.data.mainAddressId).toBe(mine.mainAddressId);
    const accountant = await tokenFor('accountant');
    const other = await call('POST', '/v1/veterinary_establishment_addresses', {
      token,
      body: secondAddress(mine.id),
    });
    const refused = await call('PATCH', `/v1/veterinary_establishments/${mine.id}`, {
      token: accountant,
      body: { mainAddressId: other.body.data.id },
    });
    expect(refused.status).toBe(403);
  });
});
