import { establishmentListDeclaration } from '@vetbo/domain/lists/establishments';
import { userListDeclaration } from '@vetbo/domain/lists/users';
import { describe, expect, it } from 'vitest';
import { things } from './list-url-state.fixtures.ts';
import { listUrlState } from './list-url-state.ts';

describe('a list screen’s URL state, derived from its declaration', () => {
  const url = listUrlState(things, { filters: { colour: 'one', label: 'many', id: 'many', isDone: 'one' } });

  it('takes its sort fields and its default order from the declaration', () => {
    expect(url.sortFields).toEqual(['label', 'createdDate', 'updatedDate']);
    expect(url.defaults).toEqual({ page: 1, sort: 'createdDate', order: 'desc' });
    expect(url.schema.parse({})).toEqual({ page: 1, sort: 'createdDate', order: 'desc' });
  });

  it('turns the state into the API’s parameters', () => {
    const search = url.schema.parse({
      page: 3,
      colour: 'BLUE',
      label: ['a', 'b'],
      isDone: true,
      sort: 'label',
    });
    expect(url.listQuery(search)).toEqual({
      page: 3,
      limit: 20,
      'colour[]': ['BLUE'],
      'label[]': ['a', 'b'],
      isDone: 'true',
      sortLabel: 'desc',
    });
  });

  it('resets every offered filter and the term, and tells when one is active', () => {
    expect(url.resetFilters).toEqual({
      page: 1,
      q: undefined,
      colour: undefined,
      label: undefined,
      id: undefined,
      isDone: undefined,
    });
    expect(url.hasActiveFilters(url.schema.parse({ sort: 'label' }))).toBe(false);
    expect(url.hasActiveFilters(url.schema.parse({ q: 'vet' }))).toBe(true);
    expect(url.hasActiveFilters(url.schema.parse({ isDone: 'false' }))).toBe(true);
  });

  it('lets a screen open in another order than the API’s default', () => {
    const establishments = listUrlState(establishmentListDeclaration, {
      filters: { type: 'many' },
      defaultSort: { field: 'name', direction: 'asc' },
    });
    expect(establishments.defaults).toEqual({ page: 1, sort: 'name', order: 'asc' });
    expect(establishments.sortFields).toContain('postalCode');
  });

  it('gives the users list the declared first order and one-value role filter', () => {
    const users = listUrlState(userListDeclaration, { filters: { role: 'one' } });
    expect(users.defaults).toEqual({ page: 1, sort: 'lastName', order: 'asc' });
    expect(users.listQuery(users.schema.parse({ role: 'ADMIN' }))).toMatchObject({ 'role[]': ['ADMIN'] });
  });
});
