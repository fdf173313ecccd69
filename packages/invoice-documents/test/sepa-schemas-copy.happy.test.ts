import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEPA_SCHEMA_FOLDER, SEPA_SCHEMAS } from '../src/sepa-xsd.ts';

// The reference files sit beside the repository (shared/README: `../shared/reference/...` from the root).
const REFERENCE = join(import.meta.dirname, '../../../../shared/reference/sepa');

describe('the product’s copy of the SEPA schemas', () => {
  it('holds the four reference XSDs, byte for byte', () => {
    const reference = readdirSync(REFERENCE).sort();
    expect(reference).toEqual(SEPA_SCHEMAS.map((schema) => `${schema}.xsd`).sort());
    const shipped = readdirSync(SEPA_SCHEMA_FOLDER).filter((file) => file.endsWith('.xsd'));
    expect(shipped.sort()).toEqual(reference);
    for (const file of reference)
      expect(
        readFileSync(join(SEPA_SCHEMA_FOLDER, file)).equals(readFileSync(join(REFERENCE, file))),
        file,
      ).toBe(true);
  });
});
