import { describe, expect, it } from 'vitest';
import { buildBillingPdf, InvalidFacturxError } from '../src/billing-pdf.ts';
import { buildFacturxXml } from '../src/facturx-xml.ts';
import { validateFacturxXml } from '../src/validate.ts';
import { DOCUMENTS, line, makeDocument } from './support/documents.ts';

const invoice = DOCUMENTS['a plain invoice'];
const wrongTotals = {
  ...invoice,
  totals: {
    ...invoice.totals,
    withVatCents: invoice.totals.withVatCents + 100,
    dueCents: invoice.totals.dueCents + 100,
  },
};

describe('an invalid Factur-X XML is reported', () => {
  it('reports totals that do not add up with the Schematron rule id (BR-CO-15)', async () => {
    const result = await validateFacturxXml(buildFacturxXml(wrongTotals));
    expect(result.valid).toBe(false);
    expect(result.errors.some((error) => error.includes('BR-CO-15'))).toBe(true);
  });

  it('reports a VAT breakdown that does not match its lines (BR-S-08)', async () => {
    const breakdown = invoice.vatBreakdown.map((e) => ({ ...e, baseCents: e.baseCents + 1 }));
    const result = await validateFacturxXml(buildFacturxXml({ ...invoice, vatBreakdown: breakdown }));
    expect(result.errors.some((error) => error.includes('BR-S-08'))).toBe(true);
  });

  it('reports reverse charge without the seller’s VAT number (BR-AE-02)', async () => {
    const doc = DOCUMENTS['a reverse-charge invoice'];
    const result = await validateFacturxXml(
      buildFacturxXml({ ...doc, seller: { ...doc.seller, vatNumber: undefined } }),
    );
    expect(result.errors.some((error) => error.includes('BR-AE-02'))).toBe(true);
  });

  it('reports an XML the XSD refuses, with the line, before running the Schematron', async () => {
    const xml = buildFacturxXml(invoice).replace(/<ram:TypeCode>380<\/ram:TypeCode>/, '');
    const result = await validateFacturxXml(xml);
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatch(/^XSD line \d+: Element .*IssueDateTime.*This element is not expected/);
  });

  it('reports an XML that is not well formed', async () => {
    const result = await validateFacturxXml('<rsm:CrossIndustryInvoice>');
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatch(/^XSD/);
  });

  it('refuses to issue the PDF of a document whose XML breaks a business rule, listing the failures', async () => {
    const issuing = buildBillingPdf(wrongTotals, { businessRules: true });
    await expect(issuing).rejects.toBeInstanceOf(InvalidFacturxError);
    await expect(issuing).rejects.toThrow(/BR-CO-15/);
  });

  it('refuses a mixed "not subject to VAT" document, which EN 16931 forbids (BR-O-11)', async () => {
    const doc = makeDocument({
      lines: [line({ label: 'Abonnement' }), line({ label: 'Cotisation', vatCategory: 'NONE', vatRate: 0 })],
    });
    await expect(buildBillingPdf(doc, { businessRules: true })).rejects.toThrow(/BR-O-/);
  });
});
