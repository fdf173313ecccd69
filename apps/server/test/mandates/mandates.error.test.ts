import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  admin,
  mandates,
  newBillingAccount,
  require,
  useMandatesWorld,
} from '../support/factories/mandates-world.ts';

useMandatesWorld();

describe('[MANDATES] errors', () => {
  it('refuses a RUM outside the SEPA set or over 35 characters, and a second mandate of the same kind', async () => {
    const billingAccountId = await newBillingAccount();
    const mandateId = (mandates[0] as (typeof mandates)[number]).id;
    for (const rum of ['RUM_SOULIGNÉ', 'X'.repeat(36), '/DEBUT', 'A//B']) {
      const refused = await require({ billingAccountId, mandateId, rum });
      expect(refused.status, rum).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ path: 'rum' });
      expect(refused.body.errors[0].message).toContain('35 caractères');
    }
    expect((await require({ billingAccountId, mandateId })).status).toBe(201);
    const twice = await require({ billingAccountId, mandateId });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('MANDATE_ALREADY_REQUIRED');
  });

  it('answers 422 for an unknown account or mandate, 409 for a RUM in use, and refuses to revoke an unsigned one', async () => {
    const billingAccountId = await newBillingAccount();
    const mandateId = (mandates[0] as (typeof mandates)[number]).id;
    expect((await require({ billingAccountId: 999_999, mandateId })).status).toBe(422);
    expect((await require({ billingAccountId, mandateId: 999_999 })).status).toBe(422);
    const first = (await require({ billingAccountId, mandateId, rum: 'RUM-UNIQUE-42' })).body.data;
    const other = await newBillingAccount();
    const reused = await require({ billingAccountId: other, mandateId, rum: 'rum-unique-42' });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('RUM_TAKEN');
    const unsigned = await call('POST', `/v1/required_mandates/${first.id}/revocation`, {
      token: accountant,
    });
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.code).toBe('MANDATE_NOT_SIGNED');
  });
});

describe('[MANDATES] owner mandates: errors', () => {
  it('refuses a link without an accounting code (the column holds it for the invoices) with a field error', async () => {
    const [establishment] = (await call('GET', '/v1/veterinary_establishments?limit=1', { token: admin }))
      .body.data;
    const missing = await call('POST', '/v1/veterinary_establishment_mandates', {
      token: accountant,
      body: { veterinaryEstablishmentId: establishment.id, mandateId: mandates[0]?.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: 'accountingCode' })]);
  });
});
