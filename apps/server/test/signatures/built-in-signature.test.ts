// The built-in e-signature end to end (issue 9 §5): staff send an account's mandates → the e-mail is
// caught by a real SMTP server → the leader opens the document, asks for the code, signs → the sealed
// PDF's signature verifies → the mandates are validated → the onboarding badge drops.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPdfSignature } from '../../src/modules/signatures/seal/verify-pdf-signature.ts';
import { call } from '../support/api.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { type ReceivedMail, startSmtpSink, waitFor } from '../support/smtp-sink.ts';
import { startTestServer } from '../support/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const tokens: Record<string, string> = {};
const LEADER = 'leader@vetbo.test';

const api = (method: string, path: string, token: string | null, body?: unknown, headers = {}) =>
  call(method, path, { baseUrl: server.baseUrl, token, body, headers });

async function raw(path: string, token: string, accept = 'application/pdf') {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const mailsTo = (address: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));

async function nextMail(address: string, subject: RegExp, seen: number): Promise<ReceivedMail> {
  return waitFor(() => mailsTo(address, subject)[seen]);
}

interface Onboarding {
  establishments: { legalStructure: { id: number } | null }[];
  pendingMandateCount: number;
  billingAccounts: {
    id: number;
    requiredMandates: { id: number; validatedDate: string | null }[];
    signature: { signerId: number } | null;
  }[];
}
const onboarding = async () =>
  (await api('GET', '/v1/me/onboarding', tokens.leader as string)).body.data as Onboarding;

/** An ENABLED account of the structure with two mandates to sign (one per creditor's mandate). */
async function accountWithMandates(
  legalStructureId: number,
  iban: string | null = 'FR7630006000011234567890189',
) {
  const account = await api('POST', '/v1/billing_accounts', tokens.admin as string, {
    legalStructureId,
    entitled: `Compte signature ${Date.now().toString(36)}`,
    iban: iban ?? 'FR7630006000011234567890189',
    bicSwift: 'AGRIFRPP',
    identityName: 'SELARL des Tilleuls',
  });
  expect(account.status).toBe(201);
  const mandates = (await api('GET', '/v1/mandates?limit=2', tokens.admin as string)).body.data as {
    id: number;
  }[];
  const required = [];
  for (const mandate of mandates) {
    const created = await api('POST', '/v1/required_mandates', tokens.admin as string, {
      billingAccountId: account.body.data.id,
      mandateId: mandate.id,
    });
    expect(created.status).toBe(201);
    required.push(created.body.data.id as number);
  }
  return { id: account.body.data.id as number, required };
}

