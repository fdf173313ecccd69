// Issuing a document in the current thread: build the XML, check it, render the PDF/A-3 that carries it.
// buildBillingPdf (billing-pdf.ts) runs this in the document thread; tests and tools may call it directly.
import type { BillingDocument } from './document.ts';
import { buildFacturxXml } from './facturx-xml.ts';
import { InvalidFacturxError } from './invalid-facturx-error.ts';
import { renderBillingPdf } from './pdf.ts';
import { xsdErrors } from './xsd.ts';

export interface BillingPdfOptions {
  /**
   * Also run the EN 16931 Schematron (about 150 ms and 120 MB more per process). Off by default: the
   * XSD runs at issue (1 ms) and the tests run the Schematron on every kind of document.
   */
  businessRules?: boolean;
  createdAt?: Date;
}

export interface IssuedDocument {
  pdf: Uint8Array;
  xml: string;
}

/** The PDF/A-3 and its XML; an InvalidFacturxError listing the failures when the XML is refused. */
export async function issueBillingPdf(
  doc: BillingDocument,
  options: BillingPdfOptions = {},
): Promise<IssuedDocument> {
  const xml = buildFacturxXml(doc);
  const failures = options.businessRules ? await businessRuleFailures(xml) : xsdErrors(xml);
  if (failures.length > 0) throw new InvalidFacturxError(doc.number, failures);
  const pdf = await renderBillingPdf(doc, { xml, createdAt: options.createdAt });
  return { pdf, xml };
}

// The Schematron (saxon-js) is imported only when asked for: loading it costs about 75 MB.
async function businessRuleFailures(xml: string): Promise<string[]> {
  const { validateFacturxXml } = await import('./validate.ts');
  return (await validateFacturxXml(xml)).errors;
}
