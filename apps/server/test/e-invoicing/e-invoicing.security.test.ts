// Who may do what with transmissions: every billing reader follows them; only ADMIN and ACCOUNTANT (area
// `accounting`) download their files or send a document again — a MANAGER, a MODERATOR or a leader cannot,
// whoever's document it is; a leader sees no transmission at all.
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../support/api.ts';
import {
  accountant,
  api,
  issueInvoice,
  manager,
  moderator,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

describe('[E-INVOICING] access to the transmission outbox', () => {
  it('readers list and read; only the accountants download and send again', async () => {
    const leader = await tokenFor('leader');
    const invoice = await issueInvoice();
    const [transmission] = (
      await api('GET', `/v1/e_invoice_transmissions?documentId[]=${invoice.id}`, accountant)
    ).body.data;
    expect(transmission).toMatchObject({ documentId: invoice.id });

    for (const reader of [manager, moderator]) {
      expect((await api('GET', '/v1/e_invoice_transmissions', reader)).status).toBe(200);
      expect((await api('GET', `/v1/e_invoice_transmissions/${transmission.id}`, reader)).status).toBe(200);
    }
    for (const token of [manager, moderator, leader]) {
      const file = await api('GET', `/v1/e_invoice_transmissions/${transmission.id}/file`, token);
      expect(file.status).toBe(403);
      const resend = await api('POST', `/v1/invoices/${invoice.id}/transmission`, token);
      expect(resend.status).toBe(403);
    }
    expect((await api('GET', '/v1/e_invoice_transmissions', leader)).status).toBe(403);
    expect((await api('GET', `/v1/e_invoice_transmissions/${transmission.id}`, leader)).status).toBe(403);
    expect((await api('GET', '/v1/e_invoice_transmissions', null)).status).toBe(401);
    // Nothing was created by the refused calls.
    const after = await api('GET', `/v1/e_invoice_transmissions?documentId[]=${invoice.id}`, accountant);
    expect(after.body.data).toHaveLength(1);
  });
});
