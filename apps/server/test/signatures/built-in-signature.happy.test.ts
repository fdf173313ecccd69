// The built-in e-signature end to end (issue 9 §5): staff send an account's mandates → the e-mail is
// caught by a real SMTP server → the leader opens the document, asks for the code, signs → the sealed
// PDF's signature verifies → the mandates are validated → the onboarding badge drops.
import { describe, expect, it } from 'vitest';
import { verifyPdfSignature } from '../../src/modules/signatures/seal/verify-pdf-signature.ts';
import {
  accountWithMandates,
  api,
  codeIn,
  LEADER,
  mailsTo,
  nextMail,
  onboarding,
  raw,
  tokens,
  useSigningWorld,
  world,
} from '../support/factories/signing-world.ts';

useSigningWorld();

describe('[SIGNATURE] the built-in provider, from staff to a validated mandate', () => {
  it('staff send → e-mail → the leader signs with the code → the sealed PDF verifies → mandates validated → badge drops', async () => {
    const account = await accountWithMandates(world.structureId);
    const before = await onboarding();
    expect(before.billingAccounts.find(({ id }) => id === account.id)?.requiredMandates).toHaveLength(2);

    const invitationsBefore = mailsTo(LEADER, /^Document à signer/).length;
    const sent = await api(
      'POST',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.manager as string,
      {
        signerUserId: world.leaderId,
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      provider: 'BUILT_IN',
      status: 'ONGOING',
      billingAccountId: account.id,
    });
    expect(sent.body.data.documents).toHaveLength(2);
    const signerId = sent.body.data.signers[0].id as number;

    // A second send while this one is under way is refused.
    const again = await api(
      'POST',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.manager as string,
      {
        signerUserId: world.leaderId,
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SIGNATURE_ALREADY_ONGOING');

    // A mandate being signed is not withdrawn meanwhile.
    const withdraw = await api(
      'DELETE',
      `/v1/required_mandates/${account.required[0]}`,
      tokens.manager as string,
    );
    expect(withdraw.status).toBe(409);
    const invitation = await nextMail(LEADER, /^Document à signer/, invitationsBefore);
    const link = new RegExp(`/onboarding/signature/${signerId}\\b`);
    expect(invitation.text).toMatch(link);

    const led = await onboarding();
    expect(led.billingAccounts.find(({ id }) => id === account.id)?.signature?.signerId).toBe(signerId);

    // The leader reads the request and a document (the view is recorded for the audit trail).
    const view = await api('GET', `/v1/me/signers/${signerId}`, tokens.leader as string);
    expect(view.status).toBe(200);
    expect(view.body.data.request.status).toBe('ONGOING');
    const documentId = view.body.data.documents[0].id as number;
    const original = await raw(`/v1/me/signers/${signerId}/documents/${documentId}`, tokens.leader as string);
    expect(original.status).toBe(200);
    expect(original.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(verifyPdfSignature(original.bytes).valid).toBe(false);

    // Signing without a code, then with a wrong one, is refused; the code comes by e-mail.
    const noCode = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code: '123456',
    });
    expect(noCode.status).toBe(409);
    const codesBefore = mailsTo(LEADER, /code de signature/).length;
    const asked = await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string);
    expect(asked.status).toBe(201);
    expect(asked.body.data.codeSentTo).toMatch(/^l•+r@vetbo\.test$/);
    const tooSoon = await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string);
    expect(tooSoon.status).toBe(429);
    const codeMail = await nextMail(LEADER, /code de signature/, codesBefore);
    const code = codeIn(codeMail);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeMail.subject).not.toContain(code);
    // Mail goes out by SMTP here: an ADMIN reading the outbox cannot sign for the leader.
    const outbox = await api('POST', '/v1/outbox_messages/search?limit=5', tokens.admin as string, {
      term: LEADER,
    });
    const stored = outbox.body.data.find((message: { kind: string }) => message.kind === 'SIGNATURE_CODE');
    expect(stored.textBody).toContain('est : [masqué]');
    expect(`${stored.subject} ${stored.textBody} ${stored.htmlBody}`).not.toContain(code);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code: wrong,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ path: 'code', message: 'Ce code est incorrect' }]);

    const signed = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code,
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data.signer.status).toBe('SIGNED');
    expect(signed.body.data.request.status).toBe('DONE');

    // The sealed PDF: a valid PAdES signature by the product's seal; one changed byte breaks it.
    const sealed = await raw(`/v1/me/signers/${signerId}/documents/${documentId}`, tokens.leader as string);
    const check = verifyPdfSignature(sealed.bytes);
    expect(check).toMatchObject({
      valid: true,
      coversWholeFile: true,
      signerCommonName: 'Vetbo — cachet électronique',
    });
    expect(check.reason).toContain('code à usage unique');
    const tampered = Buffer.from(sealed.bytes);
    tampered[200] = tampered[200] === 0x41 ? 0x42 : 0x41;
    expect(verifyPdfSignature(tampered).valid).toBe(false);

    // Staff see the evidence: who, when, from where, the hashes, the audit trail.
    const requestId = sent.body.data.id as number;
    const confirmations = await api(
      'GET',
      `/v1/yousign_signature_requests/${requestId}/confirmations`,
      tokens.accountant as string,
    );
    expect(confirmations.status).toBe(200);
    const [confirmation] = confirmations.body.data;
    expect(confirmation).toMatchObject({
      signerId,
      status: 'SIGNED',
      authentication: 'OTP_EMAIL',
      ipAddress: expect.any(String),
    });
    expect(confirmation.documents).toHaveLength(2);
    for (const document of confirmation.documents) expect(document.signedSha256).toMatch(/^[0-9a-f]{64}$/);
    const trail = await raw(
      `/v1/documents/${confirmation.auditTrailDocumentId}/content`,
      tokens.accountant as string,
    );
    expect(trail.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The mandates are validated, the account has nothing left to sign, the badge dropped by one.
    for (const id of account.required) {
      const mandate = await api('GET', `/v1/required_mandates/${id}`, tokens.accountant as string);
      expect(mandate.body.data.isValidated).toBe(true);
      expect(mandate.body.data.filledMandate.validatedDate).toMatch(/Z$/);
    }
    const after = await onboarding();
    expect(after.pendingMandateCount).toBe(before.pendingMandateCount - 1);
    const listed = await api(
      'GET',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.accountant as string,
    );
    expect(listed.body.data[0]).toMatchObject({ id: requestId, status: 'DONE' });
    expect(
      listed.body.data[0].documents.every((d: { signedDocumentId: number | null }) => d.signedDocumentId),
    ).toBe(true);

    // Signing twice is refused.
    const twice = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code,
    });
    expect(twice.status).toBe(409);
  }, 120_000);
});
