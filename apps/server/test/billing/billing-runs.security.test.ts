import { describe, expect, it } from 'vitest';
import { api, manager, moderator, useBillingWorld } from '../support/factories/billing-world.ts';

useBillingWorld();

describe('[BILLING] who runs billing', () => {
  it('a MANAGER or a MODERATOR cannot bill deliveries, start or cancel a run; they read the runs', async () => {
    for (const token of [manager, moderator]) {
      expect(
        (
          await api('POST', '/v1/service_delivery_invoices', token, {
            veterinaryEstablishmentServiceDeliveryIds: [1],
            invoiceDate: '2026-01-01',
          })
        ).status,
      ).toBe(403);
      expect((await api('POST', '/v1/billing_runs', token, { invoiceDate: '2026-01-01' })).status).toBe(403);
      expect((await api('POST', '/v1/billing_runs/1/cancellation', token)).status).toBe(403);
      expect((await api('GET', '/v1/billing_runs', token)).status).toBe(200);
    }
    expect((await api('GET', '/v1/billing_runs', null)).status).toBe(401);
  });
});
