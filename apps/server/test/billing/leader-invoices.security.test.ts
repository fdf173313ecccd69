import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { accountant, admin, issueInvoice, useBillingWorld } from '../support/factories/billing-world.ts';

useBillingWorld();

describe('[BILLING] a leader’s invoices in the portal', () => {
  it('lists and downloads the invoices of the establishments they lead — and nobody else’s', async () => {
    const leader = await tokenFor('leader');
    const onboarding = await call('GET', '/v1/me/onboarding', { token: leader });
    expect(onboarding.status).toBe(200);
    const led = onboarding.body.data.establishments.find(
      (establishment: { legalStructureId?: number | null; legalStructure?: unknown }) => establishment,
    );
    expect(led, 'the demo leader leads an establishment').toBeTruthy();
    const ledId = led.id ?? led.veterinaryEstablishmentId;
    const detail = await call('GET', `/v1/veterinary_establishments/${ledId}`, { token: admin });
    expect(detail.body.data.legalStructureId, 'the led establishment has a legal structure').toBeTruthy();
    const theirs = await issueInvoice({ veterinaryEstablishmentId: ledId });
    const others = await issueInvoice();
    const draft = await issueInvoice({ veterinaryEstablishmentId: ledId, draft: true });

    const list = await call('GET', '/v1/me/invoices?limit=100', { token: leader });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((document: { id: number }) => document.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(others.id);
    expect(ids).not.toContain(draft.id);

    const own = await fetch(
      `${(await import('../support/api.ts')).baseUrl()}/v1/me/invoices/${theirs.id}/pdf`,
      {
        headers: { authorization: `Bearer ${leader}` },
      },
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    // The attack: another establishment's invoice by its id.
    const foreign = await call('GET', `/v1/me/invoices/${others.id}/pdf`, { token: leader });
    expect(foreign.status).toBe(403);
    // Staff have no portal list of their own, and the staff list stays closed to the leader.
    expect((await call('GET', '/v1/invoices', { token: leader })).status).toBe(403);
    expect((await call('GET', '/v1/me/invoices', { token: null })).status).toBe(401);
    expect((await call('GET', `/v1/me/invoices/${theirs.id}/pdf`, { token: accountant })).status).toBe(403);
  });
});
