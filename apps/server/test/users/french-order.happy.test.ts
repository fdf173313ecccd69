import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { create, makeUser, moderator, useUsersWorld } from '../support/factories/users-world.ts';

// Users sort by last name, then first name, as a French reader expects (issue 22 §3): case and accents
// only break ties, where the C collation put capitals first and accented letters last.
const FRENCH_ORDER: [lastName: string, firstName: string][] = [
  ['de Villiers', 'Zoé'],
  ['Dubois', 'Marc'],
  ['Durand', 'alain'],
  ['Durand', 'Éric'],
  ['Durand', 'Eva'],
  ['Ebel', 'Paul'],
  ['Étienne', 'Anne'],
];

useUsersWorld();

const ids: number[] = [];

beforeAll(async () => {
  // Created in neither order, one after the other: the ids do not give the order either.
  for (const index of [3, 6, 1, 4, 0, 5, 2]) {
    const [lastName, firstName] = FRENCH_ORDER[index] as [string, string];
    const user = makeUser();
    const created = await create({ ...user, lastName, firstName });
    expect(created.status).toBe(201);
    ids.push(created.body.data.id);
  }
});

const people = (answer: { body: { data: { lastName: string; firstName: string }[] } }) =>
  answer.body.data.map((user) => [user.lastName, user.firstName]);

describe('[USERS] French order of names', () => {
  it('sorts by last name then first name in French, both ways, page after page', async () => {
    const ofThem = ids.map((id) => `id[]=${id}`).join('&');
    const list = (query: string) => call('GET', `/v1/users?${ofThem}&${query}`, { token: moderator });
    expect(people(await list('sortLastName=asc'))).toEqual(FRENCH_ORDER);
    expect(people(await list('sortLastName=desc'))).toEqual([...FRENCH_ORDER].reverse());
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(...people(await list(`sortLastName=asc&limit=2&page=${page}`)));
    expect(pages).toEqual(FRENCH_ORDER);
  });
});
