// The contracts API tests' shared set-up and helpers (contracts, contracts-errors, contract-documents): the
// staff's tokens, two establishments each with two subscriptions and a signer, and the calls that draft a
// contract and change a document's status.
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { ceAboParameters, createEstablishment } from './establishments.ts';

/** The staff's tokens, set before the tests run. */
export const tokens = {} as { admin: string; moderator: string; manager: string; accountant: string };

let sequence = Math.floor(Math.random() * 1_000_000);
const tag = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

export interface Fixture {
  establishment: { id: number; name: string; privilegedCode: string };
  subscriptionIds: number[];
  signer: { id: number; email: string };
}

let optionId: number;
/** The first establishment, its subscriptions and its signer, created before the tests run. */
export const first = {} as Fixture;
/** The second establishment, its subscriptions and its signer, created before the tests run. */
export const second = {} as Fixture;

export async function createUser(token: string) {
  const t = tag();
  const answer = await call('POST', '/v1/users', {
    token,
    body: { email: `signataire.${t}@contrats-test.fr`, firstName: 'Léa', lastName: `Signataire${t}` },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { id: number; email: string };
}

export async function employ(
  userId: number,
  establishmentId: number,
  dates: { entryDate: string; exitDate?: string },
) {
  const answer = await call('POST', '/v1/veterinary_establishment_users', {
    token: tokens.moderator,
    body: { userId, veterinaryEstablishmentId: establishmentId, jobTitle: 'VETERINARIAN', ...dates },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
}

async function subscribe(establishmentId: number, startDate: string) {
  const answer = await call('POST', '/v1/veterinary_establishment_service_subscriptions', {
    token: tokens.moderator,
    body: {
      veterinaryEstablishmentId: establishmentId,
      veterinaryServiceOptionId: optionId,
      startDate,
      parameters: ceAboParameters({ collaboratorCount: 2, collaboratorPrice: 1_250 }),
    },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id as number;
}

async function fixture(name: string): Promise<Fixture> {
  const establishment = await createEstablishment(tokens.moderator, { name: `${name} ${tag()}` });
  const subscriptionIds = [
    await subscribe(establishment.id, '2027-01-01'),
    await subscribe(establishment.id, '2027-06-01'),
  ];
  const signer = await createUser(tokens.moderator);
  await employ(signer.id, establishment.id, { entryDate: '2025-01-01' });
  return { establishment, subscriptionIds, signer };
}

/** Registers the file's set-up: the tokens, then the first and the second establishments. */
export function useContractsWorld() {
  beforeAll(async () => {
    [tokens.admin, tokens.moderator, tokens.manager, tokens.accountant] = await Promise.all([
      tokenFor('admin'),
      tokenFor('moderator'),
      tokenFor('manager'),
      tokenFor('accountant'),
    ]);
    const options = await call('GET', '/v1/veterinary_service_options?limit=100', { token: tokens.admin });
    optionId = options.body.data.find((option: { code: string }) => option.code === 'CE-ABO-ESSENTIEL').id;
    Object.assign(first, await fixture('Clinique Alpha Contrats'));
    Object.assign(second, await fixture('Clinique Béta Contrats'));
  });
}

export const draft = (f: Fixture, overrides: Record<string, unknown> = {}, token = tokens.moderator) =>
  call('POST', '/v1/contracts', {
    token,
    body: {
      veterinaryEstablishmentId: f.establishment.id,
      entitled: 'Abonnements 2027',
      serviceSubscriptionIds: f.subscriptionIds,
      signerId: f.signer.id,
      ...overrides,
    },
  });

export async function draftDocument(f: Fixture, overrides: Record<string, unknown> = {}) {
  const created = await draft(f, overrides);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { contract: created.body.data, documentId: created.body.data.documents[0].id as number };
}

export const patch = (id: number, status: string, token = tokens.moderator) =>
  call('PATCH', `/v1/contract_documents/${id}`, { token, body: { status } });
