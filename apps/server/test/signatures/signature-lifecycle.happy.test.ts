// The built-in e-signature around the signing itself: a request cancelled or expired, a contract signed
// in the onboarding area, an IBAN changed there, and a leader kept to their own accounts and signatures.
import { describe, expect, it } from 'vitest';
import { verifyPdfSignature } from '../../src/modules/signatures/seal/verify-pdf-signature.ts';
import { ceAboParameters } from '../support/factories/establishments.ts';
import {
  accountWithMandates,
  api,
  codeIn,
  LEADER,
  mailsTo,
  nextMail,
  type Onboarding,
  onboarding,
  onDatabase,
  raw,
  tokens,
  useSigningWorld,
  world,
} from '../support/factories/signing-world.ts';

useSigningWorld();

describe('[SIGNATURE] a request nobody signs', () => {
  it('staff cancel a request under way (then send again); one past its date is EXPIRED and frees the account', async () => {
    const account = await accountWithMandates(world.structureId);
    const send = () =>
      api('POST', `/v1/billing_accounts/${account.id}/yousign_signature_requests`, tokens.manager as string, {
        signerUserId: world.leaderId,
      });
    const first = await send();
    const cancel = (id: number, token = tokens.manager as string) =>
      api('POST', `/v1/yousign_signature_requests/${id}/cancellation`, token);
    expect((await cancel(first.body.data.id, tokens.leader as string)).status).toBe(403);
    expect((await cancel(first.body.data.id)).status).toBe(204);
    expect((await cancel(first.body.data.id)).body.code).toBe('SIGNATURE_NOT_ONGOING');
    expect((await cancel(2_147_483_000)).status).toBe(404);
    const signerId = first.body.data.signers[0].id;
    expect((await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string)).status).toBe(409);

    const second = await send();
    expect(second.status).toBe(201);
    await onDatabase(
      "update signature_requests set expiration_date = now() - interval '1 day' where id = $1",
      [second.body.data.id],
    );
    const view = await api(
      'GET',
      `/v1/me/signers/${second.body.data.signers[0].id}`,
      tokens.leader as string,
    );
    expect(view.body.data.request.status).toBe('EXPIRED');
    expect((await onboarding()).billingAccounts.find(({ id }) => id === account.id)?.signature).toBeNull();
    expect((await send()).status).toBe(201);
  });
});

describe('[SIGNATURE] a contract signed by the leader in the onboarding area', () => {
  it('staff send a contract → the leader finds it among their pending signatures, signs with the code → SIGNED, in the documents tab', async () => {
    const led = (await api('GET', '/v1/me/onboarding', tokens.leader as string)).body.data;
    const establishmentId = led.establishments[0].id as number;
    const options = await api('GET', '/v1/veterinary_service_options?limit=100', tokens.admin as string);
    const optionId = options.body.data.find(
      (option: { code: string }) => option.code === 'CE-ABO-ESSENTIEL',
    ).id;
    const subscription = await api(
      'POST',
      '/v1/veterinary_establishment_service_subscriptions',
      tokens.manager as string,
      {
        veterinaryEstablishmentId: establishmentId,
        veterinaryServiceOptionId: optionId,
        startDate: '2028-01-01',
        parameters: ceAboParameters(),
      },
    );
    expect(subscription.status).toBe(201);
    const contract = await api('POST', '/v1/contracts', tokens.manager as string, {
      veterinaryEstablishmentId: establishmentId,
      entitled: 'Abonnement 2028',
      serviceSubscriptionIds: [subscription.body.data.id],
      signerId: world.leaderId,
    });
    expect(contract.status).toBe(201);
    const [document] = (
      await api(
        'GET',
        `/v1/contract_documents?contractId[]=${contract.body.data.id}`,
        tokens.manager as string,
      )
    ).body.data;
    const sent = await api('PATCH', `/v1/contract_documents/${document.id}`, tokens.manager as string, {
      status: 'SENT',
    });
    expect(sent.status).toBe(200);

    const pending = (await onboarding()) as Onboarding & {
      pendingSignatures: { signerId: number; kind: string; name: string }[];
    };
    const mine = pending.pendingSignatures.find((signature) => signature.name.includes('Abonnement 2028'));
    expect(mine?.kind).toBe('CONTRACT');
    const signerId = mine?.signerId as number;
    const codesBefore = mailsTo(LEADER, /code de signature/).length;
    expect((await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string)).status).toBe(201);
    const code = codeIn(await nextMail(LEADER, /code de signature/, codesBefore));
    const signed = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code,
    });
    expect(signed.status).toBe(200);

    const after = await api('GET', `/v1/contract_documents/${document.id}`, tokens.manager as string);
    expect(after.body.data).toMatchObject({ status: 'SIGNED', signedDocumentId: expect.any(Number) });
    const tab = await api(
      'GET',
      `/v1/documents?veterinaryEstablishmentId[]=${establishmentId}&limit=100`,
      tokens.manager as string,
    );
    expect(tab.body.data.map((row: { id: number }) => row.id)).toContain(after.body.data.signedDocumentId);
    const pdf = await raw(
      `/v1/documents/${after.body.data.signedDocumentId}/content`,
      tokens.manager as string,
    );
    expect(verifyPdfSignature(pdf.bytes).valid).toBe(true);
    // A signed contract changes no more.
    const cancel = await api('PATCH', `/v1/contract_documents/${document.id}`, tokens.manager as string, {
      status: 'CANCELLED',
    });
    expect(cancel.status).toBe(409);
  }, 60_000);
});

