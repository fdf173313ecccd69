// XSD validation of the SEPA files (pain.008, pain.001) with libxml2 compiled to WebAssembly, as xsd.ts
// does for Factur-X: each schema is compiled once per process and kept; each file is parsed, checked, freed.
// A large file is checked in parts of 500 transactions (sepa-xsd-chunks.ts) to keep the memory low.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ParseOption, XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';
import { xsdParts } from './sepa-xsd-chunks.ts';

export const SEPA_SCHEMAS = [
  'pain.008.001.08',
  'pain.008.001.02',
  'pain.001.001.09',
  'pain.001.001.03',
] as const;
export type SepaSchema = (typeof SEPA_SCHEMAS)[number];

/** The product's copy of the reference schemas (schemas/sepa/README.md). */
export const SEPA_SCHEMA_FOLDER = fileURLToPath(new URL('../schemas/sepa/', import.meta.url));

const TRANSACTION_TAGS: Readonly<Record<SepaSchema, string>> = {
  'pain.008.001.08': 'DrctDbtTxInf',
  'pain.008.001.02': 'DrctDbtTxInf',
  'pain.001.001.09': 'CdtTrfTxInf',
  'pain.001.001.03': 'CdtTrfTxInf',
};

const validators = new Map<SepaSchema, XsdValidator>();

function validatorFor(schema: SepaSchema): XsdValidator {
  const known = validators.get(schema);
  if (known) return known;
  // Each pain schema is self-contained (no xs:import), so it is parsed from its text alone.
  const xsd = XmlDocument.fromString(readFileSync(`${SEPA_SCHEMA_FOLDER}${schema}.xsd`, 'utf8'));
  try {
    const validator = XsdValidator.fromDoc(xsd);
    validators.set(schema, validator);
    return validator;
  } finally {
    xsd.dispose();
  }
}

const describe = (error: unknown, fileLine: (line: number) => number): string[] =>
  error instanceof XmlLibError
    ? error.details.map((d) => `XSD line ${fileLine(d.line)}: ${d.message.trim()}`)
    : [`XSD: ${error instanceof Error ? error.message : String(error)}`];

function errorsOf(validator: XsdValidator, xml: string, fileLine: (line: number) => number): string[] {
  let doc: XmlDocument;
  try {
    // The files put one element per line: without their blank text nodes the tree takes a third less
    // memory. libxml2 keeps a blank that is an element's only content.
    doc = XmlDocument.fromString(xml, { option: ParseOption.XML_PARSE_NOBLANKS });
  } catch (error) {
    return describe(error, fileLine);
  }
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    return describe(error, fileLine);
  } finally {
    doc.dispose();
  }
}

/**
 * The XSD errors of the SEPA file ("XSD line 12: Element '…': …"), each once; none when it is valid.
 * `transactionsPerPart` is how many transactions libxml2's tree holds at a time (Infinity: the whole file).
 */
export function sepaXsdErrors(xml: string, schema: SepaSchema, transactionsPerPart = 500): string[] {
  const validator = validatorFor(schema);
  const parts = Number.isFinite(transactionsPerPart)
    ? xsdParts(xml, TRANSACTION_TAGS[schema], transactionsPerPart)
    : null;
  if (!parts) return errorsOf(validator, xml, (line) => line);
  const errors = new Set<string>();
  for (const part of parts)
    for (const error of errorsOf(validator, part.text, part.fileLine)) errors.add(error);
  return [...errors];
}
