// Compiles the Schematron XSLT to saxon-js's SEF with xslt3 (the compiler saxon-js uses) and writes it,
// gzipped, to schemas/. Run after changing the reference files: `node --import tsx tools/compile-schematron.ts`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCHEMA_FOLDER, SCHEMATRON_SEF, SCHEMATRON_XSL } from '../src/schemas.ts';

/**
 * The SEF without what changes from one compile to the next or one folder to another: the build time,
 * the checksum over it and the absolute path of the source, so that two compiles of the same XSLT
 * compare equal.
 */
export function normaliseSef(sef: string): string {
  return sef
    .replace(/"buildDateTime":"[^"]*"/, '"buildDateTime":""')
    .replace(/,"Σ":"[0-9a-f]+"\}$/, '}')
    .replaceAll(/"base":"file:[^"]*"/g, '"base":""');
}

/**
 * The SEF of an XSLT file, compiled by xslt3 (about 11 s and 700 MB on the CI machine). saxon-js checks
 * its checksum (Σ) at load, so the file is shipped as compiled; compare compiles with normaliseSef.
 */
export function compileSchematron(xslPath: string): string {
  const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
  const folder = mkdtempSync(join(tmpdir(), 'vetbo-sef-'));
  try {
    const out = join(folder, 'compiled.sef.json');
    execFileSync(
      process.execPath,
      [xslt3, '-relocate:on', `-xsl:${xslPath}`, `-export:${out}`, '-nogo', '-ns:##html5'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const sef = compileSchematron(join(SCHEMA_FOLDER, SCHEMATRON_XSL));
  writeFileSync(SCHEMATRON_SEF, gzipSync(sef, { level: 9 }));
  console.log(
    `${SCHEMATRON_SEF}: ${sef.length} characters, compiled in ${Math.round(performance.now() - started)} ms`,
  );
}
