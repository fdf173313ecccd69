import { describe, expect, it } from 'vitest';
import {
  accountant,
  admin,
  api,
  client,
  invoiceBody,
  manager,
  moderator,
  newClient,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

let codes = 700_000 + Math.floor(Math.random() * 90_000);

/** The world's client joins a new group today; the membership as the API answers it. */
async function membership() {
  const group = await api('POST', '/v1/veterinary_groups', moderator, {
    entitled: 'Groupe des payeurs',
    groupCode: `GRP${codes++}`,
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const member = await api('POST', '/v1/veterinary_establishment_members', moderator, {
    veterinaryEstablishmentId: client.establishmentId,
    veterinaryGroupId: group.body.data.id,
    joinDate: today,
  });
  expect(member.status, JSON.stringify(member.body)).toBe(201);
  return member.body.data as { id: number };
}

describe('[BILLING] the specific billing account of a group member (spec §3.5)', () => {
  it('a MODERATOR, who edits memberships, cannot choose whose account pays; a billing writer can', async () => {
    const member = await membership();
    // A third structure's account, with its own signed mandate for the creditor.
    const payer = await newClient();
    const path = `/v1/veterinary_establishment_members/${member.id}`;
    // The attack: a moderator points the member's invoices at another structure's bank account.
    const byModerator = await api('PATCH', path, moderator, {
      specificBillingAccountId: payer.billingAccountId,
    });
    expect(byModerator.status).toBe(403);
    const onCreate = await api('POST', '/v1/veterinary_establishment_members', moderator, {
      veterinaryEstablishmentId: payer.establishmentId,
      veterinaryGroupId: 1,
      joinDate: '2026-01-01',
      specificBillingAccountId: payer.billingAccountId,
    });
    expect(onCreate.status).toBe(403);
    expect((await api('GET', path, moderator)).body.data.specificBillingAccountId).toBeNull();
    // The moderator's own edits of the membership still work, a form sending the field unchanged too.
    expect((await api('PATCH', path, moderator, { tags: ['Sud'] })).status).toBe(200);
    expect(
      (await api('PATCH', path, moderator, { tags: ['Sud'], specificBillingAccountId: null })).status,
    ).toBe(200);

    const byManager = await api('PATCH', path, manager, { specificBillingAccountId: payer.billingAccountId });
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(200);
    expect(byManager.body.data.specificBillingAccountId).toBe(payer.billingAccountId);
    // Unchanged is fine; clearing it (the member's invoices back to its own account) is a billing decision too.
    expect(
      (await api('PATCH', path, moderator, { specificBillingAccountId: payer.billingAccountId })).status,
    ).toBe(200);
    expect((await api('PATCH', path, moderator, { specificBillingAccountId: null })).status).toBe(403);
    const unknown = await api('PATCH', path, admin, { specificBillingAccountId: 2_000_000_000 });
    expect(unknown.status).toBe(422);

    // The member's invoice by SPECIFIC_BILLING_ACCOUNT: that account, and its mandate's RUM for the creditor.
    const invoice = await api(
      'POST',
      '/v1/veterinary_establishment_invoices',
      accountant,
      invoiceBody({ paymentMethod: 'SPECIFIC_BILLING_ACCOUNT' }),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body.data).toMatchObject({
      billingAccountId: payer.billingAccountId,
      bankAccountRum: payer.rum,
    });
  });
});
