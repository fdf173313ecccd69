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
