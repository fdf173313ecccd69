import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineList } from '../src/list-definition.ts';
import { establishmentListDeclaration } from '../src/lists/establishments.ts';
import { legalStructureListDeclaration } from '../src/lists/legal-structures.ts';
import { outboxMessageListDeclaration } from '../src/lists/outbox.ts';
import { userListDeclaration } from '../src/lists/users.ts';
import { workgroupListDeclaration } from '../src/lists/workgroups.ts';

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

  it('give the server’s query schema: every declared filter, sort and date filter, and nothing else', () => {
    const list = defineList(establishmentListDeclaration);
    expect(
      list.querySchema.parse({ 'type[]': 'LAB', 'privilegedCode[]': ['abc123'], sortName: 'asc' }),
    ).toEqual({
      page: 1,
      limit: 20,
      'type[]': ['LAB'],
      'privilegedCode[]': ['ABC123'],
      sortName: 'asc',
    });
    expect(list.querySchema.safeParse({ 'type[]': 'HOSPITAL' }).success).toBe(false);
    expect(list.querySchema.safeParse({ 'tag[]': 'x'.repeat(41) }).success).toBe(false);
  });

  it('each declare a default order and search', () => {
    for (const declaration of [
      establishmentListDeclaration,
      legalStructureListDeclaration,
      outboxMessageListDeclaration,
      userListDeclaration,
      workgroupListDeclaration,
    ]) {
      expect(declaration.defaultSort.length).toBeGreaterThan(0);
      expect(declaration.search).toBe(true);
    }
  });
});
