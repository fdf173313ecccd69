// The subscriptions API tests' shared set-up and helpers (subscriptions, subscriptions-errors): the staff's
// tokens, a demo establishment, the service options by code and the calls that subscribe and read.
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { ceAboParameters } from './establishments.ts';

/** The staff's tokens, set before the tests run. */
export const tokens = {} as { admin: string; manager: string; moderator: string; accountant: string };
/** The demo establishment subscribed to, found before the tests run. */
export const world = {} as { establishmentId: number };
const options = new Map<string, { id: number; unitPriceWithoutVat: number; serviceCode: string }>();
export const path = '/v1/veterinary_establishment_service_subscriptions';

/** Registers the file's set-up: tokens, the last demo establishment by name, the options by code. */
export function useSubscriptionsWorld() {
  beforeAll(async () => {
    [tokens.admin, tokens.manager, tokens.moderator, tokens.accountant] = await Promise.all([
      tokenFor('admin'),
      tokenFor('manager'),
      tokenFor('moderator'),
      tokenFor('accountant'),
    ]);
    world.establishmentId = (
      await call('GET', '/v1/veterinary_establishments?limit=1&sortName=desc', { token: tokens.admin })
    ).body.data[0].id;
    const all = await call('GET', '/v1/veterinary_service_options?limit=100', { token: tokens.admin });
    for (const option of all.body.data) options.set(option.code, option);
  });
}

export const option = (code: string) => options.get(code) as { id: number; unitPriceWithoutVat: number };
export const ce = (overrides: Record<string, unknown> = {}) =>
  ceAboParameters({ collaboratorCount: 4, collaboratorPrice: 1_200, ...overrides });

export interface Period {
  id: number;
  startDate: string;
  endDate: string;
  priceWithoutVat: number;
  shouldGenerateInvoice: boolean;
  invoiced: boolean;
}

export async function subscribe(body: Record<string, unknown> = {}, token = tokens.moderator) {
  return call('POST', path, {
    token,
    body: {
      veterinaryEstablishmentId: world.establishmentId,
      veterinaryServiceOptionId: option('CE-ABO-ESSENTIEL').id,
      startDate: '2027-03-15',
      parameters: ce(),
      ...body,
    },
  });
}

export const read = async (id: number) => {
  const answer = await call('GET', `${path}/${id}`, { token: tokens.moderator });
  return { data: answer.body.data, etag: answer.headers.get('etag') as string };
};
