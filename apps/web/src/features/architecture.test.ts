import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = new URL('.', import.meta.url).pathname;

/** The `api/` files of every feature, with the relative modules they import. */
function apiImports(): { file: string; from: string }[] {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((feature) => {
      const apiDir = join(FEATURES, feature.name, 'api');
      let files: string[] = [];
      try {
        files = readdirSync(apiDir).filter((name) => /\.tsx?$/.test(name));
      } catch {
        return [];
      }
      return files.flatMap((name) => {
        const text = readFileSync(join(apiDir, name), 'utf8');
        return [...text.matchAll(/(?:from|import)\s*'(\.[^']+)'/g)].map((match) => ({
          file: `${feature.name}/api/${name}`,
          from: match[1] as string,
        }));
      });
    });
}

describe('features are layered', () => {
  it('api/ never imports from routes/ (screens depend on queries, never the other way)', () => {
    const imports = apiImports();
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter(({ from }) => /(^|\/)routes\//.test(from))).toEqual([]);
  });
});
