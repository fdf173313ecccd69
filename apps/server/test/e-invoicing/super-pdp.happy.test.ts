// The product configured with Super PDP, against the local stand-in: an issued invoice is posted as its
// Factur-X PDF by the job, the platform's statuses come back from its event feed, "PAID" on a service
// invoice sends 212 "Encaissée", and a rejected invoice is sent again once a credit note corrects it.
import { describe, expect, it } from 'vitest';
import {
  api,
  issueInvoice,
  standIn,
  tokens,
  transmissionOf,
  useEInvoicingWorld,
} from '../support/factories/e-invoicing-world.ts';

useEInvoicingWorld('SUPER_PDP');

describe('[E-INVOICING] Super PDP as the approved platform', () => {
  it('sends the Factur-X PDF, follows the lifecycle, and sends "Encaissée" when a service invoice is paid', async () => {
    const invoice = await issueInvoice();
    const sent = await transmissionOf(invoice.id, (t) => t.state === 'SENT');
    expect(sent).toMatchObject({ adapter: 'SUPER_PDP', attempts: 1, documentNumber: invoice.number });
    const atPlatform = standIn.invoiceByNumber(invoice.number);
    expect(atPlatform?.contentType).toBe('application/pdf');
    expect(atPlatform?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(atPlatform?.bytes.toString('latin1')).toContain('factur-x.xml');
    expect(sent.platformId).toBe(String(atPlatform?.id));

    standIn.emit(atPlatform?.id as number, 'fr:200');
    const deposited = await transmissionOf(invoice.id, (t) => t.state === 'DEPOSITED');
    expect(deposited).toMatchObject({ lastStatusCode: '200', lastStatusLabel: 'Déposée' });
    expect(
      deposited.events.map((e: { statusCode: string; label: string }) => [e.statusCode, e.label]),
    ).toEqual([
      ['api:uploaded', 'Uploaded'],
      ['200', 'Déposée'],
    ]);

    const paid = await api('PATCH', `/v1/invoices/${invoice.id}`, tokens.accountant as string, {
      paymentStatus: 'PAID',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const collected = await transmissionOf(invoice.id, (t) =>
      t.events.some(
        (e: { direction: string; deliveryState: string }) =>
          e.direction === 'OUT' && e.deliveryState === 'SENT',
      ),
    );
    const out = collected.events.find((e: { direction: string }) => e.direction === 'OUT');
    expect(out).toMatchObject({ statusCode: '212', label: 'Encaissée' });
    expect(
      standIn.events.filter((e) => e.invoice_id === atPlatform?.id && e.status_code === 'fr:212'),
    ).toHaveLength(1);
    // The platform's feed reports the 212 back: recorded once, not twice.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const again = await transmissionOf(invoice.id, () => true);
    expect(again.events.filter((e: { statusCode: string }) => e.statusCode === '212')).toHaveLength(1);
  });

  it('a rejected invoice says why, and is sent again only once a credit note corrects it', async () => {
    const invoice = await issueInvoice();
    await transmissionOf(invoice.id, (t) => t.state === 'SENT');
    const atPlatform = standIn.invoiceByNumber(invoice.number);
    standIn.emit(atPlatform?.id as number, 'fr:213', 'BR-FR-10 : SIREN du destinataire absent de l’annuaire');
    const rejected = await transmissionOf(invoice.id, (t) => t.state === 'REJECTED');
    expect(rejected).toMatchObject({
      lastStatusLabel: 'Rejetée',
      rejectionReason: 'BR-FR-10 : SIREN du destinataire absent de l’annuaire',
      canResend: false,
    });

    const early = await api('POST', `/v1/invoices/${invoice.id}/transmission`, tokens.accountant as string);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TRANSMISSION_NOT_CORRECTED');

    const credit = await api(
      'POST',
      '/v1/veterinary_establishment_credit_notes',
      tokens.accountant as string,
      {
        invoiceId: invoice.id,
        lines: [{ invoiceLineId: invoice.lines[0]?.id }],
      },
    );
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect((await transmissionOf(invoice.id, () => true)).canResend).toBe(true);

    const resent = await api('POST', `/v1/invoices/${invoice.id}/transmission`, tokens.accountant as string);
    expect(resent.status, JSON.stringify(resent.body)).toBe(201);
    expect(resent.body.data).toMatchObject({ state: 'PENDING', documentId: invoice.id });
    const second = await transmissionOf(
      invoice.id,
      (t) => t.id === resent.body.data.id && t.state === 'SENT',
    );
    expect(second.platformId).not.toBe(rejected.platformId);
    // The credit note went to the platform too.
    await transmissionOf(credit.body.data.id, (t) => t.state === 'SENT');
  });

  it('a platform that does not answer: attempts counted, then FAILED with the error; sending again works', async () => {
    standIn.failNext(1_000);
    const invoice = await issueInvoice();
    const failed = await transmissionOf(invoice.id, (t) => t.state === 'FAILED');
    standIn.failNext(0);
    expect(failed).toMatchObject({ attempts: 2, canResend: true });
    expect(failed.lastError).toContain('503');
    const resent = await api('POST', `/v1/invoices/${invoice.id}/transmission`, tokens.accountant as string);
    expect(resent.status).toBe(201);
    await transmissionOf(invoice.id, (t) => t.id === resent.body.data.id && t.state === 'SENT');
  });
});
