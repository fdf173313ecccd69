// The set-up and helpers the mandates/mandates.*.test.ts files share.
import type { RequiredMandateCreateInput } from '@vetbo/domain/mandates';
import { beforeAll, expect } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { sharedDatabase } from '../shared-database.ts';

export let admin: string;
export let accountant: string;
export let moderator: string;
let legalStructureId: number;
export let mandates: { id: number; prefix: string; creditor: { sepaCreditorIdentifier: string } }[];

export const database = sharedDatabase();

export async function newBillingAccount(): Promise<number> {
  const created = await call('POST', '/v1/billing_accounts', {
    token: admin,
    body: {
      legalStructureId,
      entitled: 'Compte des mandats',
      iban: 'FR7630006000011234567890189',
      bicSwift: 'AGRIFRPP',
      identityName: 'SELARL des Tilleuls',
    },
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

export const require = (body: RequiredMandateCreateInput, token = accountant) =>
  call('POST', '/v1/required_mandates', { token, body });

/** Registers the set-up the mandates tests share. */
export function useMandatesWorld() {
  beforeAll(async () => {
    [admin, accountant, moderator] = await Promise.all([
      tokenFor('admin'),
      tokenFor('accountant'),
      tokenFor('moderator'),
    ]);
    legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body.data[0].id;
    mandates = (await call('GET', '/v1/mandates?sortPrefix=asc', { token: moderator })).body.data;
  });
}
