/// <reference path="./types/saxon-js.d.ts" />
// The EN 16931 business rules: the reference Schematron (compiled to XSLT 2.0, then to saxon-js's SEF),
// run by saxon-js; every failed assert of its SVRL report is a finding.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { SCHEMA_FOLDER, SCHEMATRON_SEF, SCHEMATRON_XSL } from './schemas.ts';

export interface SchematronFinding {
  id: string;
  flag: string;
  location: string;
  text: string;
}

// NOTE: parsing the 5 MB SEF takes about 50 ms; it is done once per process and kept (about 60 MB).
let stylesheet: unknown;
const baseUri = pathToFileURL(join(SCHEMA_FOLDER, SCHEMATRON_XSL)).href;

function loadStylesheet(): unknown {
  stylesheet ??= JSON.parse(gunzipSync(readFileSync(SCHEMATRON_SEF)).toString('utf8'));
  return stylesheet;
}

const SVRL = 'http://purl.oclc.org/dsdl/svrl';
const FINDINGS =
  '//svrl:failed-assert ! [string(@id), string(@flag), string(@location), normalize-space(svrl:text)]';

/** The failed asserts of the SVRL report of the XML (warnings included, with their flag). */
export function schematronFindings(xml: string): SchematronFinding[] {
  const result = SaxonJS.transform(
    {
      stylesheetInternal: loadStylesheet(),
      stylesheetBaseURI: baseUri,
      sourceText: xml,
      destination: 'document',
    },
    'sync',
  );
  const findings = SaxonJS.XPath.evaluate(FINDINGS, result.principalResult, {
    namespaceContext: { svrl: SVRL },
    resultForm: 'array',
  }) as string[][];
  return findings.map(([id = '', flag = '', location = '', text = '']) => ({ id, flag, location, text }));
}
