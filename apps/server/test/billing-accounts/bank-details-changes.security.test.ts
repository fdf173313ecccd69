// Four-eyes changes of bank details (issue 20): a billing writer asks, a second one confirms, anyone of
// them cancels; the account keeps its details until then and shows the change waiting.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  admin,
  adminId,
  ask,
  changesPath,
  decide,
  leader,
  legalStructureId,
  manager,
  moderator,
  useBankDetailsChangesWorld,
} from '../support/factories/bank-details-changes-world.ts';
import {
  ACCOUNT_IBAN,
  OTHER_BANK_IBAN,
  openAccount,
  SAME_ENDS_IBAN,
} from '../support/factories/bank-details-world.ts';

useBankDetailsChangesWorld();

describe('[BANK DETAILS] four-eyes change', () => {
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
});
