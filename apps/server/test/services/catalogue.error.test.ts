import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { admin, type Option, useCatalogueWorld } from '../support/factories/catalogue-world.ts';

useCatalogueWorld();

describe('[CATALOGUE] errors and security', () => {
  it('refuses a negative price, an unknown status and an unknown field, changing nothing', async () => {
    const [option] = (await call('GET', '/v1/veterinary_service_options?limit=1', { token: admin })).body
      .data as Option[];
    const bad = await call('PATCH', `/v1/veterinary_service_options/${option?.id}`, {
      token: admin,
      language: 'fr-FR',
      body: { unitPriceWithoutVat: -1, status: 'PAUSED' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'status',
      'unitPriceWithoutVat',
    ]);
    const unknown = await call('PATCH', `/v1/veterinary_service_options/${option?.id}`, {
      token: admin,
      body: { code: 'OTHER' },
    });
    expect(unknown.status).toBe(400);
    const after = await call('GET', `/v1/veterinary_service_options/${option?.id}`, { token: admin });
    expect(after.body.data).toEqual(option);
    const context = await call('GET', '/v1/veterinary_service_option_configs?context=INVOICE', {
      token: admin,
    });
    expect(context.status).toBe(400);
  });
});
