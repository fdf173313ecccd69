import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  mandates,
  moderator,
  newBillingAccount,
  require,
  useMandatesWorld,
} from '../support/factories/mandates-world.ts';

useMandatesWorld();

describe('[MANDATES] security', () => {
  it('a moderator reads but does not write mandates; no token is a 401', async () => {
    const billingAccountId = await newBillingAccount();
    const mandateId = (mandates[0] as (typeof mandates)[number]).id;
    expect((await require({ billingAccountId, mandateId }, moderator)).status).toBe(403);
    expect((await call('GET', '/v1/required_mandates', { token: moderator })).status).toBe(200);
    expect((await call('GET', '/v1/mandates')).status).toBe(401);
  });
});
