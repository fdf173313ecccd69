// The built-in e-signature end to end (issue 9 §5): staff send an account's mandates → the e-mail is
// caught by a real SMTP server → the leader opens the document, asks for the code, signs → the sealed
// PDF's signature verifies → the mandates are validated → the onboarding badge drops.
import { describe, expect, it } from 'vitest';
import {
  accountWithMandates,
  api,
  onDatabase,
  tokens,
  useSigningWorld,
  world,
} from '../support/factories/signing-world.ts';

useSigningWorld();

describe('[SIGNATURE] the built-in provider, from staff to a validated mandate', () => {
  it('staff: an empty IBAN needs the confirmation, the signer must lead the structure, disabled accounts and signed mandates are refused', async () => {
    const account = await accountWithMandates(world.structureId);
    const staff = tokens.manager as string;
    const send = (body: unknown, id = account.id) =>
      api('POST', `/v1/billing_accounts/${id}/yousign_signature_requests`, staff, body);
    const admin = (await api('GET', '/v1/me', tokens.admin as string)).body.data.id;
    const notLeader = await send({ signerUserId: admin });
    expect(notLeader.status).toBe(422);
    expect(notLeader.body.errors[0].path).toBe('signerUserId');
    expect((await send({})).status).toBe(400);
    expect((await send({ signerUserId: world.leaderId }, 2_147_483_000)).status).toBe(404);
    // An account without IBAN (older data: the API always asks for one) needs the warning's confirmation.
    await onDatabase('update billing_accounts set iban = null where id = $1', [account.id]);
    const unconfirmed = await send({ signerUserId: world.leaderId });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors[0].path).toBe('confirmEmptyIban');
    const confirmed = await api(
      'POST',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.accountant as string,
      { signerUserId: world.leaderId, confirmEmptyIban: true },
    );
    expect(confirmed.status).toBe(201);
    // Everything is sent now: nothing is left to send.
    const disabled = await api('PATCH', `/v1/billing_accounts/${account.id}`, tokens.admin as string, {
      status: 'DISABLED',
    });
    expect(disabled.status).toBe(200);
    expect((await send({ signerUserId: world.leaderId })).body.code).toBe('BILLING_ACCOUNT_DISABLED');
  });
});
