// Four-eyes changes of bank details (issue 20): a billing writer asks, a second one confirms, anyone of
// them cancels; the account keeps its details until then and shows the change waiting.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  ACCOUNT_IBAN,
  bankHistory,
  MASKED,
  OTHER_BANK_IBAN,
  openAccount,
  SAME_ENDS_IBAN,
} from './bank-details-world.ts';

let admin: string;
let manager: string;
let accountant: string;
let moderator: string;
let leader: string;
let legalStructureId: number;
let accountantId: number;
let adminId: number;

beforeAll(async () => {
  [admin, manager, accountant, moderator, leader] = await Promise.all([
    tokenFor('admin'),
    tokenFor('manager'),
    tokenFor('accountant'),
    tokenFor('moderator'),
    tokenFor('leader'),
  ]);
  legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body.data[0].id;
  accountantId = (await call('GET', '/v1/me', { token: accountant })).body.data.id;
  adminId = (await call('GET', '/v1/me', { token: admin })).body.data.id;
});

const changesPath = (id: number) => `/v1/billing_accounts/${id}/bank_details_changes`;
const ask = (token: string, id: number, body: unknown) => call('POST', changesPath(id), { token, body });
const decide = (token: string, id: number, changeId: number, decision: 'confirmation' | 'cancellation') =>
  call('POST', `${changesPath(id)}/${changeId}/${decision}`, { token });

