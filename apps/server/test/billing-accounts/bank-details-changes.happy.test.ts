// Four-eyes changes of bank details (issue 20): a billing writer asks, a second one confirms, anyone of
// them cancels; the account keeps its details until then and shows the change waiting.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  accountantId,
  admin,
  adminId,
  ask,
  changesPath,
  decide,
  legalStructureId,
  manager,
  moderator,
  useBankDetailsChangesWorld,
} from '../support/factories/bank-details-changes-world.ts';
import {
  ACCOUNT_IBAN,
  bankHistory,
  MASKED,
  OTHER_BANK_IBAN,
  openAccount,
  SAME_ENDS_IBAN,
} from '../support/factories/bank-details-world.ts';

useBankDetailsChangesWorld();

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
});
