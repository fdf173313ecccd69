import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = new URL('.', import.meta.url).pathname;
const SRC = join(FEATURES, '..');

/** Every .ts/.tsx file under a folder of src/, as a path relative to src/. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(SRC, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)));
}

/** The relative modules a file imports (static, dynamic and re-exports), as paths relative to src/. */
function importsOf(file: string): { file: string; target: string }[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((match) => ({
    file,
    target: normalize(join(dirname(file), match[1] as string)),
  }));
}

const featureOf = (path: string) => (/^features\/([^/]+)\//.exec(path) ?? [])[1];
const featureFiles = filesUnder('features').filter(
  (file) => file !== 'features/architecture.security.test.ts',
);
const featureImports = featureFiles.flatMap(importsOf);

describe('features are layered', () => {
  it('api/ never imports from routes/ (screens depend on queries, never the other way)', () => {
    const apiImports = featureImports.filter(({ file }) => /^features\/[^/]+\/api\//.test(file));
    expect(apiImports.length).toBeGreaterThan(10);
    expect(apiImports.filter(({ target }) => /(^|\/)routes\//.test(target))).toEqual([]);
  });

  it('a feature reaches another only through its public.ts', () => {
    const crossing = featureImports.filter(({ file, target }) => {
      const to = featureOf(target);
      return to !== undefined && to !== featureOf(file);
    });
    expect(crossing.length).toBeGreaterThan(10);
    expect(
      crossing
        .filter(({ target }) => !/^features\/[^/]+\/public\.ts$/.test(target))
        .map(({ file, target }) => `${file} → ${target}`),
    ).toEqual([]);
  });

  it('a public.ts only re-exports its own feature', () => {
    const publicFiles = featureFiles.filter((file) => /^features\/[^/]+\/public\.ts$/.test(file));
    expect(publicFiles.length).toBeGreaterThan(5);
    expect(
      publicFiles.flatMap(importsOf).filter(({ file, target }) => featureOf(target) !== featureOf(file)),
    ).toEqual([]);
  });

  it('features use app/ only through the data kit (app/api), the route helpers and the layout', () => {
    const allowed = /^app\/(api\/|routes\/|layout\/|route-names\.ts$|route-tree\.ts$|lazy-page\.ts$)/;
    const intoApp = featureImports.filter(({ target }) => target.startsWith('app/'));
    expect(intoApp.length).toBeGreaterThan(10);
    expect(
      intoApp.filter(({ target }) => !allowed.test(target)).map(({ file, target }) => `${file} → ${target}`),
    ).toEqual([]);
  });

  it('query keys come from the collections’ declarations (app/api/), never written by a feature', () => {
    const written = featureFiles.filter((file) =>
      /queryKey:\s*\[/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(written).toEqual([]);
  });
});

describe('the data kit is declared once per collection', () => {
  const declarations = filesUnder('app/api').filter((file) => !/\/resource\.ts$|\.test\.ts$/.test(file));

  it('each app/api/<collection>.ts declares one collection, and no two declare the same', () => {
    const collections = declarations.map((file) => {
      const text = readFileSync(join(SRC, file), 'utf8');
      return [...text.matchAll(/collection:\s*'([^']+)'/g)].map((match) => match[1]);
    });
    expect(declarations.length).toBeGreaterThan(10);
    expect(collections.filter((found) => found.length !== 1)).toEqual([]);
    const paths = collections.flat();
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('shared code (components/, lib/, hooks/) never imports a feature', () => {
    // lib/i18next.d.ts types the texts of every bundle (types only).
    const code = ['components', 'lib', 'hooks'].flatMap(filesUnder).filter((file) => !file.endsWith('.d.ts'));
    const shared = code.flatMap(importsOf);
    expect(shared.filter(({ target }) => target.startsWith('features/')).map(({ file }) => file)).toEqual([]);
  });
});
