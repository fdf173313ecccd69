// Issue 20, case 4, written as the attack: a `legalStructures` writer who is not a `billing` writer (a
// MODERATOR) rewrites a billing account's bank details through the account calls, and a billing writer
// tries to do it alone, without a second pair of eyes.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  ACCOUNT_IBAN,
  bankHistory,
  openAccount,
  SAME_ENDS_IBAN,
} from '../support/factories/bank-details-world.ts';

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

describe('[BANK DETAILS] security: a moderator rewrites an IBAN', () => {
  it('refuses a moderator’s PATCH of the IBAN (same first and last characters) with 403, and the account keeps its IBAN', async () => {
    const id = await openAccount(admin, legalStructureId);
    const attack = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: moderator,
      body: { iban: SAME_ENDS_IBAN },
    });
    expect(attack.status).toBe(403);
    expect(attack.body.code).toBe('BANK_DETAILS_FORBIDDEN');
    const account = await call('GET', `/v1/billing_accounts/${id}`, { token: admin });
    expect(account.body.data.iban).toBe(ACCOUNT_IBAN);
  });

  it('refuses a moderator’s change of the BIC or of the holder, and keeps the other fields writable', async () => {
    const id = await openAccount(admin, legalStructureId);
    for (const body of [{ bicSwift: 'BNPAFRPP' }, { identityName: 'Société écran' }, { bicSwift: null }]) {
      const attack = await call('PATCH', `/v1/billing_accounts/${id}`, { token: moderator, body });
      expect(attack.status, JSON.stringify(body)).toBe(403);
      expect(attack.body.code).toBe('BANK_DETAILS_FORBIDDEN');
    }
    const renamed = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: moderator,
      body: { entitled: 'Compte renommé', bicSwift: 'AGRIFRPP', identityName: 'SELARL des Tilleuls' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ entitled: 'Compte renommé', bicSwift: 'AGRIFRPP' });
  });

  it('refuses a moderator’s unticking of "Mandat SEPA" (it moves the account off direct debit), and keeps it as sent unchanged', async () => {
    const id = await openAccount(admin, legalStructureId);
    const attack = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: moderator,
      body: { sepa: false },
    });
    expect(attack.status).toBe(403);
    expect(attack.body.code).toBe('BANK_DETAILS_FORBIDDEN');
    expect((await call('GET', `/v1/billing_accounts/${id}`, { token: admin })).body.data.sepa).toBe(true);
    const unchanged = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: moderator,
      body: { sepa: true, entitled: 'Compte prélevé' },
    });
    expect(unchanged.status).toBe(200);
    const byManager = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: manager,
      body: { sepa: false },
    });
    expect(byManager.status).toBe(200);
    expect(byManager.body.data.sepa).toBe(false);
  });

  it('refuses a moderator’s new account (it carries an IBAN): only billing writers open one', async () => {
    const attack = await call('POST', '/v1/billing_accounts', {
      token: moderator,
      body: {
        legalStructureId,
        entitled: 'Compte pirate',
        iban: SAME_ENDS_IBAN,
        identityName: 'Société écran',
      },
    });
    expect(attack.status).toBe(403);
    expect(attack.body.code).toBe('FORBIDDEN');
  });

  it('refuses a billing writer’s direct PATCH of the IBAN: a change must be asked and confirmed by another', async () => {
    const id = await openAccount(admin, legalStructureId);
    for (const token of [admin, manager]) {
      const alone = await call('PATCH', `/v1/billing_accounts/${id}`, {
        token,
        body: { iban: SAME_ENDS_IBAN },
      });
      expect(alone.status).toBe(422);
      expect(alone.body.code).toBe('BANK_DETAILS_CHANGE_REQUIRED');
    }
    // The same values, written as a person types them, are no change and pass.
    const same = await call('PATCH', `/v1/billing_accounts/${id}`, {
      token: admin,
      body: { iban: 'fr76 3000 6000 0112 3456 7890 189', bicSwift: 'agrifrpp', entitled: 'Même banque' },
    });
    expect(same.status).toBe(200);
    expect((await call('GET', `/v1/billing_accounts/${id}`, { token: admin })).body.data.iban).toBe(
      ACCOUNT_IBAN,
    );
  });

  it('leaves a history entry that tells apart two IBANs with the same first and last characters', async () => {
    const id = await openAccount(admin, legalStructureId);
    const asked = await call('POST', `/v1/billing_accounts/${id}/bank_details_changes`, {
      token: manager,
      body: { iban: SAME_ENDS_IBAN },
    });
    expect(asked.status).toBe(201);
    const confirmed = await call(
      'POST',
      `/v1/billing_accounts/${id}/bank_details_changes/${asked.body.data.id}/confirmation`,
      { token: admin },
    );
    expect(confirmed.status).toBe(200);
    const [applied] = await bankHistory(moderator, id);
    const fields = new Map((applied?.changes ?? []).map((change) => [change.field, change]));
    // The masked forms are equal; the keyed fingerprints differ, and no full IBAN is shown.
    expect(fields.has('iban')).toBe(false);
    const fingerprint = fields.get('ibanFingerprint');
    expect(fingerprint?.before).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint?.after).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint?.before).not.toBe(fingerprint?.after);
    expect(JSON.stringify(applied)).not.toContain(SAME_ENDS_IBAN.slice(4, 23));
  });
});
