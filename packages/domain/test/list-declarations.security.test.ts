import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;

/** Every module a file reaches through its imports, with the packages (bare specifiers) they name. */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages };
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, from] of text.matchAll(/from\s+'([^']+)'/g)) {
    if (!from) continue;
    if (from.startsWith('.')) reach(resolve(dirname(file), from), seen, packages);
    else packages.add(from);
  }
  return { seen, packages };
}

describe('list declarations', () => {
  it('import no package (the web reads them before its first list paints; zod would weigh ~22 KB)', () => {
    const roots = [
      join(SRC, 'list-declaration.ts'),
      ...readdirSync(join(SRC, 'lists')).map((name) => join(SRC, 'lists', name)),
    ];
    for (const root of roots) expect([...reach(root).packages], root).toEqual([]);
  });
});
