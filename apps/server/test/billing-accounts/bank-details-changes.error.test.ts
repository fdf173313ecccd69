// Four-eyes changes of bank details (issue 20): a billing writer asks, a second one confirms, anyone of
// them cancels; the account keeps its details until then and shows the change waiting.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  admin,
  ask,
  changesPath,
  decide,
  legalStructureId,
  manager,
  useBankDetailsChangesWorld,
} from '../support/factories/bank-details-changes-world.ts';
import { bankHistory, OTHER_BANK_IBAN, openAccount } from '../support/factories/bank-details-world.ts';

useBankDetailsChangesWorld();

describe('[BANK DETAILS] four-eyes change', () => {
  it('a change waits alone (409), asks something new (422 otherwise), and is cancelled by anyone of billing', async () => {
    const id = await openAccount(admin, legalStructureId);
    for (const body of [{}, { iban: 'fr76 3000 6000 0112 3456 7890 189', bicSwift: 'agrifrpp' }]) {
      const same = await ask(manager, id, body);
      expect(same.status, JSON.stringify(body)).toBe(422);
      expect(same.body.code).toBe('BANK_DETAILS_UNCHANGED');
    }
    const first = await ask(manager, id, { identityName: 'Nouveau titulaire' });
    expect(first.status).toBe(201);
    const second = await ask(accountant, id, { iban: OTHER_BANK_IBAN });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('BANK_DETAILS_CHANGE_PENDING');

    const cancelled = await decide(manager, id, first.body.data.id, 'cancellation');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', decidedBy: { id: expect.any(Number) } });
    const account = (await call('GET', `/v1/billing_accounts/${id}`, { token: admin })).body.data;
    expect(account).toMatchObject({ identityName: 'SELARL des Tilleuls', pendingBankDetailsChange: null });
    const [entry] = await bankHistory(admin, id);
    expect(entry?.changes).toContainEqual({
      field: 'bankDetailsChange',
      before: 'PENDING',
      after: 'CANCELLED',
    });

    // Cancelled by another than the asker too; then a new change may be asked.
    const third = await ask(accountant, id, { iban: OTHER_BANK_IBAN });
    expect(third.status).toBe(201);
    expect((await decide(admin, id, third.body.data.id, 'cancellation')).status).toBe(200);
    const list = (await call('GET', changesPath(id), { token: admin })).body.data;
    expect(list.map((change: { status: string }) => change.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('refuses bad input and unknown records', async () => {
    const id = await openAccount(admin, legalStructureId);
    const invalid = await ask(manager, id, { iban: 'FR7630006000011234567890188', bicSwift: 'XX', extra: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect((await ask(manager, 2_147_483_000, { iban: OTHER_BANK_IBAN })).status).toBe(404);
    expect((await call('GET', changesPath(2_147_483_000), { token: manager })).status).toBe(404);
    // A change belongs to its account: confirming it through another account's path is a 404.
    const other = await openAccount(admin, legalStructureId);
    const asked = (await ask(accountant, id, { iban: OTHER_BANK_IBAN })).body.data;
    expect((await decide(admin, other, asked.id, 'confirmation')).status).toBe(404);
    expect((await decide(admin, id, 2_147_483_000, 'confirmation')).status).toBe(404);
  });
});

describe('[BANK DETAILS] the account calls', () => {
  it('the ETag covers the change waiting: a version read before the ask is stale (412), one read after applies', async () => {
    const id = await openAccount(admin, legalStructureId);
    const before = await call('GET', `/v1/billing_accounts/${id}`, { token: manager });
    await ask(accountant, id, { iban: OTHER_BANK_IBAN });
    const stale = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: manager,
      body: { entitled: 'Ancienne version' },
      headers: { 'if-match': before.headers.get('etag') as string },
    });
    expect(stale.status).toBe(412);
    const read = await call('GET', `/v1/billing_accounts/${id}`, { token: manager });
    const saved = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: manager,
      body: { entitled: 'Nouvelle version' },
      headers: { 'if-match': read.headers.get('etag') as string },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.pendingBankDetailsChange).toMatchObject({ ibanMasked: true });
  });
});