describe('[BANK DETAILS] four-eyes change', () => {
  it('an accountant asks; the account keeps its IBAN and shows the change waiting, as each role may see it', async () => {
    const id = await openAccount(admin, legalStructureId);
    const asked = await ask(accountant, id, {
      iban: 'de89 3704 0044 0532 0130 00',
      bicSwift: 'COBADEFFXXX',
      identityName: 'SELARL des Tilleuls (nouvelle banque)',
    });
    expect(asked.status).toBe(201);
    expect(asked.headers.get('location')).toBe(`${changesPath(id)}/${asked.body.data.id}`);
    expect(asked.body.data).toMatchObject({
      billingAccountId: id,
      iban: OTHER_BANK_IBAN,
      ibanMasked: false,
      bicSwift: 'COBADEFFXXX',
      status: 'PENDING',
      requestedBy: { id: accountantId },
      decidedBy: null,
      decidedDate: null,
    });
    expect(asked.body.data.requestedDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const asAdmin = (await call('GET', `/v1/billing_accounts/${id}`, { token: admin })).body.data;
    expect(asAdmin.iban).toBe(ACCOUNT_IBAN);
    expect(asAdmin.pendingBankDetailsChange).toMatchObject({
      id: asked.body.data.id,
      iban: OTHER_BANK_IBAN,
      requestedBy: { id: accountantId, firstName: expect.any(String), lastName: expect.any(String) },
    });
    const asModerator = (await call('GET', `/v1/billing_accounts/${id}`, { token: moderator })).body.data;
    expect(asModerator.pendingBankDetailsChange).toMatchObject({
      iban: 'DE89 **** **** **** **30 00',
      ibanMasked: true,
    });
    const list = await call('GET', `/v1/billing_accounts?id[]=${id}`, { token: manager });
    expect(list.body.data[0].pendingBankDetailsChange).toMatchObject({
      id: asked.body.data.id,
      ibanMasked: true,
    });
    const changes = await call('GET', changesPath(id), { token: moderator });
    expect(changes.status).toBe(200);
    expect(changes.body.data).toHaveLength(1);
    expect(changes.body.data[0].iban).toBe('DE89 **** **** **** **30 00');
  });

  it('the asker cannot confirm (403 BANK_DETAILS_CHANGE_OWN_REQUEST); a second billing writer does, once', async () => {
    const id = await openAccount(admin, legalStructureId);
    const asked = (await ask(accountant, id, { iban: SAME_ENDS_IBAN, bicSwift: null })).body.data;
    const own = await decide(accountant, id, asked.id, 'confirmation');
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('BANK_DETAILS_CHANGE_OWN_REQUEST');
    expect(own.body.detail).toContain('quatre yeux');
    expect((await call('GET', `/v1/billing_accounts/${id}`, { token: admin })).body.data.iban).toBe(
      ACCOUNT_IBAN,
    );

    const confirmed = await decide(admin, id, asked.id, 'confirmation');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED', decidedBy: { id: adminId } });
    const account = (await call('GET', `/v1/billing_accounts/${id}`, { token: admin })).body.data;
    expect(account).toMatchObject({ iban: SAME_ENDS_IBAN, bicSwift: null, pendingBankDetailsChange: null });

    const again = await decide(manager, id, asked.id, 'confirmation');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BANK_DETAILS_CHANGE_DECIDED');
    expect((await decide(manager, id, asked.id, 'cancellation')).body.code).toBe(
      'BANK_DETAILS_CHANGE_DECIDED',
    );
  });

  it('the history shows who asked and who confirmed, IBANs masked beside their fingerprints', async () => {
    const id = await openAccount(admin, legalStructureId);
    const asked = (await ask(accountant, id, { iban: SAME_ENDS_IBAN })).body.data;
    await decide(admin, id, asked.id, 'confirmation');
    const [confirmation, request] = await bankHistory(moderator, id);
    expect(request?.user?.id).toBe(accountantId);
    const requested = new Map(request?.changes.map((change) => [change.field, change]));
    expect(requested.get('bankDetailsChange')).toMatchObject({ before: null, after: 'PENDING' });
    expect(requested.get('pendingIban')).toMatchObject({ before: null, after: MASKED });
    expect(requested.get('pendingIbanFingerprint')?.after).toMatch(/^[0-9a-f]{16}$/);
    expect(confirmation?.user?.id).toBe(adminId);
    const confirmed = new Map(confirmation?.changes.map((change) => [change.field, change]));
    expect(confirmed.get('bankDetailsChange')).toMatchObject({ before: 'PENDING', after: 'CONFIRMED' });
    expect(confirmed.get('ibanFingerprint')?.after).toBe(requested.get('pendingIbanFingerprint')?.after);
    expect(confirmed.get('ibanFingerprint')?.before).not.toBe(confirmed.get('ibanFingerprint')?.after);
    expect(JSON.stringify([confirmation, request])).not.toContain('0123457410');
  });

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

  it('keeps the calls to billing writers: a moderator reads the changes, a leader nothing', async () => {
    const id = await openAccount(admin, legalStructureId);
    const refused = await ask(moderator, id, { iban: OTHER_BANK_IBAN });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const asked = (await ask(accountant, id, { iban: OTHER_BANK_IBAN })).body.data;
    expect((await decide(moderator, id, asked.id, 'confirmation')).status).toBe(403);
    expect((await decide(moderator, id, asked.id, 'cancellation')).status).toBe(403);
    expect((await call('GET', changesPath(id), { token: leader })).status).toBe(403);
    expect((await decide(leader, id, asked.id, 'confirmation')).status).toBe(403);
    expect((await call('GET', `/v1/billing_accounts/${id}`, { token: admin })).body.data.iban).toBe(
      ACCOUNT_IBAN,
    );
  });
});

describe('[BANK DETAILS] the account calls', () => {
  it('a role shown the IBAN masked cannot send it back, even right: it would learn whether a guess is right', async () => {
    const id = await openAccount(admin, legalStructureId);
    const byManager = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: manager,
      body: { iban: ACCOUNT_IBAN },
    });
    expect(byManager.status).toBe(422);
    expect(byManager.body.code).toBe('BANK_DETAILS_CHANGE_REQUIRED');
    const byModerator = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: moderator,
      body: { iban: ACCOUNT_IBAN },
    });
    expect(byModerator.status).toBe(403);
    expect(byModerator.body.code).toBe('BANK_DETAILS_FORBIDDEN');
    expect(byModerator.body.detail).toContain('Comptable');
  });

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
