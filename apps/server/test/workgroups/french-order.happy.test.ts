import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { create, makeGroup, moderator, useWorkgroupsWorld } from '../support/factories/workgroups-world.ts';

// Group names sort as a French reader expects (issue 22 §3): case and accents only break ties, where the
// C collation put capitals first and accented letters last.
const FRENCH_ORDER = [
  'Cabinet vétérinaire de la Forêt',
  'Cabinet vétérinaire Pasteur',
  'clinique Alpha',
  'Clinique des Cèdres',
  'Clinique des Coquelicots',
  'Élan',
];

useWorkgroupsWorld();

const ids: number[] = [];

beforeAll(async () => {
  // Created in neither order, one after the other: the ids do not give the order either.
  for (const index of [4, 5, 1, 2, 0, 3]) {
    const created = await create(makeGroup({ entitled: FRENCH_ORDER[index] }));
    expect(created.status).toBe(201);
    ids.push(created.body.data.id);
  }
});

const entitled = (answer: { body: { data: { entitled: string }[] } }) =>
  answer.body.data.map((group) => group.entitled);

describe('[WORKGROUPS] French order of names', () => {
  it('sorts the list by name in French, both ways, page after page', async () => {
    const ofThem = ids.map((id) => `id[]=${id}`).join('&');
    const list = (query: string) =>
      call('GET', `/v1/veterinary_groups?${ofThem}&${query}`, { token: moderator });
    expect(entitled(await list('sortEntitled=asc'))).toEqual(FRENCH_ORDER);
    expect(entitled(await list('sortEntitled=desc'))).toEqual([...FRENCH_ORDER].reverse());
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...entitled(await list(`sortEntitled=asc&limit=2&page=${page}`)));
    expect(pages).toEqual(FRENCH_ORDER);
  });
});
