import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FOLDER, SCHEMATRON_SEF, SCHEMATRON_XSL } from '../src/schemas.ts';
import { compileSchematron, normaliseSef } from '../tools/compile-schematron.ts';

// The reference files sit beside the repository (shared/README: `../shared/reference/...` from the root).
const REFERENCE = join(import.meta.dirname, '../../../../shared/reference/facturx-en16931');

describe('the product’s copy of the Factur-X reference files', () => {
  it('holds the same files as the reference folder, byte for byte', () => {
    const reference = readdirSync(REFERENCE).sort();
    expect(readdirSync(SCHEMA_FOLDER).sort()).toEqual(reference);
    for (const file of reference)
      expect(readFileSync(join(SCHEMA_FOLDER, file)).equals(readFileSync(join(REFERENCE, file))), file).toBe(
        true,
      );
  });

  it('ships the Schematron compiled from the reference XSLT (xslt3, the saxon-js compiler)', () => {
    const shipped = gunzipSync(readFileSync(SCHEMATRON_SEF)).toString('utf8');
    expect(normaliseSef(shipped)).toBe(normaliseSef(compileSchematron(join(REFERENCE, SCHEMATRON_XSL))));
  }, 120_000);
});
