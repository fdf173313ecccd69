import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

// A search with no filter and a term of letters or digits reads the search keys (establishment-search.ts,
// kept by triggers, migration 0015). Its answers are checked against the search's definition written as
// plain LIKEs over the establishments' own columns, on words no other test's establishment holds.
const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
afterAll(() => database.end());

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
const randomWord = (length: number) =>
  Array.from({ length }, () => CONSONANTS[Math.floor(Math.random() * CONSONANTS.length)]).join('');
const word = `zq${randomWord(7)}`;
const address = (postalCode: string, city: string) => ({ streetName: 'rue des Clés', postalCode, city });
const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((e) => e.id);

/** The ids the search must find, in the order asked: its definition, without any index or key. */
async function expected(term: string, orderBy: string): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `select e.id from veterinary_establishments e
     where e.search_text like '%' || lower(immutable_unaccent($1)) || '%'
       or e.main_postal_code like $1 || '%'
       or e.main_search_city like lower(immutable_unaccent($1)) || '%'
     order by ${orderBy}`,
    [term],
  );
  return rows.rows.map((row) => row.id);
}

let token: string;
const created: { id: number; mainAddressId: number; name: string }[] = [];
const postalCode = `0${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

beforeAll(async () => {
  token = await tokenFor('moderator');
  const kinds = ['Clinique', 'Cabinet', 'Centre', 'Hôpital'];
  // Forty establishments with the word inside a longer word, in the name or only in the name on invoice.
  for (let i = 0; i < 40; i++) {
    const inName = i % 5 !== 4;
    const fragment = `Pré${word}é`;
    created.push(
      await createEstablishment(token, {
        name: `${kinds[i % 4]} ${inName ? fragment : 'des Saules'} ${String((i * 7) % 40).padStart(2, '0')}`,
        customName: inName ? null : `SELARL ${fragment}`,
        type: i % 3 === 0 ? 'CAB' : 'CLI',
        mainAddress: address(postalCode, 'Lyon'),
      }),
    );
  }
  // The word as the start of a city (and in the name: two keys, one match), and inside a city's name
  // (which the search does not read).
  created.push(
    await createEstablishment(token, {
      name: `Cabinet ${word}`,
      customName: null,
      mainAddress: address('27000', `${word.toUpperCase()}-sur-Mer`),
    }),
    await createEstablishment(token, {
      name: 'Cabinet des Érables',
      customName: null,
      mainAddress: address('27000', `Saint-${word}`),
    }),
  );
  // The page's way (walk the sort's index, or fetch and sort the matches) depends on the table's
  // estimated size: give it a real one.
  await database.query('analyze veterinary_establishments');
});

describe('[ESTABLISHMENTS] search by its keys (no filter, a term of letters or digits)', () => {
  it('finds a fragment inside a word of the name or of the name on invoice, in any case and accent', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments/search?limit=100', {
      token,
      body: { term: `${word.toUpperCase()}E` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.total).toBe(40);
    expect(ids(answer)).toEqual(
      created
        .slice(0, 40)
        .map((e) => e.id)
        .reverse(),
    );
    expect(ids(answer)).toEqual(await expected(`${word}E`, 'e.id desc'));
  });

  it('finds the start of the main address’ city, not a word inside it', async () => {
    const city = await call('POST', '/v1/veterinary_establishments/search', {
      token,
      body: { term: `${word}sur` },
    });
    expect(city.body.meta.total).toBe(0);
    const start = await call('POST', '/v1/veterinary_establishments/search?limit=100', {
      token,
      body: { term: word },
    });
    expect(start.body.meta.total).toBe(41);
    expect(ids(start)).toContain(created[40]?.id);
    expect(ids(start)).not.toContain(created[41]?.id);
    expect(ids(start)).toEqual(await expected(word, 'e.id desc'));
  });

  it('finds the start of the postal code', async () => {
    const answer = await call('POST', '/v1/veterinary_establishments/search?limit=100', {
      token,
      body: { term: postalCode.slice(0, 4) },
    });
    const wanted = await expected(postalCode.slice(0, 4), 'e.id desc');
    expect(answer.body.meta.total).toBe(wanted.length);
    expect(ids(answer)).toEqual(wanted.slice(0, 100));
    expect(ids(answer)).toEqual(expect.arrayContaining(created.slice(0, 40).map((e) => e.id)));
  });

  it('answers every page in every order as the matches sorted, with many or few matches per page', async () => {
    // limit 1 walks the sort's index (many matches for one row); limit 100 fetches and sorts the matches.
    const orders: [query: string, orderBy: string][] = [
      ['', 'e.id desc'],
      ['&sortName=asc', 'e.name collate "fr-x-icu" asc, e.id asc'],
      ['&sortName=desc', 'e.name collate "fr-x-icu" desc, e.id desc'],
      ['&sortCreatedDate=desc', 'e.created_date desc, e.id desc'],
      ['&sortUpdatedDate=asc', 'e.updated_date asc, e.id asc'],
      ['&sortType=asc', 'e.type asc, e.id asc'],
    ];
    const pages: [limit: number, page: number][] = [
      [1, 1],
      [1, 17],
      [7, 3],
      [20, 2],
      [100, 1],
      [20, 4],
    ];
    for (const [query, orderBy] of orders) {
      const all = await expected(word, orderBy);
      for (const [limit, page] of pages) {
        const answer = await call(
          'POST',
          `/v1/veterinary_establishments/search?limit=${limit}&page=${page}${query}`,
          { token, body: { term: word } },
        );
        expect(answer.status).toBe(200);
        expect({ query, limit, page, ids: ids(answer), total: answer.body.meta.total }).toEqual({
          query,
          limit,
          page,
          ids: all.slice((page - 1) * limit, page * limit),
          total: all.length,
        });
      }
    }
  });

  it('follows a rename, a change of the main address and a removal of the establishment’s keys', async () => {
    const [renamed, moved] = created;
    if (!renamed || !moved) throw new Error('no establishments');
    const other = `zq${randomWord(7)}`;
    const patched = await call('PATCH', `/v1/veterinary_establishments/${renamed.id}`, {
      token,
      body: { name: `Clinique ${other}` },
    });
    expect(patched.status).toBe(200);
    const search = async (term: string) =>
      ids(await call('POST', '/v1/veterinary_establishments/search?limit=100', { token, body: { term } }));
    expect(await search(other)).toEqual([renamed.id]);
    expect(await search(word)).not.toContain(renamed.id);

    const city = `${randomWord(6)}ville`;
    const changed = await call('PATCH', `/v1/veterinary_establishment_addresses/${moved.mainAddressId}`, {
      token,
      body: { postalCode: '29200', city: city.toUpperCase() },
    });
    expect(changed.status).toBe(200);
    expect(await search(city.slice(0, 5))).toEqual([moved.id]);

    // The keys go with their establishment (ON DELETE CASCADE), in a transaction rolled back here.
    const client = await database.connect();
    try {
      await client.query('begin');
      await client.query('delete from veterinary_establishments where id = $1', [moved.id]);
      const left = await client.query(
        'select count(*)::int as n from veterinary_establishment_search_keys where veterinary_establishment_id = $1',
        [moved.id],
      );
      expect(left.rows[0].n).toBe(0);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
