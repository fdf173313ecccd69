import { describe, expect, it } from 'vitest';
import { tokenFor } from '../support/api.ts';
import {
  accountant,
  api,
  client,
  creditor,
  invoiceBody,
  issueInvoice,
  line,
  manager,
  moderator,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

const countAll = async () =>
  (await api('GET', `/v1/invoices?creditorId[]=${creditor.id}&limit=1`, accountant)).body.meta.total +
  (await api('GET', `/v1/credit_notes?creditorId[]=${creditor.id}&limit=1`, accountant)).body.meta.total;

describe('[BILLING] who may bill, credit and mark paid', () => {
  it('a MODERATOR reads but cannot issue, credit or mark paid', async () => {
    const invoice = await issueInvoice();
    const before = await countAll();
    expect((await api('GET', `/v1/invoices/${invoice.id}`, moderator)).status).toBe(200);
    expect(
      (await api('POST', '/v1/veterinary_establishment_invoices', moderator, invoiceBody())).status,
    ).toBe(403);
    expect(
      (await api('PATCH', `/v1/invoices/${invoice.id}`, moderator, { paymentStatus: 'PAID' })).status,
    ).toBe(403);
    expect(await countAll()).toBe(before);
  });

  it('a MANAGER issues invoices by hand but gives no money back: no credit note, no payment recorded', async () => {
    const invoice = await issueInvoice({}, manager);
    const before = await countAll();
    // The stepper's call with documentType CREDIT_NOTE: the way around the credit notes' own routes.
    const byStepper = await api(
      'POST',
      '/v1/veterinary_establishment_invoices',
      manager,
      invoiceBody({ documentType: 'CREDIT_NOTE', category: 'OTHER' }),
    );
    expect(byStepper.status).toBe(403);
    const byHand = await api('POST', '/v1/credit_notes', manager, {
      veterinaryEstablishmentId: client.establishmentId,
      creditorId: creditor.id,
      category: 'OTHER',
      paymentMethod: 'BANK_TRANSFER',
      lines: [line()],
    });
    expect(byHand.status).toBe(403);
    const fromInvoice = await api('POST', '/v1/veterinary_establishment_credit_notes', manager, {
      invoiceId: invoice.id,
      lines: [{ invoiceLineId: invoice.lines[0].id }],
    });
    expect(fromInvoice.status).toBe(403);
    const markedPaid = await api('PATCH', `/v1/invoices/${invoice.id}`, manager, { paymentStatus: 'PAID' });
    expect(markedPaid.status).toBe(403);
    expect(await countAll()).toBe(before);
    expect((await api('GET', `/v1/invoices/${invoice.id}`, accountant)).body.data.paymentStatus).toBe(
      'UNPAID',
    );
  });

  it('no token is a 401; a leader (no staff role) gets nothing of the staff’s billing', async () => {
    expect((await api('GET', '/v1/invoices', null)).status).toBe(401);
    expect((await api('POST', '/v1/veterinary_establishment_invoices', null, invoiceBody())).status).toBe(
      401,
    );
    const leader = await tokenFor('leader');
    expect((await api('GET', '/v1/invoices', leader)).status).toBe(403);
    expect((await api('POST', '/v1/veterinary_establishment_invoices', leader, invoiceBody())).status).toBe(
      403,
    );
    expect((await api('GET', '/v1/billing_chains/verification', leader)).status).toBe(403);
  });
});
