// Threat model: the medicine packages' prices are what customers pay on every NGO-AM subscription. Only an
// ADMIN changes them (permissions.ts, area medicinePackagePrices); every staff role reads them. This file
// attacks NGO_AM_A only, which no test changes.
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  packageHistory,
  packageIds,
  patchPackage,
  pricesPath,
  readPackage,
  storedPackage,
  subscribeNgoAm,
  tokens,
  useMedicinePackagePricesWorld,
  world,
} from '../support/factories/medicine-package-prices-world.ts';

useMedicinePackagePricesWorld();

describe('[MEDICINE PACKAGE PRICES] who may change a price', () => {
  for (const role of ['manager', 'moderator', 'accountant'] as const) {
    it(`refuses a ${role.toUpperCase()} (403) with the current ETag, and changes nothing`, async () => {
      const before = await storedPackage('NGO_AM_A');
      const { etag } = await readPackage('NGO_AM_A', tokens[role]);
      const answer = await patchPackage('NGO_AM_A', { priceWithoutVat: 0 }, tokens[role], etag);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
      expect(await storedPackage('NGO_AM_A')).toEqual(before);
      expect(await packageHistory('NGO_AM_A')).toEqual([]);
      const subscribed = await subscribeNgoAm('NGO_AM_A');
      expect(subscribed.body.data.annualPriceWithoutVat).toBe(
        world.ngoAmOption.unitPriceWithoutVat + (before.price_without_vat as number),
      );
    });
  }

  it('refuses a leader (no staff role), reading included, and an anonymous caller', async () => {
    const leader = await tokenFor('leader');
    const one = `${pricesPath}/${packageIds.NGO_AM_A}`;
    expect((await call('GET', pricesPath, { token: leader })).status).toBe(403);
    expect((await call('PATCH', one, { token: leader, body: { priceWithoutVat: 0 } })).status).toBe(403);
    expect((await call('GET', pricesPath)).status).toBe(401);
    expect((await call('PATCH', one, { body: { priceWithoutVat: 0 } })).status).toBe(401);
  });

  it('offers no creation and no deletion of a package', async () => {
    const before = await storedPackage('NGO_AM_A');
    const created = await call('POST', pricesPath, {
      token: tokens.admin,
      body: { code: 'NGO_AM_A', priceWithoutVat: 0 },
    });
    expect(created.status).toBe(404);
    expect(
      (await call('DELETE', `${pricesPath}/${packageIds.NGO_AM_A}`, { token: tokens.admin })).status,
    ).toBe(404);
    expect(await storedPackage('NGO_AM_A')).toEqual(before);
  });
});
