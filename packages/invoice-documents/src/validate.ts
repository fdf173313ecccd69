// Validation of a Factur-X XML against the reference XSD and the EN 16931 Schematron.
import { xsdErrors } from './xsd.ts';

export interface FacturxValidation {
  valid: boolean;
  /** XSD errors and failed asserts, "[BR-CO-15] …", warnings included (an issued document has none). */
  errors: string[];
}

/** "/*:CrossIndustryInvoice[namespace-uri()='…'][1]/…" → "/CrossIndustryInvoice[1]/…". */
const shortPath = (location: string): string => location.replace(/\*:|\[namespace-uri\(\)='[^']*'\]/g, '');

/**
 * Both checks. The Schematron runs only on an XML the XSD accepts: its rules assume the structure.
 * A failed assert flagged "warning" counts too, so that what Vetbo issues is clean.
 */
export async function validateFacturxXml(xml: string): Promise<FacturxValidation> {
  const errors = xsdErrors(xml);
  if (errors.length > 0) return { valid: false, errors };
  // saxon-js is imported here, not at the top: loading it costs about 75 MB of resident memory, and issuing
  // (buildBillingPdf without businessRules) never runs the Schematron.
  const { schematronFindings } = await import('./schematron.ts');
  const findings = schematronFindings(xml).map((f) => `[${f.id}] ${f.text} (${shortPath(f.location)})`);
  return { valid: findings.length === 0, errors: findings };
}
