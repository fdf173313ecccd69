import { isValidSiret } from '@vetbo/domain/validators/siret';
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { token, useLegalStructuresWorld } from '../support/factories/legal-structures-world.ts';

useLegalStructuresWorld();

describe('[LEGAL STRUCTURES] reading, for the establishment form', () => {
  it('lists legal structures by social reason, with a second page', async () => {
    const first = await call('GET', '/v1/legal_structures?limit=20', { token });
    const second = await call('GET', '/v1/legal_structures?limit=20&page=2', { token });
    expect(first.status).toBe(200);
    expect(first.body.meta.total).toBeGreaterThanOrEqual(55);
    const ids = [...first.body.data, ...second.body.data].map((s: { id: number }) => s.id);
    expect(new Set(ids).size).toBe(40);
    for (const structure of first.body.data) {
      if (structure.headQuarterAddress.country === 'FRA')
        expect(isValidSiret(structure.legalCode)).toBe(true);
    }
  });

  it('searches by a part of the social reason, ignoring accents and case', async () => {
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const all = (await call('GET', '/v1/legal_structures?limit=500', { token })).body;
    const [structure] = all.data;
    const word = structure.socialReason.split(' ').at(-1).toUpperCase();
    const answer = await call('POST', '/v1/legal_structures/search?limit=500', {
      token,
      body: { term: word },
    });
    expect(answer.body.data.map((s: { id: number }) => s.id)).toContain(structure.id);
    // Only the structures whose social reason holds the word: the term is not ignored.
    const expected = all.data.filter((s: { socialReason: string }) =>
      plain(s.socialReason).includes(plain(word)),
    );
    expect(answer.body.meta.total).toBe(expected.length);
    expect(answer.body.meta.total).toBeLessThan(all.meta.total);
  });

  it('reads one legal structure, and answers 404 for an unknown one', async () => {
    const [structure] = (await call('GET', '/v1/legal_structures?limit=1', { token })).body.data;
    expect((await call('GET', `/v1/legal_structures/${structure.id}`, { token })).body.data).toEqual(
      structure,
    );
    expect((await call('GET', '/v1/legal_structures/999999', { token })).status).toBe(404);
  });

  it('finds the legal structure of an establishment', async () => {
    // Its own establishment: the newest ones of the shared database may all be without a structure.
    const [structure] = (await call('GET', '/v1/legal_structures?limit=1&page=3', { token })).body.data;
    const establishment = await createEstablishment(await tokenFor('moderator'), {
      legalStructureId: structure.id,
    });
    const answer = await call('GET', `/v1/legal_structures?veterinaryEstablishmentId[]=${establishment.id}`, {
      token,
    });
    expect(answer.body.data.map((s: { id: number }) => s.id)).toEqual([establishment.legalStructureId]);
  });
});