describe('[SIGNATURE] /onboarding/regulariser-compte', () => {
  it('a new IBAN revokes the signed mandates, requires new ones and cancels the signature under way', async () => {
    const account = await accountWithMandates(world.structureId);
    const [signedId, pendingId] = account.required as [number, number];
    await onDatabase(
      'update required_mandates set is_validated = true, validated_date = now() where id = $1',
      [signedId],
    );
    const sent = await api(
      'POST',
      `/v1/me/billing_accounts/${account.id}/signature_requests`,
      tokens.leader as string,
    );
    expect(sent.status).toBe(201);

    const invalid = await api('PATCH', `/v1/me/billing_accounts/${account.id}`, tokens.leader as string, {
      iban: 'FR76 1234',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].path).toBe('iban');
    const changed = await api('PATCH', `/v1/me/billing_accounts/${account.id}`, tokens.leader as string, {
      iban: 'DE89 3704 0044 0532 0130 00',
      bicSwift: 'COBADEFFXXX',
    });
    expect(changed.status).toBe(200);
    const mine = changed.body.data.billingAccounts.find((row: { id: number }) => row.id === account.id);
    expect(mine.ibanMasked).toBe('DE89 **** **** **** **30 00');
    expect(mine.signature).toBeNull();
    // The signed mandate is revoked and kept; a new one replaces it; the pending one stays.
    const signed = await api('GET', `/v1/required_mandates/${signedId}`, tokens.admin as string);
    expect(signed.body.data.revokedDate).toMatch(/Z$/);
    expect(mine.requiredMandates.map((row: { id: number }) => row.id)).toContain(pendingId);
    expect(mine.requiredMandates).toHaveLength(2);
    expect(
      mine.requiredMandates.every((row: { validatedDate: string | null }) => row.validatedDate === null),
    ).toBe(true);
    const [cancelled] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.admin as string,
      )
    ).body.data;
    expect(cancelled.status).toBe('CANCELED');
    // Its signature cancelled, the mandate still to sign can be withdrawn; the cancelled request keeps its PDF.
    expect((await api('DELETE', `/v1/required_mandates/${pendingId}`, tokens.admin as string)).status).toBe(
      204,
    );
    const history = await api(
      'GET',
      `/v1/change_history?resource=billing_accounts&resourceId=${account.id}`,
      tokens.admin as string,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toContain('UPDATE');
  });
});
