import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  create,
  makeLegalStructure,
  moderator,
  useLegalStructuresWriteWorld,
} from '../support/factories/legal-structures-write-world.ts';

// Social reasons sort as a French reader expects (issue 22 §3): case and accents only break ties, where
// the C collation put capitals first and accented letters last.
const FRENCH_ORDER = [
  'Cabinet vétérinaire de la Forêt',
  'Cabinet vétérinaire Pasteur',
  'clinique Alpha',
  'Clinique des Cèdres',
  'Clinique des Coquelicots',
  'Élan',
];

useLegalStructuresWriteWorld();

// A word only these structures hold (in their trade name): the search finds them alone.
const word = `frorder${Date.now().toString(36)}`;
const ids: number[] = [];

beforeAll(async () => {
  // Created in neither order, one after the other: the ids do not give the order either.
  for (const index of [4, 5, 1, 2, 0, 3]) {
    const created = await create(
      makeLegalStructure({ socialReason: FRENCH_ORDER[index], tradeName: `Réseau ${word}` }),
    );
    expect(created.status).toBe(201);
    ids.push(created.body.data.id);
  }
});

const reasons = (answer: { body: { data: { socialReason: string }[] } }) =>
  answer.body.data.map((structure) => structure.socialReason);

describe('[LEGAL STRUCTURES] French order of social reasons', () => {
  it('sorts the list and a search’s matches by social reason in French', async () => {
    const ofThem = ids.map((id) => `id[]=${id}`).join('&');
    const list = (query: string) =>
      call('GET', `/v1/legal_structures?${ofThem}&${query}`, { token: moderator });
    expect(reasons(await list('sortSocialReason=asc'))).toEqual(FRENCH_ORDER);
    expect(reasons(await list('sortSocialReason=desc'))).toEqual([...FRENCH_ORDER].reverse());
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...reasons(await list(`sortSocialReason=asc&limit=2&page=${page}`)));
    expect(pages).toEqual(FRENCH_ORDER);
    const found = await call('POST', '/v1/legal_structures/search?sortSocialReason=asc', {
      token: moderator,
      body: { term: word },
    });
    expect(reasons(found)).toEqual(FRENCH_ORDER);
  });
});
