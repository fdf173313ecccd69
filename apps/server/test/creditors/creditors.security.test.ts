import { maskIban } from '@vetbo/domain/billing-accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { insertCreditor, storedCreditor, type TestCreditor } from '../support/factories/creditors-world.ts';

// Threat model: a creditor's IBAN and ICS is where customers' money goes (transfers, SEPA files). Only an
// ADMIN changes a creditor; every staff role reads it, the IBAN masked for those who do not see bank details.
let creditor: TestCreditor;
beforeAll(async () => {
  creditor = await insertCreditor();
});

const ATTACKER_IBAN = 'FR7630004000031234567890143';

describe('[CREDITORS] who may change a creditor', () => {
  for (const role of ['manager', 'accountant', 'moderator'] as const) {
    it(`refuses a ${role.toUpperCase()} who sends their own IBAN and ICS (403), and changes nothing`, async () => {
      const token = await tokenFor(role);
      const before = await storedCreditor(creditor.id);
      const read = await call('GET', `/v1/creditors/${creditor.id}`, { token });
      const answer = await call('PATCH', `/v1/creditors/${creditor.id}`, {
        token,
        headers: { 'if-match': read.headers.get('etag') as string },
        body: { iban: ATTACKER_IBAN, sepaCreditorIdentifier: 'FR72ZZZ123456', name: 'Détourné' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
      expect(await storedCreditor(creditor.id)).toEqual(before);
      const history = await call(
        'GET',
        `/v1/change_history?resource[]=creditors&resourceId[]=${creditor.id}`,
        {
          token: await tokenFor('admin'),
        },
      );
      expect(history.body.data).toEqual([]);
    });
  }

  it('refuses a leader (no staff role) and an anonymous caller, reading included', async () => {
    const leader = await tokenFor('leader');
    expect((await call('GET', '/v1/creditors', { token: leader })).status).toBe(403);
    expect(
      (await call('PATCH', `/v1/creditors/${creditor.id}`, { token: leader, body: { name: 'X' } })).status,
    ).toBe(403);
    expect((await call('GET', `/v1/creditors/${creditor.id}`)).status).toBe(401);
    expect((await call('PATCH', `/v1/creditors/${creditor.id}`, { body: { name: 'X' } })).status).toBe(401);
  });

  it('offers no creation and no deletion of a creditor', async () => {
    const admin = await tokenFor('admin');
    expect((await call('POST', '/v1/creditors', { token: admin, body: { name: 'Nouveau' } })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/creditors/${creditor.id}`, { token: admin })).status).toBe(404);
    expect(await storedCreditor(creditor.id)).toMatchObject({ id: creditor.id });
  });
});

describe('[CREDITORS] who sees the bank account', () => {
  for (const role of ['manager', 'moderator'] as const) {
    it(`masks the IBAN for a ${role.toUpperCase()}, in the list and the record`, async () => {
      const token = await tokenFor(role);
      const one = await call('GET', `/v1/creditors/${creditor.id}`, { token });
      expect(one.status).toBe(200);
      expect(one.body.data).toMatchObject({
        ibanMasked: true,
        sepaCreditorIdentifier: creditor.sepaCreditorIdentifier,
      });
      expect(one.body.data.iban).toBe(maskIban(creditor.iban));
      const list = await call('GET', `/v1/creditors?id[]=${creditor.id}`, { token });
      expect(list.body.data[0]).toMatchObject({ ibanMasked: true, iban: one.body.data.iban });
    });
  }

  for (const role of ['admin', 'accountant'] as const) {
    it(`shows the IBAN in full to an ${role.toUpperCase()}`, async () => {
      const answer = await call('GET', `/v1/creditors/${creditor.id}`, { token: await tokenFor(role) });
      expect(answer.body.data).toMatchObject({ iban: creditor.iban, ibanMasked: false });
    });
  }

  it('keeps the IBAN masked in the history every role reads, with a fingerprint that tells two apart', async () => {
    const admin = await tokenFor('admin');
    const own = await insertCreditor();
    const read = await call('GET', `/v1/creditors/${own.id}`, { token: admin });
    const changed = await call('PATCH', `/v1/creditors/${own.id}`, {
      token: admin,
      headers: { 'if-match': read.headers.get('etag') as string },
      body: { iban: ATTACKER_IBAN },
    });
    expect(changed.status).toBe(200);
    const history = await call('GET', `/v1/change_history?resource[]=creditors&resourceId[]=${own.id}`, {
      token: await tokenFor('moderator'),
    });
    const text = JSON.stringify(history.body.data);
    expect(text).not.toContain(ATTACKER_IBAN);
    expect(text).not.toContain(own.iban);
    const fields = history.body.data[0].changes.map((change: { field: string }) => change.field).sort();
    expect(fields).toEqual(['iban', 'ibanFingerprint']);
  });
});
