import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  makeAccount,
  manager,
  useBillingAccountsWorld,
} from '../support/factories/billing-accounts-world.ts';

useBillingAccountsWorld();

describe('[BILLING ACCOUNTS] errors', () => {
  it('refuses an invalid IBAN and BIC with field errors, then accepts valid ones', async () => {
    const refused = await call('POST', '/v1/billing_accounts', {
      token: manager,
      body: makeAccount({ iban: 'FR76 3000 6000 0112 3456 7890 188', bicSwift: 'XXXX' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'iban', message: 'IBAN invalide' },
      { path: 'bicSwift', message: 'BIC/SWIFT invalide' },
    ]);
    expect((await call('POST', '/v1/billing_accounts', { token: manager, body: makeAccount() })).status).toBe(
      201,
    );
  });

  it('answers 422 for a legal structure that does not exist', async () => {
    const answer = await call('POST', '/v1/billing_accounts', {
      token: manager,
      body: makeAccount({ legalStructureId: 99_999_999 }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ path: 'legalStructureId', message: "Cet élément n'existe pas" }]);
  });
});
