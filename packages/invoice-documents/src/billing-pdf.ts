// Issuing a document: build the XML, check it, render the PDF/A-3 that carries it.
import type { BillingDocument } from './document.ts';
import { buildFacturxXml } from './facturx-xml.ts';
import { renderBillingPdf } from './pdf.ts';
import { validateFacturxXml } from './validate.ts';
import { xsdErrors } from './xsd.ts';

export interface BillingPdfOptions {
  /**
   * Also run the EN 16931 Schematron (about 150 ms and 120 MB more per process). Off by default: the
   * XSD runs at issue (1 ms) and the tests run the Schematron on every kind of document.
   */
  businessRules?: boolean;
  createdAt?: Date;
}

export class InvalidFacturxError extends Error {
  readonly number: string;
  readonly failures: string[];

  constructor(number: string, failures: string[]) {
    super(`The Factur-X XML of ${number} is invalid:\n${failures.join('\n')}`);
    this.name = 'InvalidFacturxError';
    this.number = number;
    this.failures = failures;
  }
}

/** The PDF/A-3 and its XML; an InvalidFacturxError listing the failures when the XML is refused. */
export async function buildBillingPdf(
  doc: BillingDocument,
  options: BillingPdfOptions = {},
): Promise<{ pdf: Uint8Array; xml: string }> {
  const xml = buildFacturxXml(doc);
  const failures = options.businessRules ? (await validateFacturxXml(xml)).errors : xsdErrors(xml);
  if (failures.length > 0) throw new InvalidFacturxError(doc.number, failures);
  const pdf = await renderBillingPdf(doc, { xml, createdAt: options.createdAt });
  return { pdf, xml };
}
