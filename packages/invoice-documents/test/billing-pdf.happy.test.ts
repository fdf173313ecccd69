import { describe, expect, it } from 'vitest';
import { money } from '../src/amounts.ts';
import { buildBillingPdf } from '../src/billing-pdf.ts';
import { extractFacturxXml } from '../src/extract.ts';
import { spacedLegalCode } from '../src/mentions.ts';
import { DOCUMENT_NAMES, DOCUMENTS, type DocumentName, line, makeDocument } from './support/documents.ts';
import {
  firstPagePng,
  pdfFonts,
  pdfInfo,
  pdfLayoutText,
  pdfText,
  writeTemporary,
} from './support/poppler.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe('the PDF/A-3 of every kind of document', () => {
  it.each(DOCUMENT_NAMES)('%s carries exactly the XML built, as factur-x.xml', async (name) => {
    const { pdf, xml } = await buildBillingPdf(DOCUMENTS[name]);
    expect(await extractFacturxXml(pdf)).toBe(xml);
  });

  it.each(DOCUMENT_NAMES)('%s renders page 1 and shows its totals and mentions', async (name) => {
    const doc = DOCUMENTS[name];
    const path = writeTemporary((await buildBillingPdf(doc)).pdf);
    expect([...firstPagePng(path).subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    const text = normalise(pdfLayoutText(path));
    for (const amount of [
      doc.totals.withoutVatCents,
      doc.totals.vatCents,
      doc.totals.withVatCents,
      doc.totals.dueCents,
    ])
      expect(text).toContain(money(amount));
    for (const mention of [
      `Pénalités de retard : ${doc.latePaymentPenalty}`,
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €',
      'Pas d’escompte pour paiement anticipé',
      'NATURE DES OPÉRATIONS',
      doc.number,
    ])
      expect(text).toContain(mention);
    // The reform's mention: the client's SIREN, for a client that has one.
    const code = doc.buyer.legalCode;
    if (code) expect(text).toContain(`SIREN ${spacedLegalCode(code.slice(0, 9))}`);
  });
});

describe('what each document prints', () => {
  const textOf = async (name: DocumentName) =>
    normalise(pdfText(writeTemporary((await buildBillingPdf(DOCUMENTS[name])).pdf)));

  it('prints an invoice with the seller’s legal identity, the period and the personalised mention', async () => {
    const text = await textOf('a plain invoice');
    expect(text).toContain('FACTURE');
    expect(text).toContain('SAS au capital de 10 000,00 € — RCS Lyon 732 829 320');
    expect(text).toContain('N° TVA intracommunautaire FR44732829320');
    expect(text).toContain('Du 01/11/2026 au 30/11/2026');
    expect(text).toContain('Prestations de services');
    expect(text).toContain('Merci de votre confiance.');
    expect(text).toContain('1 103,80 €');
    expect(text).toContain('FR76 •••• •••• •••• •••• •••0 189');
  });

  it('prints a credit note as AVOIR with the invoice it corrects', async () => {
    const text = await textOf('a credit note');
    expect(text).toContain('AVOIR');
    expect(text).toContain('Avoir sur la facture n° FVS-2026-000042 du 27/11/2026');
    expect(text).toContain('Montant de l’avoir');
  });

  it('prints "Autofacturation" on a self-billing document, issued by the network for the establishment', async () => {
    const text = await textOf('a self-billing document');
    expect(text).toContain('FACTURE — Autofacturation');
    expect(text).toContain(
      'Facture émise par Réseau Vétérinaire Rhône au nom et pour le compte de Clinique vétérinaire des Érables (mandat d’autofacturation)',
    );
    expect(text).toContain('IBAN FR76 3000 6000 0112 3456 7890 189 — BIC AGRIFRPP');
  });

  it('prints "Autoliquidation" where VAT is reverse-charged, and no SIREN for a foreign client', async () => {
    const text = await textOf('a reverse-charge invoice');
    expect(text).toContain('Autoliquidation');
    expect(text).toContain('Belgique');
    expect(text).toContain('N° TVA intracommunautaire BE0477472701');
    expect(text.match(/SIREN/g)).toHaveLength(1);
  });

  it('prints the overseas rate, the delivery date and the delivery address that differs', async () => {
    const text = await textOf('an overseas-VAT invoice');
    expect(text).toContain('8,5 %');
    expect(text).toContain('DATE DE LIVRAISON 20/11/2026');
    expect(text).toContain(
      'ADRESSE DE LIVRAISON ZI du Chaudron, bâtiment B 97490 Sainte-Clotilde La Réunion',
    );
    expect(text).toContain('Livraisons de biens');
  });

  it('prints every rate, the discount, the exemption article and the débits option', async () => {
    const text = await textOf('a multi-rate invoice');
    for (const rate of ['20 %', '10 %', '5,5 %', '2,1 %', 'Exonéré']) expect(text).toContain(rate);
    expect(text).toContain('Remise fidélité');
    expect(text).toContain('-102,88 €');
    expect(text).toContain('Exonération de TVA, article 261 du CGI');
    expect(text).toContain('Option pour le paiement de la taxe d’après les débits');
    expect(text).toContain('Livraisons de biens et prestations de services');
  });
});

describe('PDF/A-3 and layout', () => {
  it('embeds its fonts and declares PDF/A-3B with the Factur-X extension schema', async () => {
    const { pdf } = await buildBillingPdf(DOCUMENTS['a plain invoice'], {
      createdAt: new Date('2026-11-27T09:00:00Z'),
    });
    const path = writeTemporary(pdf);
    const fonts = pdfFonts(path).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/CID TrueType\s+Identity-H\s+yes/);
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toContain(
      '<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>',
    );
    expect(raw).toContain('<xmp:CreateDate>2026-11-27T09:00:00Z</xmp:CreateDate>');
    expect(raw).toMatch(/\/S \/GTS_PDFA1/);
    expect(raw).toMatch(/\/AFRelationship \/Alternative/);
    expect(raw).toMatch(/\/Subtype \/text#2Fxml/);
    expect(raw).toMatch(/\/ModDate \(D:20261127090000Z\)/);
    expect(raw).toMatch(/\/AF \[ \d+ 0 R \]/);
    expect(raw).toMatch(/\/EmbeddedFiles <<\s*\/Names \[ \(factur-x\.xml\) \d+ 0 R \]/);
    expect(raw).toMatch(/\/ID \[ <[0-9a-f]{32}> <[0-9a-f]{32}> \]/);
    expect(pdfInfo(path)).toMatch(/CreationDate:\s+Fri Nov 27 09:00:00 2026 UTC/);
  });

  it('runs onto further pages when the lines overflow, repeating the table header', async () => {
    const lines = Array.from({ length: 70 }, (_, i) =>
      line({
        label: `Consultation ${i + 1}`,
        description: 'Acte courant',
        unitPriceWithoutVatCents: 4_500 + i,
      }),
    );
    const doc = makeDocument({ lines });
    const { pdf, xml } = await buildBillingPdf(doc);
    const path = writeTemporary(pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(path))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(path);
    const pagesWithLines = text.split('\f').filter((page) => page.includes('Consultation'));
    expect(pagesWithLines.length).toBeGreaterThanOrEqual(2);
    for (const page of pagesWithLines) expect(page).toContain('DÉSIGNATION');
    expect(text).toContain(`page ${pages}/${pages}`);
    expect(normalise(text)).toContain(money(doc.totals.dueCents));
    expect(await extractFacturxXml(pdf)).toBe(xml);
  });
});
