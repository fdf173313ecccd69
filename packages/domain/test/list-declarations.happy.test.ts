import { describe, expect, it } from 'vitest';
import { defineList } from '../src/list-definition.ts';
import { establishmentListDeclaration } from '../src/lists/establishments.ts';
import { legalStructureListDeclaration } from '../src/lists/legal-structures.ts';
import { outboxMessageListDeclaration } from '../src/lists/outbox.ts';
import { userListDeclaration } from '../src/lists/users.ts';
import { workgroupListDeclaration } from '../src/lists/workgroups.ts';

describe('list declarations', () => {
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
