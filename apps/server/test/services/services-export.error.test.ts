import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { accountant, path, useServicesExportWorld } from '../support/factories/services-export-world.ts';

useServicesExportWorld();

describe('[SERVICES EXPORT]', () => {
  it('refuses bad periods before the first byte, and keeps to staff', async () => {
    const reversed = await call('GET', `${path}?fromDate=2040-03-01&toDate=2040-02-01`, {
      token: accountant,
      language: 'fr-FR',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors[0]).toMatchObject({ path: 'toDate' });
    expect(
      (await call('GET', `${path}?fromDate=2030-01-01&toDate=2040-01-01`, { token: accountant })).status,
    ).toBe(400);
    expect(
      (await call('GET', `${path}?fromDate=2040-02-30&toDate=2040-03-01`, { token: accountant })).status,
    ).toBe(400);
    expect((await call('GET', `${path}?toDate=2040-03-01`, { token: accountant })).status).toBe(400);
    expect(
      (
        await call('GET', `${path}?fromDate=2040-03-01&toDate=2040-03-31`, {
          token: await tokenFor('leader'),
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `${path}?fromDate=2040-03-01&toDate=2040-03-31`)).status).toBe(401);
  });
});
