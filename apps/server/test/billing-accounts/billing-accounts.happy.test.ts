import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  admin,
  legalStructureId,
  makeAccount,
  manager,
  moderator,
  useBillingAccountsWorld,
} from '../support/factories/billing-accounts-world.ts';

useBillingAccountsWorld();

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

  it('records only the field changed by a role shown the IBAN masked: the IBAN and its fingerprint stay', async () => {
    const { id } = (await call('POST', '/v1/billing_accounts', { token: manager, body: makeAccount() })).body
      .data;
    const read = await call('GET', `/v1/billing_accounts/${id}`, { token: manager });
    const renamed = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: manager,
      body: { entitled: 'Compte renommé' },
      headers: { 'if-match': read.headers.get('etag') as string },
    });
    expect(renamed.body.data).toMatchObject({ entitled: 'Compte renommé', ibanMasked: true });
    const history = await call('GET', `/v1/change_history?resource[]=billing_accounts&resourceId[]=${id}`, {
      token: moderator,
    });
    const update = history.body.data.find((entry: { kind: string }) => entry.kind === 'UPDATE');
    expect(update.changes).toEqual([
      { field: 'entitled', before: makeAccount().entitled, after: 'Compte renommé' },
    ]);
  });
});

describe('[BILLING ACCOUNTS] errors', () => {
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

  it('sorts accounts by name as a French reader does: accents and case only break ties', async () => {
    const ids: number[] = [];
    // Byte order would give "Dupont", "eliot", "Écrin" (accented capitals after every ASCII letter).
    for (const entitled of ['eliot', 'Écrin', 'Dupont']) {
      const created = await call('POST', '/v1/billing_accounts', {
        token: manager,
        body: makeAccount({ entitled }),
      });
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const sorted = await call(
      'GET',
      `/v1/billing_accounts?${ids.map((id) => `id[]=${id}`).join('&')}&sortEntitled=asc`,
      { token: moderator },
    );
    expect(sorted.body.data.map((a: { entitled: string }) => a.entitled)).toEqual([
      'Dupont',
      'Écrin',
      'eliot',
    ]);
  });
});
