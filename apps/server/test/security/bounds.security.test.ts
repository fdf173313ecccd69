import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';

// Found by the fuzz (fuzz.security.test.ts): ids beyond PostgreSQL's integer range were 500s.
describe('numbers beyond the database columns', () => {
  it('are a 400 in path parameters and filters', async () => {
    const token = await tokenFor('admin');
    for (const path of [
      '/v1/veterinary_establishment_addresses/99999999999',
      '/v1/veterinary_establishments/2147483648',
      '/v1/legal_structures?id[]=99999999999',
    ]) {
      const answer = await call('GET', path, { token });
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('are a 400 in bodies, even where a schema misses the bound', async () => {
    const token = await tokenFor('admin');
    const answer = await call('POST', '/v1/veterinary_establishment_addresses', {
      token,
      body: {
        veterinaryEstablishmentId: 99_999_999_999,
        streetName: 'rue',
        postalCode: '69003',
        city: 'Lyon',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });
});
