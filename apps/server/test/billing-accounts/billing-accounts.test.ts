import type { BillingAccountCreateInput } from '@vetbo/domain/billing-accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';

let admin: string;
let manager: string;
let moderator: string;
let legalStructureId: number;
beforeAll(async () => {
  [admin, manager, moderator] = await Promise.all([
    tokenFor('admin'),
    tokenFor('manager'),
    tokenFor('moderator'),
  ]);
  legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body.data[0].id;
});

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const makeAccount = (overrides: Partial<BillingAccountCreateInput> = {}): BillingAccountCreateInput => ({
  legalStructureId,
  entitled: 'Compte principal',
  iban: IBAN,
  bicSwift: 'AGRIFRPP',
  identityName: 'SELARL des Tilleuls',
  signatoryName: 'Dr Anne Morel',
  ...overrides,
});

describe('[BILLING ACCOUNTS] happy', () => {
  it('opens an account with a valid IBAN, shown in full to an admin and masked to a manager', async () => {
    const created = await call('POST', '/v1/billing_accounts', { token: manager, body: makeAccount() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      legalStructureId,
      iban: 'FR76 **** **** **** **** ***0 189',
      ibanMasked: true,
      sepa: true,
      status: 'ENABLED',
      pendingBankDetailsChange: null,
    });
    const asAdmin = await call('GET', `/v1/billing_accounts/${created.body.data.id}`, { token: admin });
    expect(asAdmin.body.data).toMatchObject({ iban: 'FR7630006000011234567890189', ibanMasked: false });
    const asAccountant = await call('GET', `/v1/billing_accounts/${created.body.data.id}`, {
      token: await tokenFor('accountant'),
    });
    expect(asAccountant.body.data.ibanMasked).toBe(false);
  });

  it('lists the accounts of a legal structure by status, and disables one with the ETag its role saw', async () => {
    const { id } = (await call('POST', '/v1/billing_accounts', { token: manager, body: makeAccount() })).body
      .data;
    const read = await call('GET', `/v1/billing_accounts/${id}`, { token: moderator });
    const disabled = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: moderator,
      body: { status: 'DISABLED' },
      headers: { 'if-match': read.headers.get('etag') as string },
    });
    expect(disabled.status).toBe(200);
    const list = await call(
      'GET',
      `/v1/billing_accounts?legalStructureId[]=${legalStructureId}&status[]=DISABLED&sortEntitled=asc`,
      { token: moderator },
    );
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(id);
    expect(list.body.data.every((a: { status: string }) => a.status === 'DISABLED')).toBe(true);
  });
});

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

  it('keeps the masked IBAN in the history, which every staff role reads', async () => {
    const { id } = (await call('POST', '/v1/billing_accounts', { token: admin, body: makeAccount() })).body
      .data;
    const history = await call('GET', `/v1/change_history?resource[]=billing_accounts&resourceId[]=${id}`, {
      token: moderator,
    });
    expect(history.body.data[0].changes).toContainEqual({
      field: 'iban',
      before: null,
      after: 'FR76 **** **** **** **** ***0 189',
    });
    // Beside it, the keyed fingerprint that tells it from another IBAN masking alike.
    const fingerprint = history.body.data[0].changes.find(
      (change: { field: string }) => change.field === 'ibanFingerprint',
    );
    expect(fingerprint).toMatchObject({ before: null, after: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(JSON.stringify(history.body.data)).not.toContain('30006000011234567890');
  });
});

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

describe('[BILLING ACCOUNTS] partial changes', () => {
  it('changes only the fields sent: a disabled account without SEPA stays so when its label changes', async () => {
    const { id } = (
      await call('POST', '/v1/billing_accounts', {
        token: manager,
        body: makeAccount({ sepa: false, status: 'DISABLED' }),
      })
    ).body.data;
    const renamed = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: moderator,
      body: { entitled: 'Compte secondaire' },
    });
    expect(renamed.body.data).toMatchObject({
      entitled: 'Compte secondaire',
      sepa: false,
      status: 'DISABLED',
    });
  });
});
