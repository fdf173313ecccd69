import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { accountant, admin, type Option, useCatalogueWorld } from '../support/factories/catalogue-world.ts';

useCatalogueWorld();

describe('[CATALOGUE] errors and security', () => {
  it('an accountant reads the catalogue but does not change it; no token is a 401', async () => {
    const [option] = (await call('GET', '/v1/veterinary_service_options?limit=1', { token: accountant })).body
      .data as Option[];
    const refused = await call('PATCH', `/v1/veterinary_service_options/${option?.id}`, {
      token: accountant,
      body: { status: 'DISABLED' },
    });
    expect(refused.status).toBe(403);
    expect((await call('GET', '/v1/veterinary_services')).status).toBe(401);
    expect((await call('GET', '/v1/veterinary_service_options/2147483000', { token: admin })).status).toBe(
      404,
    );
  });
});
