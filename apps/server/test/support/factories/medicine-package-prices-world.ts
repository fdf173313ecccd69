// The medicine package prices' API tests (happy, error, security): the staff's tokens, the three packages
// by code, the stored row read past the API, and an NGO-AM subscription priced through HTTP.
// The prices are shared by the whole run: each file changes (or attacks) a package of its own — happy
// NGO_AM_C, error NGO_AM_B, security NGO_AM_A — so that none moves under another.
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { sharedDatabase } from '../shared-database.ts';

const database = sharedDatabase();

export const pricesPath = '/v1/medicine_package_prices';
export type PackageCode = 'NGO_AM_A' | 'NGO_AM_B' | 'NGO_AM_C';

/** The staff's tokens, set before the tests run. */
export const tokens = {} as { admin: string; manager: string; moderator: string; accountant: string };
/** Each package's id, set before the tests run. */
export const packageIds = {} as Record<PackageCode, number>;
/** The demo establishment subscribed to and the NGO-AM option (its yearly price without the package). */
export const world = {} as {
  establishmentId: number;
  ngoAmOption: { id: number; unitPriceWithoutVat: number };
};

export function useMedicinePackagePricesWorld() {
  beforeAll(async () => {
    [tokens.admin, tokens.manager, tokens.moderator, tokens.accountant] = await Promise.all([
      tokenFor('admin'),
      tokenFor('manager'),
      tokenFor('moderator'),
      tokenFor('accountant'),
    ]);
    const prices = await call('GET', pricesPath, { token: tokens.admin });
    for (const row of prices.body.data) packageIds[row.code as PackageCode] = row.id;
    world.establishmentId = (
      await call('GET', '/v1/veterinary_establishments?limit=1&sortName=asc', { token: tokens.admin })
    ).body.data[0].id;
    const options = await call('GET', '/v1/veterinary_service_options?limit=100', { token: tokens.admin });
    world.ngoAmOption = options.body.data.find((o: { code: string }) => o.code === 'NGO-AM-ADHESION');
  });
}

/** The package as the API answers it, with its ETag. */
export async function readPackage(code: PackageCode, token = tokens.admin) {
  const answer = await call('GET', `${pricesPath}/${packageIds[code]}`, { token });
  return { data: answer.body.data, etag: answer.headers.get('etag') as string };
}

export const patchPackage = (code: PackageCode, body: unknown, token: string, etag?: string) =>
  call('PATCH', `${pricesPath}/${packageIds[code]}`, {
    token,
    body,
    language: 'fr',
    headers: etag ? { 'if-match': etag } : {},
  });

/** The stored row, read past the API (what a refused write must not have changed). */
export async function storedPackage(code: PackageCode): Promise<Record<string, unknown>> {
  const { rows } = await database.query('select * from medicine_package_prices where code = $1', [code]);
  return rows[0] as Record<string, unknown>;
}

/** The package's history entries, newest first. */
export async function packageHistory(code: PackageCode) {
  const answer = await call(
    'GET',
    `/v1/change_history?resource[]=medicine_package_prices&resourceId[]=${packageIds[code]}`,
    { token: tokens.admin },
  );
  return answer.body.data as {
    kind: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
}

/** A yearly NGO-AM subscription with the medicine package `code`, as a MODERATOR subscribes it. */
export const subscribeNgoAm = (code: PackageCode, startDate = '2027-01-01') =>
  call('POST', '/v1/veterinary_establishment_service_subscriptions', {
    token: tokens.moderator,
    body: {
      veterinaryEstablishmentId: world.establishmentId,
      veterinaryServiceOptionId: world.ngoAmOption.id,
      startDate,
      parameters: {
        serviceCode: 'NGO-AM',
        contractType: 'CALENDAR_YEAR',
        subscriptionType: 'BY_YEAR',
        ngoAmPackage: code,
        withMedicine: true,
        centralCodes: [{ central: 'ALCYON', foodCode: 'F1', medicineCode: 'M1' }],
      },
    },
  });
