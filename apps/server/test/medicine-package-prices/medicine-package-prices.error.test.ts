// Refused price changes (NGO_AM_B, this file's package): each leaves the stored price and its history as
// they were.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  packageHistory,
  patchPackage,
  pricesPath,
  readPackage,
  storedPackage,
  tokens,
  useMedicinePackagePricesWorld,
} from '../support/factories/medicine-package-prices-world.ts';

useMedicinePackagePricesWorld();

/** The field errors of a refusal, as `{ path: message }`. */
const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));

describe('[MEDICINE PACKAGE PRICES] refused prices', () => {
  it.each<[string, unknown, string]>([
    ['a negative price', -1, 'Valeur trop petite'],
    ['cents that are not whole', 120.5, 'Un nombre entier est attendu'],
    ['a price as text', '120', 'Un nombre entier est attendu'],
    ['an absurd price (over 10 000 € a year)', 1_000_001, 'Valeur trop grande'],
    ['a price no column holds', 2_147_483_648, 'Valeur trop grande'],
    ['no price', null, 'Un nombre entier est attendu'],
  ])('refuses %s with a French field error (400), and changes nothing', async (_, price, message) => {
    const before = await storedPackage('NGO_AM_B');
    const { etag } = await readPackage('NGO_AM_B');
    const answer = await patchPackage('NGO_AM_B', { priceWithoutVat: price }, tokens.admin, etag);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(fieldErrors(answer.body)).toEqual({ priceWithoutVat: message });
    expect(await storedPackage('NGO_AM_B')).toEqual(before);
  });

  it('refuses a change of the code: a package is what it is (400 on the field)', async () => {
    const answer = await patchPackage('NGO_AM_B', { code: 'NGO_AM_A', priceWithoutVat: 1 }, tokens.admin);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)).toEqual({ code: 'Champ inconnu' });
  });

  it('refuses a stale If-Match (412) and keeps the price', async () => {
    const before = await storedPackage('NGO_AM_B');
    const answer = await patchPackage('NGO_AM_B', { priceWithoutVat: 1 }, tokens.admin, '"stale"');
    expect(answer.status).toBe(412);
    expect(answer.body.code).toBe('STALE_RECORD');
    expect(await storedPackage('NGO_AM_B')).toEqual(before);
    expect(await packageHistory('NGO_AM_B')).toEqual([]);
  });

  it('answers 404 for a package that does not exist', async () => {
    const answer = await call('PATCH', `${pricesPath}/999999`, {
      token: tokens.admin,
      body: { priceWithoutVat: 1 },
    });
    expect(answer.status).toBe(404);
    expect((await call('GET', `${pricesPath}/999999`, { token: tokens.admin })).status).toBe(404);
  });
});