let structureId: number;
let leaderId: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
  for (const role of ['admin', 'manager', 'accountant', 'leader']) {
    tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
  }
  const led = await onboarding();
  structureId = led.establishments.find((establishment) => establishment.legalStructure)?.legalStructure
    ?.id as number;
  expect(structureId).toBeTypeOf('number');
  leaderId = (await api('GET', '/v1/me', tokens.leader as string)).body.data.id;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('[SIGNATURE] the built-in provider, from staff to a validated mandate', () => {
  it('staff send → e-mail → the leader signs with the code → the sealed PDF verifies → mandates validated → badge drops', async () => {
    const account = await accountWithMandates(structureId);
    const before = await onboarding();
    expect(before.billingAccounts.find(({ id }) => id === account.id)?.requiredMandates).toHaveLength(2);

    const invitationsBefore = mailsTo(LEADER, /^Document à signer/).length;
    const sent = await api(
      'POST',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.manager as string,
      {
        signerUserId: leaderId,
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
        signerUserId: leaderId,
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
    const code = /(\d{6})/.exec(codeMail.subject)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
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

  it('the leader starts signing from the onboarding area; a fifth wrong code spends the code', async () => {
    const account = await accountWithMandates(structureId);
    const started = await api(
      'POST',
      `/v1/me/billing_accounts/${account.id}/signature_requests`,
      tokens.leader as string,
    );
    expect(started.status).toBe(201);
    const signerId = started.body.data.signerId as number;
    const resumed = await api(
      'POST',
      `/v1/me/billing_accounts/${account.id}/signature_requests`,
      tokens.leader as string,
    );
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.signerId).toBe(signerId);

    const codesBefore = mailsTo(LEADER, /code de signature/).length;
    expect((await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string)).status).toBe(201);
    const code = /(\d{6})/.exec(
      (await nextMail(LEADER, /code de signature/, codesBefore)).subject,
    )?.[1] as string;
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, { code: wrong }))
          .status,
      ).toBe(422);
    }
    const spent = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code,
    });
    expect(spent.status).toBe(409);
    expect(spent.body.code).toBe('SIGNATURE_CODE_ATTEMPTS');
    const malformed = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code: '12a',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toEqual({ path: 'code', message: 'Le code compte 6 chiffres' });
  });

  it('staff: an empty IBAN needs the confirmation, the signer must lead the structure, disabled accounts and signed mandates are refused', async () => {
    const account = await accountWithMandates(structureId);
    const staff = tokens.manager as string;
    const send = (body: unknown, id = account.id) =>
      api('POST', `/v1/billing_accounts/${id}/yousign_signature_requests`, staff, body);
    const admin = (await api('GET', '/v1/me', tokens.admin as string)).body.data.id;
    const notLeader = await send({ signerUserId: admin });
    expect(notLeader.status).toBe(422);
    expect(notLeader.body.errors[0].path).toBe('signerUserId');
    expect((await send({})).status).toBe(400);
    expect((await send({ signerUserId: leaderId }, 2_147_483_000)).status).toBe(404);
    // An account without IBAN (older data: the API always asks for one) needs the warning's confirmation.
    const database = new pg.Client({ connectionString: server.databaseUrl });
    await database.connect();
    await database.query('update billing_accounts set iban = null where id = $1', [account.id]);
    await database.end();
    const unconfirmed = await send({ signerUserId: leaderId });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors[0].path).toBe('confirmEmptyIban');
    const confirmed = await api(
      'POST',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.accountant as string,
      { signerUserId: leaderId, confirmEmptyIban: true },
    );
    expect(confirmed.status).toBe(201);
    // Everything is sent now: nothing is left to send.
    const disabled = await api('PATCH', `/v1/billing_accounts/${account.id}`, tokens.admin as string, {
      status: 'DISABLED',
    });
    expect(disabled.status).toBe(200);
    expect((await send({ signerUserId: leaderId })).body.code).toBe('BILLING_ACCOUNT_DISABLED');
  });
});

describe('[SIGNATURE] a request nobody signs', () => {
  it('staff cancel a request under way (then send again); one past its date is EXPIRED and frees the account', async () => {
    const account = await accountWithMandates(structureId);
    const send = () =>
      api('POST', `/v1/billing_accounts/${account.id}/yousign_signature_requests`, tokens.manager as string, {
        signerUserId: leaderId,
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
    const database = new pg.Client({ connectionString: server.databaseUrl });
    await database.connect();
    await database.query(
      "update signature_requests set expiration_date = now() - interval '1 day' where id = $1",
      [second.body.data.id],
    );
    await database.end();
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
        parameters: {
          serviceCode: 'CE-ABO',
          contractType: 'CALENDAR_YEAR',
          subscriptionType: 'BY_MONTH',
          collaboratorCount: 1,
          collaboratorPrice: 1_000,
        },
      },
    );
    expect(subscription.status).toBe(201);
    const contract = await api('POST', '/v1/contracts', tokens.manager as string, {
      veterinaryEstablishmentId: establishmentId,
      entitled: 'Abonnement 2028',
      serviceSubscriptionIds: [subscription.body.data.id],
      signerId: leaderId,
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
    const code = /(\d{6})/.exec(
      (await nextMail(LEADER, /code de signature/, codesBefore)).subject,
    )?.[1] as string;
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
    const account = await accountWithMandates(structureId);
    const [signedId, pendingId] = account.required as [number, number];
    const database = new pg.Client({ connectionString: server.databaseUrl });
    await database.connect();
    await database.query(
      'update required_mandates set is_validated = true, validated_date = now() where id = $1',
      [signedId],
    );
    await database.end();
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
    const own = await accountWithMandates(structureId);
    const sent = await api(
      'POST',
      `/v1/billing_accounts/${own.id}/yousign_signature_requests`,
      tokens.manager as string,
      {
        signerUserId: leaderId,
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
