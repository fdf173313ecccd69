// The built-in e-signature around the signing itself: a request cancelled or expired, a contract signed
// in the onboarding area, an IBAN changed there, and a leader kept to their own accounts and signatures.
import { describe, expect, it } from 'vitest';
import {
  accountWithMandates,
  api,
  onboarding,
  raw,
  tokens,
  useSigningWorld,
  world,
} from '../support/factories/signing-world.ts';

useSigningWorld();

describe('[SIGNATURE] a leader reaches only their own accounts and signatures', () => {
  it('403 on every onboarding call with another structure’s account or another user’s signer', async () => {
    const structures = (await api('GET', '/v1/legal_structures?limit=100', tokens.admin as string)).body
      .data as { id: number }[];
    const led = new Set((await onboarding()).establishments.map((e) => e.legalStructure?.id));
    const foreign = structures.find(({ id }) => !led.has(id)) as { id: number };
    const account = await accountWithMandates(foreign.id);
    const leader = tokens.leader as string;
    expect(
      (await api('GET', `/v1/me/billing_accounts/${account.id}/required_mandates/preview`, leader)).status,
    ).toBe(403);
    expect(
      (await api('POST', `/v1/me/billing_accounts/${account.id}/signature_requests`, leader)).status,
    ).toBe(403);

    // A signer that is someone else (the admin signs nothing: the account's request names another user).
    const own = await accountWithMandates(world.structureId);
    const sent = await api(
      'POST',
      `/v1/billing_accounts/${own.id}/yousign_signature_requests`,
      tokens.manager as string,
      {
        signerUserId: world.leaderId,
      },
    );
    const signerId = sent.body.data.signers[0].id as number;
    const documentId = sent.body.data.documents[0].id as number;
    for (const token of [tokens.admin as string, tokens.manager as string]) {
      expect((await api('GET', `/v1/me/signers/${signerId}`, token)).status).toBe(403);
      expect((await api('GET', `/v1/me/signers/${signerId}/documents/${documentId}`, token)).status).toBe(
        403,
      );
      expect((await api('POST', `/v1/me/signers/${signerId}/codes`, token)).status).toBe(403);
      expect(
        (await api('POST', `/v1/me/signers/${signerId}/signatures`, token, { code: '000000' })).status,
      ).toBe(403);
    }
    // The leader's own account and signer answer; a document of another request does not.
    const preview = await raw(
      `/v1/me/billing_accounts/${own.id}/required_mandates/preview`,
      leader,
      'image/png',
    );
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('image/png');
    expect((await api('GET', `/v1/me/signers/${signerId}/documents/2147483000`, leader)).status).toBe(403);
    // Staff routes stay closed to the leader.
    expect(
      (await api('GET', `/v1/billing_accounts/${own.id}/yousign_signature_requests`, leader)).status,
    ).toBe(403);
  });
});
