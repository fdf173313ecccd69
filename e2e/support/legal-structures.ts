import { uniqueSiret } from '../../packages/db/src/seed/identifiers.ts';
import { api, apiToken, oneAtATime, uniqueWord } from './api.ts';

// SIRETs handed out by this run: each test gets its own, never one the seed or another test used.
const usedSirets = new Set<string>();

/** A fresh valid SIRET (9-digit SIREN + NIC, each with its Luhn key). */
export const freshSiret = () => uniqueSiret(usedSirets);

export interface CreatedLegalStructure {
  id: number;
  socialReason: string;
  legalCode: string;
}

/** A legal structure of this test only, created through the API as `email` (a moderator by default). */
export function createLegalStructure(
  overrides: Record<string, unknown> = {},
  email = 'moderator@vetbo.test',
): Promise<CreatedLegalStructure> {
  return oneAtATime(async () => {
    const token = await apiToken(email);
    const { data } = await api<{ data: CreatedLegalStructure }>(token, 'POST', '/v1/legal_structures', {
      socialReason: `SELARL ${uniqueWord('Structure')}`,
      legalCode: freshSiret(),
      legalForm: 'SELARL',
      headQuarterAddress: {
        streetNumber: '3',
        streetName: 'rue Garibaldi',
        postalCode: '69006',
        city: 'Lyon',
      },
      ...overrides,
    });
    return data;
  });
}

/** Changes a legal structure through the API (no If-Match: the write applies whatever the version). */
export async function patchLegalStructure(id: number, body: Record<string, unknown>): Promise<void> {
  const token = await apiToken('moderator@vetbo.test');
  await api(token, 'PATCH', `/v1/legal_structures/${id}`, body);
}

/** A billing account of this structure, created through the API as a manager (billing writer). */
export async function createBillingAccount(
  legalStructureId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; entitled: string }> {
  const token = await apiToken('manager@vetbo.test');
  const { data } = await api<{ data: { id: number; entitled: string } }>(
    token,
    'POST',
    '/v1/billing_accounts',
    {
      legalStructureId,
      entitled: `Compte ${uniqueWord('Principal')}`,
      iban: 'FR7630006000011234567890189',
      bicSwift: 'AGRIFRPP',
      identityName: 'Dr Martin',
      ...overrides,
    },
  );
  return data;
}

/** Changes a billing account through the API as a manager (no If-Match). */
export async function patchBillingAccount(id: number, body: Record<string, unknown>): Promise<void> {
  const token = await apiToken('manager@vetbo.test');
  await api(token, 'PATCH', `/v1/billing_accounts/${id}`, body);
}

/** Asks a change of the account's bank details through the API, as `email` (a billing writer). */
export async function askBankDetailsChange(
  billingAccountId: number,
  body: Record<string, unknown>,
  email = 'accountant@vetbo.test',
): Promise<{ id: number }> {
  const token = await apiToken(email);
  const { data } = await api<{ data: { id: number } }>(
    token,
    'POST',
    `/v1/billing_accounts/${billingAccountId}/bank_details_changes`,
    body,
  );
  return data;
}
