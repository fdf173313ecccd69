import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = new URL('.', import.meta.url).pathname;

/** Every source file of the server's modules, as a path below modules/. */
function moduleFiles(dir = MODULES): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return moduleFiles(path);
    return /\.ts$/.test(name) && !name.endsWith('.test.ts') ? [relative(MODULES, path)] : [];
  });
}

/** The imports of one file that reach into another module: `{ file, target }` with target below modules/. */
function crossModuleImports(file: string) {
  const text = readFileSync(join(MODULES, file), 'utf8');
  const ownModule = file.split('/')[0];
  const directory = join(MODULES, file, '..');
  return [...text.matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)]
    .map((match) => relative(MODULES, join(directory, match[1] as string)))
    .filter((target) => !target.startsWith('..') && target.split('/')[0] !== ownModule)
    .map((target) => ({ file, target }));
}

describe('server modules talk to each other through their public file only', () => {
  const imports = moduleFiles().flatMap(crossModuleImports);

  it('imports another module only through its public.ts', () => {
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter(({ target }) => !/^[a-z-]+\/public\.ts$/.test(target))).toEqual([]);
  });

  it("a module's public.ts re-exports its own files only (no module re-exports another)", () => {
    const publicFiles = moduleFiles().filter((file) => file.endsWith('/public.ts'));
    expect(publicFiles.length).toBeGreaterThan(5);
    for (const file of publicFiles) expect(crossModuleImports(file)).toEqual([]);
  });
});
