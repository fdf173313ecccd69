import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { issueInvoice, useBillingWorld } from '../support/factories/billing-world.ts';

useBillingWorld();

describe('[BILLING] a leader’s invoices in the portal, as a declared list', () => {
  it('pages them newest first, counts them, and sorts them by issue date either way', async () => {
    const leader = await tokenFor('leader');
    const onboarding = await call('GET', '/v1/me/onboarding', { token: leader });
    const [led] = onboarding.body.data.establishments;
    const ledId = led.id ?? led.veterinaryEstablishmentId;
    const first = await issueInvoice({ veterinaryEstablishmentId: ledId });
    const second = await issueInvoice({ veterinaryEstablishmentId: ledId });

    const newest = await call('GET', '/v1/me/invoices?limit=1', { token: leader });
    expect(newest.status).toBe(200);
    expect(newest.body.data.map((document: { id: number }) => document.id)).toEqual([second.id]);
    expect(newest.body.meta).toMatchObject({ page: 1, limit: 1, totalIsExact: true });
    expect(newest.body.meta.total).toBeGreaterThanOrEqual(2);

    // Issued the same day: the id breaks the tie in the order asked for.
    const oldestFirst = await call('GET', '/v1/me/invoices?sortIssueDate=asc&limit=100', { token: leader });
    const ids = oldestFirst.body.data.map((document: { id: number }) => document.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await call('GET', '/v1/me/invoices?sortIssueDate=sideways', { token: leader })).status).toBe(400);
  });
});
