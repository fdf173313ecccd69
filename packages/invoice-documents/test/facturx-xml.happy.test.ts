import { describe, expect, it } from 'vitest';
import { buildFacturxXml } from '../src/facturx-xml.ts';
import { validateFacturxXml } from '../src/validate.ts';
import { DOCUMENT_NAMES, DOCUMENTS, line } from './support/documents.ts';

describe('the Factur-X XML (EN 16931) of every kind of document', () => {
  it.each(DOCUMENT_NAMES)('%s passes the XSD and the Schematron with no failed assert', async (name) => {
    const xml = buildFacturxXml(DOCUMENTS[name]);
    expect(await validateFacturxXml(xml)).toEqual({ valid: true, errors: [] });
  });

  it('writes the EN 16931 guideline, the type code and amounts with two decimals from cents', () => {
    const xml = buildFacturxXml(DOCUMENTS['a plain invoice']);
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toContain('<ram:LineTotalAmount>1028.80</ram:LineTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">220.76</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="0009">40483304800022</ram:ID>');
    expect(xml).toContain('<ram:ID>S1</ram:ID>');
  });

  it('writes the French mentions as notes with their subject codes', () => {
    const xml = buildFacturxXml(DOCUMENTS['a multi-rate invoice']);
    expect(xml).toMatch(/<ram:Content>Pénalités de retard : [^<]+<\/ram:Content>\s*<ram:SubjectCode>PMD</);
    expect(xml).toMatch(/40 €<\/ram:Content>\s*<ram:SubjectCode>PMT</);
    expect(xml).toMatch(/Pas d’escompte pour paiement anticipé<\/ram:Content>\s*<ram:SubjectCode>AAB</);
    expect(xml).toMatch(/d’après les débits<\/ram:Content>\s*<ram:SubjectCode>TXD</);
    expect(xml).toContain('<ram:DueDateTypeCode>5</ram:DueDateTypeCode>');
    expect(xml).toContain('<ram:ID>M1</ram:ID>');
  });

  it('bills a discount line as a negative quantity at its positive unit price', () => {
    const xml = buildFacturxXml(DOCUMENTS['a multi-rate invoice']);
    expect(xml).toMatch(/<ram:ChargeAmount>102.88<\/ram:ChargeAmount>[\s\S]*?unitCode="C62">-1</);
    expect(xml).toContain('<ram:LineTotalAmount>-102.88</ram:LineTotalAmount>');
  });

  it('refers a credit note to the invoice it corrects (381)', () => {
    const xml = buildFacturxXml(DOCUMENTS['a credit note']);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>FVS-2026-000042</);
    expect(xml).toContain('<qdt:DateTimeString format="102">20261127</qdt:DateTimeString>');
  });

  it('marks a self-billing document 389 with the mention "Autofacturation", the establishment as seller', () => {
    const xml = buildFacturxXml(DOCUMENTS['a self-billing document']);
    expect(xml).toContain('<ram:TypeCode>389</ram:TypeCode>');
    expect(xml).toMatch(/<ram:Content>Autofacturation<\/ram:Content>/);
    expect(xml).toMatch(/<ram:SellerTradeParty>\s*<ram:Name>Clinique vétérinaire des Érables</);
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>');
  });

  it('writes reverse charge as AE with "Autoliquidation" and the buyer’s country in alpha-2', () => {
    const xml = buildFacturxXml(DOCUMENTS['a reverse-charge invoice']);
    expect(xml).toContain('<ram:ExemptionReason>Autoliquidation</ram:ExemptionReason>');
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:CountryID>BE</ram:CountryID>');
  });

  it('writes the overseas rate 8.5 % as S 8.50 for a buyer in Réunion (RE)', () => {
    const xml = buildFacturxXml(DOCUMENTS['an overseas-VAT invoice']);
    expect(xml).toContain('<ram:RateApplicablePercent>8.50</ram:RateApplicablePercent>');
    expect(xml).toContain('<ram:CountryID>RE</ram:CountryID>');
    expect(xml).toMatch(/<ram:ShipToTradeParty>[\s\S]*?<ram:CityName>Sainte-Clotilde</);
  });

  it('escapes what XML reserves in texts', () => {
    const doc = DOCUMENTS['a plain invoice'];
    const xml = buildFacturxXml({
      ...doc,
      lines: [line({ label: 'Vaccins <chiens> & "chats"' })],
    });
    expect(xml).toContain('Vaccins &lt;chiens&gt; &amp; &quot;chats&quot;');
  });
});
