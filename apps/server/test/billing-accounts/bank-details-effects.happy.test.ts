// What a confirmed change of bank details does (issue 20): signatures under way for the old details are
// cancelled; validated mandates keep their RUM and record the SEPA amendment for the next debit. And the
// leader's own regularisation leaves a history entry that tells same-ends IBANs apart.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  ACCOUNT_IBAN,
  bankHistory,
  MASKED,
  OTHER_BANK_IBAN,
  SAME_ENDS_IBAN,
} from '../support/factories/bank-details-world.ts';

let admin: string;
let manager: string;
let accountant: string;
let leader: string;
let leaderId: number;
let structureId: number;
const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });

beforeAll(async () => {
  [admin, manager, accountant, leader] = await Promise.all([
    tokenFor('admin'),
    tokenFor('manager'),
    tokenFor('accountant'),
    tokenFor('leader'),
  ]);
  const led = (await call('GET', '/v1/me/onboarding', { token: leader })).body.data;
  structureId = led.establishments.find(
    (establishment: { legalStructure: { id: number } | null }) => establishment.legalStructure,
  ).legalStructure.id;
  leaderId = (await call('GET', '/v1/me', { token: leader })).body.data.id;
});
afterAll(() => database.end());

/** An account of the leader's structure with two mandates required, the first one signed. */
async function accountWithSignedMandate() {
  const account = await call('POST', '/v1/billing_accounts', {
    token: admin,
    body: {
      legalStructureId: structureId,
      entitled: `Compte modifié ${Date.now().toString(36)}`,
      iban: ACCOUNT_IBAN,
      bicSwift: 'AGRIFRPP',
      identityName: 'SELARL des Tilleuls',
    },
  });
  const id = account.body.data.id as number;
  const mandates = (await call('GET', '/v1/mandates?limit=2', { token: admin })).body.data;
  const required: { id: number; rum: string }[] = [];
  for (const mandate of mandates) {
    const created = await call('POST', '/v1/required_mandates', {
      token: admin,
      body: { billingAccountId: id, mandateId: mandate.id },
    });
    expect(created.status).toBe(201);
    required.push(created.body.data);
  }
  const [signed, unsigned] = required as [{ id: number; rum: string }, { id: number; rum: string }];
  // No API call signs a mandate without the whole signature: the state is written as the signature leaves it.
  await database.query(
    'update required_mandates set is_validated = true, validated_date = now() where id = $1',
    [signed.id],
  );
  return { id, signed, unsigned };
}

const amendmentOf = async (requiredMandateId: number) =>
  (
    await database.query(
      'select rum, amended_from_iban, amended_from_bic, amended_date from required_mandates where id = $1',
      [requiredMandateId],
    )
  ).rows[0];

async function changeAndConfirm(id: number, body: Record<string, unknown>, asker: string, confirmer: string) {
  const asked = await call('POST', `/v1/billing_accounts/${id}/bank_details_changes`, { token: asker, body });
  expect(asked.status).toBe(201);
  const confirmed = await call(
    'POST',
    `/v1/billing_accounts/${id}/bank_details_changes/${asked.body.data.id}/confirmation`,
    { token: confirmer },
  );
  expect(confirmed.status).toBe(200);
}

