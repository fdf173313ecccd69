import { describe, expect, it } from 'vitest';
import { things } from './list-url-state.fixtures.ts';
import { listUrlState } from './list-url-state.ts';

describe('a list screen’s URL state, derived from its declaration', () => {
  const url = listUrlState(things, { filters: { colour: 'one', label: 'many', id: 'many', isDone: 'one' } });

  it('reads each offered filter by its kind and drops what the declaration would refuse', () => {
    expect(
      url.schema.parse({
        colour: 'RED',
        label: 'x',
        id: ['3', 4],
        isDone: 'false',
        sort: 'label',
        order: 'asc',
      }),
    ).toEqual({
      page: 1,
      colour: 'RED',
      label: ['x'],
      id: [3, 4],
      isDone: false,
      sort: 'label',
      order: 'asc',
    });
    expect(url.schema.parse({ colour: 'GREEN', id: ['0'], sort: 'colour', order: 'up', page: 0 })).toEqual(
      url.schema.parse({}),
    );
  });

  it('refuses to offer a filter the list does not declare', () => {
    expect(() => listUrlState(things, { filters: { colour: 'one', size: 'one' } as never })).toThrow(/size/);
  });
});
