import { describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api.ts';
import {
  accountant,
  admin,
  billingAccountId,
  preview,
  useMandatePreviewWorld,
} from '../support/factories/mandate-preview-world.ts';

useMandatePreviewWorld();

describe('[MANDATES] the mandate form preview', () => {
  it('answers 404 for an account without a mandate, and keeps to staff', async () => {
    const legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body
      .data[0].id;
    const bare = await call('POST', '/v1/billing_accounts', {
      token: admin,
      body: {
        legalStructureId,
        entitled: 'Sans mandat',
        iban: 'FR7630006000011234567890189',
        identityName: 'X',
      },
    });
    expect((await preview('application/pdf', accountant, bare.body.data.id)).status).toBe(404);
    expect((await preview('application/pdf', await tokenFor('leader'))).status).toBe(403);
    const anonymous = await fetch(
      `${baseUrl()}/v1/billing_accounts/${billingAccountId}/required_mandates/preview`,
    );
    expect(anonymous.status).toBe(401);
  });
});
