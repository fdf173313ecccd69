import { describe, expect, it } from 'vitest';
import { defineList, enumFilter, idFilter, textFilter } from '../src/list-definition.ts';

const list = defineList({
  filters: {
    id: idFilter('Ids'),
    type: enumFilter(['CAB', 'CLI'], 'Types'),
    code: textFilter('Codes', { upper: true }),
  },
  sorts: ['name', 'code'],
  defaultSort: [{ field: 'name', direction: 'asc' }],
});

describe('a declared list', () => {
  it('parses `x[]` filters, one value or many, and refuses bad values with field messages', () => {
    expect(
      list.querySchema.parse({ 'id[]': '3', 'type[]': ['CAB', 'CLI'], 'code[]': ' bcd234 ' }),
    ).toMatchObject({
      page: 1,
      limit: 20,
      'id[]': [3],
      'type[]': ['CAB', 'CLI'],
      'code[]': ['BCD234'],
    });
    const refused = list.querySchema.safeParse({ 'id[]': 'x', 'type[]': 'LAB', sortName: 'up' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['id[].0', 'invalidInteger'],
      ['type[].0', 'invalidChoice'],
      ['sortName', 'invalidChoice'],
    ]);
  });

  it('sorts in the order the caller wrote the sort parameters, whatever the schema order', () => {
    const query = list.querySchema.parse({ sortCreatedDate: 'desc', sortName: 'asc' });
    expect(list.sortTerms(query, ['sortCreatedDate', 'sortName'])).toEqual([
      { field: 'createdDate', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(list.sortTerms(query, ['sortName', 'sortCreatedDate'])).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'createdDate', direction: 'desc' },
    ]);
  });

  it('falls back to its default order without a sort parameter', () => {
    expect(list.sortTerms(list.querySchema.parse({}), [])).toEqual([{ field: 'name', direction: 'asc' }]);
  });
});
