import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  admin,
  database,
  mandates,
  moderator,
  newBillingAccount,
  require,
  useMandatesWorld,
} from '../support/factories/mandates-world.ts';

useMandatesWorld();

/** The leader's signature (built with the e-signature issue): the state it leaves, written directly. */
const markSigned = (id: number) =>
  database.query('update required_mandates set is_validated = true, validated_date = now() where id = $1', [
    id,
  ]);

describe('[MANDATES] happy', () => {
  it("lists the creditors' mandates with their creditor, ICS and prefix, filtered by prefix", async () => {
    expect(mandates.length).toBeGreaterThanOrEqual(2);
    const [first] = mandates;
    expect(first?.creditor.sepaCreditorIdentifier).toMatch(/^[A-Z]{2}\d{2}/);
    const byPrefix = await call('GET', `/v1/mandates?prefix[]=${first?.prefix.toLowerCase()}`, {
      token: moderator,
    });
    expect(byPrefix.body.data).toEqual([first]);
    const one = await call('GET', `/v1/mandates/${first?.id}`, { token: moderator });
    expect(one.body.data).toEqual(first);
  });

  it('requires an account to sign a mandate, with a RUM made from the prefix, and finds it by filters', async () => {
    const billingAccountId = await newBillingAccount();
    const mandate = mandates[0] as (typeof mandates)[number];
    const created = await require({ billingAccountId, mandateId: mandate.id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      billingAccountId,
      mandateId: mandate.id,
      rum: `${mandate.prefix}${String(billingAccountId).padStart(8, '0')}`,
      isValidated: false,
      filledMandate: null,
      revokedDate: null,
    });
    const pending = await call(
      'GET',
      `/v1/required_mandates?billingAccountId[]=${billingAccountId}&isValidated=false`,
      { token: moderator },
    );
    expect(pending.body.data.map((m: { id: number }) => m.id)).toEqual([created.body.data.id]);
    const signedOnly = await call(
      'GET',
      `/v1/required_mandates?billingAccountId[]=${billingAccountId}&isValidated=true`,
      { token: moderator },
    );
    expect(signedOnly.body.data).toEqual([]);
    const byRum = await call('GET', `/v1/required_mandates?rum[]=${created.body.data.rum}`, {
      token: moderator,
    });
    expect(byRum.body.meta.total).toBe(1);
  });

  it('withdraws a mandate still to sign; a signed one is revoked, kept, and a new one gets the next RUM', async () => {
    const billingAccountId = await newBillingAccount();
    const mandate = mandates[1] as (typeof mandates)[number];
    const withdrawn = await require({ billingAccountId, mandateId: mandate.id });
    expect(
      (await call('DELETE', `/v1/required_mandates/${withdrawn.body.data.id}`, { token: accountant })).status,
    ).toBe(204);

    const signed = (await require({ billingAccountId, mandateId: mandate.id, rum: 'rum-manuelle 2026/01' }))
      .body.data;
    expect(signed.rum).toBe('RUM-MANUELLE 2026/01');
    await markSigned(signed.id);
    const refused = await call('DELETE', `/v1/required_mandates/${signed.id}`, { token: accountant });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SIGNED_MANDATE');

    const revoked = await call('POST', `/v1/required_mandates/${signed.id}/revocation`, {
      token: accountant,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ isValidated: true, revokedDate: expect.any(String) });
    expect(revoked.body.data.filledMandate.validatedDate).toEqual(expect.any(String));
    const again = await call('POST', `/v1/required_mandates/${signed.id}/revocation`, { token: accountant });
    expect(again.body.code).toBe('MANDATE_ALREADY_REVOKED');

    const next = await require({ billingAccountId, mandateId: mandate.id });
    expect(next.status).toBe(201);
    // The withdrawn one is gone; the revoked one counts: this is the second mandate of the kind.

    expect(next.body.data.rum).toBe(`${mandate.prefix}${String(billingAccountId).padStart(8, '0')}-2`);

    const history = await call(
      'GET',
      `/v1/change_history?resource[]=required_mandates&resourceId[]=${signed.id}`,
      {
        token: admin,
      },
    );
    expect(history.body.data.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'CREATE',
      'UPDATE',
    ]);
  });

  it("links a creditor's mandate to an establishment and a group with an accounting code, and changes it", async () => {
    const [establishment] = (
      await call('GET', '/v1/veterinary_establishments?limit=1&sortName=desc', { token: admin })
    ).body.data;
    const [group] = (await call('GET', '/v1/veterinary_groups?limit=1&sortEntitled=desc', { token: admin }))
      .body.data;
    for (const [path, owner] of [
      ['/v1/veterinary_establishment_mandates', { veterinaryEstablishmentId: establishment.id }],
      ['/v1/veterinary_group_mandates', { veterinaryGroupId: group.id }],
    ] as const) {
      const existing = await call('GET', `${path}?${Object.keys(owner)[0]}[]=${Object.values(owner)[0]}`, {
        token: admin,
      });
      const taken = new Set(existing.body.data.map((link: { mandateId: number }) => link.mandateId));
      const free = mandates.find((mandate) => !taken.has(mandate.id));
      const mandateId = free?.id ?? mandates[0]?.id;
      if (taken.has(mandateId)) {
        const duplicate = await call('POST', path, {
          token: accountant,
          body: { ...owner, mandateId, accountingCode: 'CLI123' },
        });
        expect(duplicate.status).toBe(409);
        continue;
      }
      const created = await call('POST', path, {
        token: accountant,
        body: { ...owner, mandateId, accountingCode: 'cli123' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ ...owner, mandateId, accountingCode: 'CLI123' });
      const listed = await call('GET', `${path}?accountingCode=CLI1&mandateId[]=${mandateId}`, {
        token: moderator,
      });
      expect(listed.body.data.map((link: { id: number }) => link.id)).toContain(created.body.data.id);
      const read = await call('GET', `${path}/${created.body.data.id}`, { token: accountant });
      const changed = await call('PATCH', `${path}/${created.body.data.id}`, {
        token: accountant,
        body: { accountingCode: 'CLI456' },
        headers: { 'if-match': read.headers.get('etag') as string },
      });
      expect(changed.body.data.accountingCode).toBe('CLI456');
      const duplicate = await call('POST', path, {
        token: accountant,
        body: { ...owner, mandateId, accountingCode: 'CLI789' },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.code).toBe('MANDATE_ALREADY_LINKED');
    }
  });
});
