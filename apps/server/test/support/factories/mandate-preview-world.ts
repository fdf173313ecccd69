// The set-up and helpers the mandates/mandate-preview.*.test.ts files share.
import { beforeAll, expect } from 'vitest';
import { baseUrl, call, tokenFor } from '../api.ts';

export let admin: string;
export let accountant: string;
export let billingAccountId: number;
export let rum: string;

export const preview = async (accept: string, token = accountant, id = billingAccountId) => {
  const response = await fetch(`${baseUrl()}/v1/billing_accounts/${id}/required_mandates/preview`, {
    headers: { authorization: `Bearer ${token}`, accept },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
};

/** Registers the set-up the mandate-preview tests share. */
export function useMandatePreviewWorld() {
  beforeAll(async () => {
    [admin, accountant] = await Promise.all([tokenFor('admin'), tokenFor('accountant')]);
    const legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body
      .data[0].id;
    const account = await call('POST', '/v1/billing_accounts', {
      token: admin,
      body: {
        legalStructureId,
        entitled: 'Compte de l’aperçu',
        iban: 'FR7630006000011234567890189',
        bicSwift: 'AGRIFRPP',
        identityName: 'SELARL de l’Aperçu',
      },
    });
    billingAccountId = account.body.data.id;
    const mandate = (await call('GET', '/v1/mandates?sortPrefix=asc', { token: accountant })).body.data[0];
    const required = await call('POST', '/v1/required_mandates', {
      token: accountant,
      body: { billingAccountId, mandateId: mandate.id },
    });
    expect(required.status).toBe(201);
    rum = required.body.data.rum;
  });
}
