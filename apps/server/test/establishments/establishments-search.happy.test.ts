import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment, unusedPrivilegedCode } from '../support/factories/establishments.ts';

let token: string;
beforeAll(async () => {
  token = await tokenFor('moderator');
});

describe('[ESTABLISHMENTS] search', () => {
  const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((e) => e.id);
  const address = (postalCode: string, city: string) => ({ streetName: 'rue du Test', postalCode, city });
  let tag: string;
  let helene: { id: number; privilegedCode: string };
  let evreux: { id: number; privilegedCode: string };
  let lyon: { id: number; privilegedCode: string };

  // Three establishments that only the search tells apart; the tag keeps every answer to them.
  beforeAll(async () => {
    tag = `search-${Date.now()}`;
    helene = await createEstablishment(token, {
      name: 'Clinique Vétérinaire Hélène Boucher',
      customName: null,
      tags: [tag],
      mainAddress: address('69003', 'Lyon'),
    });
    // Its code must not hold "69", which the short-term test finds in Lyon's postal codes only.
    let evreuxCode = await unusedPrivilegedCode(token);
    while (evreuxCode.includes('69')) evreuxCode = await unusedPrivilegedCode(token);
    evreux = await createEstablishment(token, {
      privilegedCode: evreuxCode,
      name: 'Cabinet des Tilleuls',
      customName: null,
      tags: [tag],
      mainAddress: address('27000', 'Évreux'),
    });
    lyon = await createEstablishment(token, {
      name: 'Cabinet des Platanes',
      customName: 'SELARL Gaïa',
      tags: [tag],
      mainAddress: address('69007', 'Lyon'),
    });
  });

  const search = (term: string, query = '') =>
    call('POST', `/v1/veterinary_establishments/search?tag[]=${tag}&sortName=asc${query}`, {
      token,
      body: { term },
    });

  it('finds by a part of the name, ignoring accents and case', async () => {
    const answer = await search('HELENE bouch');
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([helene.id]);
    expect(answer.body.meta.total).toBe(1);
  });

  it('finds by a part of the name on invoice', async () => {
    expect(ids(await search('gaia'))).toEqual([lyon.id]);
  });

  it('finds by the start of the privileged code, in any case', async () => {
    const prefix = evreux.privilegedCode.slice(0, 4).toLowerCase();
    const answer = await search(prefix);
    expect(ids(answer)).toContain(evreux.id);
    for (const e of answer.body.data) expect(e.privilegedCode.startsWith(prefix.toUpperCase())).toBe(true);
  });

  it('finds by the start of the main address city, ignoring accents', async () => {
    expect(ids(await search('evreu'))).toEqual([evreux.id]);
    expect(ids(await search('lyo'))).toEqual([lyon.id, helene.id]);
  });

  it('finds by the start of the postal code, not by a postal code in the middle', async () => {
    expect(ids(await search('2700'))).toEqual([evreux.id]);
    expect(ids(await search('6900'))).toEqual([lyon.id, helene.id]);
    expect((await search('7000')).body.meta.total).toBe(0);
  });

  it('answers nothing for a term nothing matches, and a second page of a search', async () => {
    expect((await search('zzzqqq')).body).toMatchObject({ data: [], meta: { total: 0 } });
    const second = await search('lyo', '&limit=1&page=2');
    expect(ids(second)).toEqual([helene.id]);
    expect(second.body.meta).toEqual({ page: 2, limit: 1, total: 2, totalIsExact: true });
    const past = await search('lyo', '&limit=1&page=3');
    expect(past.body).toMatchObject({ data: [], meta: { total: 2 } });
  });

  it('answers newest first without a sort (the quick search), in pages, and past its end', async () => {
    const newest = (term: string, query = '') =>
      call('POST', `/v1/veterinary_establishments/search?tag[]=${tag}${query}`, { token, body: { term } });
    expect(ids(await newest('cabinet des'))).toEqual([lyon.id, evreux.id]);
    const second = await newest('cabinet des', '&limit=1&page=2');
    expect(ids(second)).toEqual([evreux.id]);
    expect(second.body.meta).toEqual({ page: 2, limit: 1, total: 2, totalIsExact: true });
    expect((await newest('cabinet des', '&limit=1&page=3')).body).toMatchObject({
      data: [],
      meta: { total: 2 },
    });
    expect((await newest('zzzqqq')).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('takes a term of one or two characters, and LIKE’s wildcards as plain characters', async () => {
    // Too short for the trigram index: the statement is planned for the term (establishment-search.ts).
    expect(ids(await search('69'))).toEqual([lyon.id, helene.id]);
    expect(ids(await search('É'))).toEqual([lyon.id, evreux.id, helene.id]);
    expect((await search('%')).body.meta.total).toBe(0);
    expect((await search('69_0')).body.meta.total).toBe(0);
  });

  it('follows a change of the main address, through its own route or the establishment’s', async () => {
    // The postal code and city are copied onto the establishment by triggers (migration 0006).
    const moving = await createEstablishment(token, {
      name: 'Cabinet du Déménagement',
      customName: null,
      tags: [tag],
      mainAddress: address('35000', 'Rennes'),
    });
    expect(ids(await search('3500'))).toEqual([moving.id]);
    const changed = await call('PATCH', `/v1/veterinary_establishment_addresses/${moving.mainAddressId}`, {
      token,
      body: { postalCode: '29200', city: 'Brest' },
    });
    expect(changed.status).toBe(200);
    expect(ids(await search('3500'))).toEqual([]);
    expect(ids(await search('rennes'))).toEqual([]);
    expect(ids(await search('2920'))).toEqual([moving.id]);
    expect(ids(await search('bres'))).toEqual([moving.id]);
    // Sorted by postal code, the search reads the copied one.
    const sorted = await call(
      'POST',
      `/v1/veterinary_establishments/search?tag[]=${tag}&sortPostalCode=desc`,
      { token, body: { term: 'cabinet' } },
    );
    expect(
      sorted.body.data.map((e: { mainAddress: { postalCode: string } }) => e.mainAddress.postalCode),
    ).toEqual(['69007', '29200', '27000']);

    // The establishment's form changes its main address in place.
    const moved = await call('PATCH', `/v1/veterinary_establishments/${moving.id}`, {
      token,
      body: { mainAddress: address('06000', 'Nice') },
    });
    expect(moved.status).toBe(200);
    expect(ids(await search('2920'))).toEqual([]);
    expect(ids(await search('nic'))).toEqual([moving.id]);
    expect(ids(await search('déménagement'))).toEqual([moving.id]);
  });

  it('takes the wildcard characters of LIKE literally', async () => {
    expect((await search('%')).body.meta.total).toBe(0);
    expect((await search('_')).body.meta.total).toBe(0);
  });
});
