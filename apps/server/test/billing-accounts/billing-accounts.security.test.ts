import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { makeAccount, useBillingAccountsWorld } from '../support/factories/billing-accounts-world.ts';

useBillingAccountsWorld();

describe('[BILLING ACCOUNTS] security', () => {
  it('lets an accountant open an account (it carries bank details) but not change it, and nobody without a token', async () => {
    const accountant = await tokenFor('accountant');
    expect((await call('GET', '/v1/billing_accounts', { token: accountant })).status).toBe(200);
    const opened = await call('POST', '/v1/billing_accounts', { token: accountant, body: makeAccount() });
    expect(opened.status).toBe(201);
    const renamed = await call('PATCH', `/v1/billing_accounts/${opened.body.data.id}`, {
      token: accountant,
      body: { entitled: 'Renommé' },
    });
    expect(renamed.status).toBe(403);
    expect((await call('GET', '/v1/billing_accounts')).status).toBe(401);
  });
});
