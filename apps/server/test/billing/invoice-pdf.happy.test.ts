import { extractFacturxXml } from '@vetbo/invoice-documents/extract';
import { validateFacturxXml } from '@vetbo/invoice-documents/validate';
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  accountant,
  api,
  client,
  creditor,
  database,
  issueInvoice,
  line,
  moderator,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

async function pdfOf(path: string, token: string) {
  const response = await fetch(`${(await import('../support/api.ts')).baseUrl()}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('[BILLING] the PDF of an issued document', () => {
  it('is a PDF carrying the Factur-X XML of the invoice, made once and then kept', async () => {
    const invoice = await issueInvoice();
    const first = await pdfOf(`/v1/invoices/${invoice.id}/pdf`, moderator);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    expect(new TextDecoder().decode(first.bytes.slice(0, 5))).toBe('%PDF-');
    const xml = await extractFacturxXml(first.bytes);
    expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    const second = await pdfOf(`/v1/invoices/${invoice.id}/pdf`, accountant);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const kept = await database.query('select pdf_blob_id from billing_documents where id = $1', [
      invoice.id,
    ]);
    expect(kept.rows[0].pdf_blob_id).toEqual(expect.any(Number));
  });

  it('each kind the product issues carries an XML valid against the EN 16931 XSD and Schematron', async () => {
    const invoice = await issueInvoice({
      paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
      periodStartDate: '2026-11-01',
      periodEndDate: '2026-11-30',
      lines: [
        line({ amountBeforeTax: 12_000 }),
        line({ summary: 'Formation', vatCategory: 'INTERMEDIATE', amountBeforeTax: 3_333, quantity: 3 }),
        line({ summary: 'Remise', category: 'SERVICE_DISCOUNT', amountBeforeTax: 1_500 }),
        line({
          summary: 'Guide papier',
          category: 'PRODUCT_SALES',
          vatCategory: 'REDUCED_RATE',
          amountBeforeTax: 1_999,
        }),
        line({ summary: 'Frais exonérés', vatCategory: 'EXEMPT', amountBeforeTax: 500 }),
      ],
    });
    const credit = await api('POST', '/v1/veterinary_establishment_credit_notes', accountant, {
      invoiceId: invoice.id,
      lines: [{ invoiceLineId: invoice.lines[0].id, amountWithoutVat: 2_000 }],
    });
    const selfBilling = await api('POST', '/v1/credit_notes', accountant, {
      veterinaryEstablishmentId: client.establishmentId,
      creditorId: creditor.id,
      category: 'SELF_BILLING',
      paymentMethod: 'BANK_TRANSFER',
      lines: [line({ summary: 'Rémunération — octobre 2026', amountBeforeTax: 40_000 })],
    });
    for (const path of [
      `/v1/invoices/${invoice.id}/pdf`,
      `/v1/credit_notes/${credit.body.data.id}/pdf`,
      `/v1/credit_notes/${selfBilling.body.data.id}/pdf`,
    ]) {
      const pdf = await pdfOf(path, accountant);
      expect(pdf.status, path).toBe(200);
      const result = await validateFacturxXml(await extractFacturxXml(pdf.bytes));
      expect(result, path).toEqual({ valid: true, errors: [] });
    }
  }, 60_000);

  it('a draft has none; a credit note’s path does not serve an invoice', async () => {
    const draft = await issueInvoice({ draft: true });
    const answer = await call('GET', `/v1/invoices/${draft.id}/pdf`, { token: accountant });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('NOT_ISSUED');
    const invoice = await issueInvoice();
    expect((await call('GET', `/v1/credit_notes/${invoice.id}/pdf`, { token: accountant })).status).toBe(404);
    expect((await call('GET', `/v1/invoices/${invoice.id}/pdf`, { token: null })).status).toBe(401);
    expect(
      (await call('GET', `/v1/invoices/${invoice.id}/pdf`, { token: await tokenFor('leader') })).status,
    ).toBe(403);
  });
});
