// XSD validation of the CII XML with libxml2 compiled to WebAssembly (libxml2-wasm): no native binary.
// The schema is compiled once per process and kept; each document is parsed, checked and freed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { SCHEMA_FOLDER, XSD_FILES } from './schemas.ts';

let validator: XsdValidator | undefined;

function loadValidator(): XsdValidator {
  if (validator) return validator;
  // The entry schema imports its three parts by relative path, read from the package's copy.
  xmlRegisterFsInputProviders();
  const entry = join(SCHEMA_FOLDER, XSD_FILES[0]);
  const schema = XmlDocument.fromString(readEntry(entry), { url: pathToFileURL(entry).href });
  try {
    validator = XsdValidator.fromDoc(schema);
  } finally {
    schema.dispose();
  }
  return validator;
}

const readEntry = (path: string): string => readFileSync(path, 'utf8');

const describe = (error: unknown): string[] =>
  error instanceof XmlLibError
    ? error.details.map((d) => `XSD line ${d.line}: ${d.message.trim()}`)
    : [`XSD: ${error instanceof Error ? error.message : String(error)}`];

/** The XSD errors of the XML ("XSD line 12: Element '…': …"); none when it is valid. */
export function xsdErrors(xml: string): string[] {
  const schema = loadValidator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return describe(error);
  }
  try {
    schema.validate(doc);
    return [];
  } catch (error) {
    return describe(error);
  } finally {
    doc.dispose();
  }
}
