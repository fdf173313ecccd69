// Issue 20, case 3: the mandate forms, the signed mandates and the proof files show the account's IBAN in
// full. A role that sees the IBAN masked (MODERATOR, MANAGER) must not get them through the generic
// document call; ADMIN and ACCOUNTANT do, and the leader keeps reading their own through /v1/me/signers.
import { describe, expect, it } from 'vitest';
import {
  accountWithMandates,
  api,
  askCode,
  raw,
  sendToLeader,
  tokens,
  useSigningWorld,
  world,
} from '../support/factories/signing-world.ts';

useSigningWorld();

const content = (id: number, role: string) => raw(`/v1/documents/${id}/content`, tokens[role] as string);

describe('[SIGNATURE] documents that show bank details', () => {
  it('a MODERATOR downloading a signed mandate, its form or the proof file gets 403; ADMIN and ACCOUNTANT get the PDF', async () => {
    const account = await accountWithMandates(world.structureId);
    const sent = await sendToLeader(account.id);
    const formId = sent.documents[0]?.originalDocumentId as number;

    // The attack: a MODERATOR (IBAN masked on the account) opens the mandate form sent for signature.
    const form = await content(formId, 'moderator');
    expect(form.status).toBe(403);
    expect(JSON.parse(form.bytes.toString()).code).toBe('DOCUMENT_SHOWS_BANK_DETAILS');

    const signerId = sent.signers[0]?.id as number;
    const code = await askCode(signerId);
    const signed = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code,
    });
    expect(signed.status).toBe(200);
    const [done] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.moderator as string,
      )
    ).body.data;
    expect(done.status).toBe('DONE');
    const signedId = done.documents[0].signedDocumentId as number;
    const [confirmation] = (
      await api('GET', `/v1/yousign_signature_requests/${done.id}/confirmations`, tokens.moderator as string)
    ).body.data;
    const trailId = confirmation.auditTrailDocumentId as number;

    for (const id of [signedId, formId, trailId]) {
      for (const role of ['moderator', 'manager']) {
        const refused = await content(id, role);
        expect(refused.status, `${role} on document ${id}`).toBe(403);
        expect(refused.bytes.toString()).not.toContain('%PDF');
      }
      for (const role of ['accountant', 'admin']) {
        const served = await content(id, role);
        expect(served.status, `${role} on document ${id}`).toBe(200);
        expect(served.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
    // Served to those who may, never kept by a shared cache or the browser.
    const response = await fetch(`${world.server.baseUrl}/v1/documents/${signedId}/content`, {
      headers: { authorization: `Bearer ${tokens.accountant}` },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    // The leader reads their own signed mandate through the signer call.
    const own = await raw(
      `/v1/me/signers/${signerId}/documents/${done.documents[0].id}`,
      tokens.leader as string,
    );
    expect(own.status).toBe(200);
    expect(own.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);
});
