// The NGO-AM medicine packages' prices over HTTP: every staff role reads them, an ADMIN changes one, and
// the next NGO-AM subscription is priced at it while the subscriptions priced before keep their amounts.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  packageHistory,
  packageIds,
  patchPackage,
  pricesPath,
  readPackage,
  subscribeNgoAm,
  tokens,
  useMedicinePackagePricesWorld,
  world,
} from '../support/factories/medicine-package-prices-world.ts';

useMedicinePackagePricesWorld();

describe('[MEDICINE PACKAGE PRICES] read', () => {
  for (const role of ['admin', 'manager', 'moderator', 'accountant'] as const) {
    it(`lists the three packages by code for a ${role.toUpperCase()}`, async () => {
      const answer = await call('GET', pricesPath, { token: tokens[role] });
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toMatchObject({ total: 3, totalIsExact: true });
      expect(answer.body.data.map((row: { code: string }) => row.code)).toEqual([
        'NGO_AM_A',
        'NGO_AM_B',
        'NGO_AM_C',
      ]);
      for (const row of answer.body.data) expect(Number.isInteger(row.priceWithoutVat)).toBe(true);
    });
  }

  it('starts from the prices the code held (A 120 €, B 240 € a year without VAT)', async () => {
    // C is the package this file changes; A and B are only attacked, never changed.
    expect((await readPackage('NGO_AM_A')).data.priceWithoutVat).toBe(12_000);
    expect((await readPackage('NGO_AM_B')).data.priceWithoutVat).toBe(24_000);
  });

  it('filters by code, sorts by code descending, pages and searches', async () => {
    const one = await call('GET', `${pricesPath}?code[]=NGO_AM_B`, { token: tokens.manager });
    expect(one.body.data.map((row: { id: number }) => row.id)).toEqual([packageIds.NGO_AM_B]);
    const second = await call('GET', `${pricesPath}?sortCode=desc&limit=1&page=2`, { token: tokens.manager });
    expect(second.body.data.map((row: { code: string }) => row.code)).toEqual(['NGO_AM_B']);
    const found = await call('POST', `${pricesPath}/search`, {
      token: tokens.manager,
      body: { term: 'am_c' },
    });
    expect(found.body.data.map((row: { code: string }) => row.code)).toEqual(['NGO_AM_C']);
  });
});

describe('[MEDICINE PACKAGE PRICES] an ADMIN changes a price', () => {
  it('prices the next NGO-AM subscription at the new price; the one before keeps its price and periods', async () => {
    const before = await subscribeNgoAm('NGO_AM_C');
    expect(before.status).toBe(201);
    const current = await readPackage('NGO_AM_C');
    const oldPrice = current.data.priceWithoutVat as number;
    expect(before.body.data.annualPriceWithoutVat).toBe(world.ngoAmOption.unitPriceWithoutVat + oldPrice);
    const newPrice = oldPrice === 60_000 ? 61_000 : 60_000;

    const changed = await patchPackage('NGO_AM_C', { priceWithoutVat: newPrice }, tokens.admin, current.etag);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ code: 'NGO_AM_C', priceWithoutVat: newPrice });
    expect(changed.headers.get('etag')).not.toBe(current.etag);
    expect((await readPackage('NGO_AM_C', tokens.accountant)).data.priceWithoutVat).toBe(newPrice);

    const after = await subscribeNgoAm('NGO_AM_C');
    expect(after.status).toBe(201);
    expect(after.body.data.annualPriceWithoutVat).toBe(world.ngoAmOption.unitPriceWithoutVat + newPrice);
    expect(after.body.data.periods[0].priceWithoutVat).toBe(world.ngoAmOption.unitPriceWithoutVat + newPrice);

    const kept = await call(
      'GET',
      `/v1/veterinary_establishment_service_subscriptions/${before.body.data.id}`,
      {
        token: tokens.admin,
      },
    );
    expect(kept.body.data.annualPriceWithoutVat).toBe(before.body.data.annualPriceWithoutVat);
    expect(kept.body.data.periods).toEqual(before.body.data.periods);

    const [entry] = await packageHistory('NGO_AM_C');
    expect(entry).toMatchObject({ kind: 'UPDATE' });
    expect(entry?.changes).toEqual([{ field: 'priceWithoutVat', before: oldPrice, after: newPrice }]);
  });
});
