// Writes the OpenAPI document to packages/api-client/openapi.json (or to the path after --out, to compare
// a change without touching the committed one); with --check, fails when it or the generated client types
// are stale (run `npm run openapi` to refresh both).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@vetbo/db/database';
import { buildApp } from '../app.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const committedPath = join(root, 'packages/api-client/openapi.json');
const outIndex = process.argv.indexOf('--out');
const documentPath = (outIndex > 0 && process.argv[outIndex + 1]) || committedPath;
const typesPath = join(root, 'packages/api-client/src/generated/schema.ts');

// Only the route declarations matter here: nothing is queried.
const app = await buildApp({ database: {} as Database, authenticate: async () => null, logLevel: 'silent' });
await app.ready();
/**
 * The components in the order of their names, not of the modules' loading (zod registers a schema's id
 * when its module is evaluated): moving an import never reorders the document.
 */
function byName<T>(entries: Record<string, T> | undefined): Record<string, T> | undefined {
  if (!entries) return entries;
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
const swagger = app.swagger() as { components?: Record<string, Record<string, unknown> | undefined> };
const components = swagger.components;
if (components) for (const kind of Object.keys(components)) components[kind] = byName(components[kind]);
const document = `${JSON.stringify(swagger, null, 2)}\n`;
await app.close();

if (!process.argv.includes('--check')) {
  writeFileSync(documentPath, document);
  console.log(`OpenAPI document written to ${documentPath}`);
  process.exit(0);
}

const stale: string[] = [];
if (readFileSync(committedPath, 'utf8') !== document) stale.push('packages/api-client/openapi.json');
const tmp = mkdtempSync(join(tmpdir(), 'vetbo-openapi-'));
writeFileSync(join(tmp, 'openapi.json'), document);
execFileSync(
  'npx',
  ['--no-install', 'openapi-typescript', join(tmp, 'openapi.json'), '-o', join(tmp, 'schema.ts'), '--silent'],
  {
    cwd: join(root, 'packages/api-client'),
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const freshTypes = readFileSync(join(tmp, 'schema.ts'), 'utf8');
if (readFileSync(typesPath, 'utf8') !== freshTypes) stale.push('packages/api-client/src/generated/schema.ts');
if (stale.length > 0) {
  console.error(`Stale generated files: ${stale.join(', ')}. Run \`npm run openapi\` and commit the result.`);
  process.exit(1);
}
console.log('OpenAPI document and client types are up to date.');