describe('[BANK DETAILS] a confirmed change', () => {
  it('cancels the signature under way, which goes on while the change only waits', async () => {
    const account = await accountWithSignedMandate();
    const sent = await call('POST', `/v1/billing_accounts/${account.id}/yousign_signature_requests`, {
      token: manager,
      body: { signerUserId: leaderId },
    });
    expect(sent.status).toBe(201);
    const requests = async () =>
      (await call('GET', `/v1/billing_accounts/${account.id}/yousign_signature_requests`, { token: admin }))
        .body.data as { id: number; status: string }[];
    const asked = await call('POST', `/v1/billing_accounts/${account.id}/bank_details_changes`, {
      token: accountant,
      body: { iban: OTHER_BANK_IBAN, bicSwift: 'COBADEFFXXX' },
    });
    expect((await requests())[0]?.status).toBe(sent.body.data.status);
    await call(
      'POST',
      `/v1/billing_accounts/${account.id}/bank_details_changes/${asked.body.data.id}/confirmation`,
      {
        token: manager,
      },
    );
    expect((await requests()).map((request) => request.status)).toEqual(['CANCELED']);
  });

  it('keeps the signed mandate’s RUM and records its amendment (earliest original kept until the next debit), in the history', async () => {
    const account = await accountWithSignedMandate();
    await changeAndConfirm(account.id, { iban: OTHER_BANK_IBAN, bicSwift: 'COBADEFFXXX' }, accountant, admin);
    const first = await amendmentOf(account.signed.id);
    expect(first).toMatchObject({
      rum: account.signed.rum,
      amended_from_iban: ACCOUNT_IBAN,
      amended_from_bic: 'AGRIFRPP',
    });
    expect(first.amended_date).toBeInstanceOf(Date);
    const mandate = (await call('GET', `/v1/required_mandates/${account.signed.id}`, { token: admin })).body
      .data;
    expect(mandate).toMatchObject({ rum: account.signed.rum, isValidated: true, revokedDate: null });
    // The mandate still to sign is signed with the new details: nothing to amend.
    expect(await amendmentOf(account.unsigned.id)).toMatchObject({
      amended_from_iban: null,
      amended_date: null,
    });

    const history = await call(
      'GET',
      `/v1/change_history?resource[]=required_mandates&resourceId[]=${account.signed.id}&kind[]=UPDATE`,
      { token: manager },
    );
    const fields = new Map(
      history.body.data[0].changes.map((change: { field: string }) => [change.field, change]),
    );
    expect(fields.get('amendedFromIban')).toEqual({ field: 'amendedFromIban', before: null, after: MASKED });
    expect(fields.get('amendedFromBic')).toEqual({
      field: 'amendedFromBic',
      before: null,
      after: 'AGRIFRPP',
    });
    expect(fields.get('amendedFromIbanFingerprint')).toMatchObject({
      after: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(fields.has('amendedDate')).toBe(true);

    // A second change before any debit: the bank still knows the first details, so they stay.
    await changeAndConfirm(account.id, { iban: SAME_ENDS_IBAN, bicSwift: null }, manager, accountant);
    expect(await amendmentOf(account.signed.id)).toEqual(first);
  });

  it('a change of the holder alone amends no mandate', async () => {
    const account = await accountWithSignedMandate();
    await changeAndConfirm(account.id, { identityName: 'SELARL des Tilleuls et associés' }, manager, admin);
    expect(await amendmentOf(account.signed.id)).toMatchObject({
      amended_from_iban: null,
      amended_date: null,
    });
  });
});

describe('[BANK DETAILS] the leader’s regularisation', () => {
  it('stays allowed for their own account, and its history tells same-ends IBANs apart', async () => {
    const account = await accountWithSignedMandate();
    const regularised = await call('PATCH', `/v1/me/billing_accounts/${account.id}`, {
      token: leader,
      body: { iban: SAME_ENDS_IBAN, bicSwift: 'AGRIFRPP' },
    });
    expect(regularised.status).toBe(200);
    const entry = (await bankHistory(admin, account.id)).find((candidate) => candidate.user?.id === leaderId);
    const fields = new Map(entry?.changes.map((change) => [change.field, change]));
    expect(fields.has('iban')).toBe(false);
    expect(fields.get('ibanFingerprint')?.before).not.toBe(fields.get('ibanFingerprint')?.after);
  });

  it('cancels a staff change still waiting, which would otherwise overwrite the details the leader set', async () => {
    const account = await accountWithSignedMandate();
    const asked = await call('POST', `/v1/billing_accounts/${account.id}/bank_details_changes`, {
      token: accountant,
      body: { iban: OTHER_BANK_IBAN, bicSwift: 'COBADEFFXXX' },
    });
    expect(asked.status).toBe(201);
    const regularised = await call('PATCH', `/v1/me/billing_accounts/${account.id}`, {
      token: leader,
      body: { iban: SAME_ENDS_IBAN, bicSwift: 'AGRIFRPP' },
    });
    expect(regularised.status).toBe(200);
    const change = await call('GET', `/v1/billing_accounts/${account.id}/bank_details_changes`, {
      token: admin,
    });
    expect(change.body.data[0]).toMatchObject({
      id: asked.body.data.id,
      status: 'CANCELLED',
      decidedBy: { id: leaderId },
    });
    const confirmed = await call(
      'POST',
      `/v1/billing_accounts/${account.id}/bank_details_changes/${asked.body.data.id}/confirmation`,
      { token: admin },
    );
    expect(confirmed.status).toBe(409);
    const after = await call('GET', `/v1/billing_accounts/${account.id}`, { token: admin });
    expect(after.body.data).toMatchObject({ iban: SAME_ENDS_IBAN, pendingBankDetailsChange: null });
  });
});
