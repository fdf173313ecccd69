import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  create,
  makeLegalStructure,
  moderator,
  useLegalStructuresWriteWorld,
} from '../support/factories/legal-structures-write-world.ts';

useLegalStructuresWriteWorld();

describe('[LEGAL STRUCTURES] create and change', () => {
  it('refuses a stale edit with 412 and changes nothing', async () => {
    const { id } = (await create(makeLegalStructure())).body.data;
    const etag = (await call('GET', `/v1/legal_structures/${id}`, { token: moderator })).headers.get(
      'etag',
    ) as string;
    await call('PATCH', `/v1/legal_structures/${id}`, { token: moderator, body: { tradeName: 'Première' } });
    const stale = await call('PATCH', `/v1/legal_structures/${id}`, {
      token: moderator,
      body: { tradeName: 'Seconde' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_RECORD');
    expect((await call('GET', `/v1/legal_structures/${id}`, { token: moderator })).body.data.tradeName).toBe(
      'Première',
    );
  });
});

describe('[LEGAL STRUCTURES] errors', () => {
  it('refuses an invalid SIRET, then accepts a valid one', async () => {
    const refused = await create(makeLegalStructure({ legalCode: '73282932000075' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'legalCode', message: 'SIRET invalide : 14 chiffres, dont la clé de contrôle' },
    ]);
    expect((await create(makeLegalStructure())).status).toBe(201);
  });

  it('refuses a French structure sent without legalCode (the key left out), as one sent with null', async () => {
    const { legalCode: _left, vatIntraCommunityNumber: _vat, ...withoutCode } = makeLegalStructure();
    for (const body of [withoutCode, { ...withoutCode, legalCode: null }]) {
      const refused = await create(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'legalCode', message: 'Ce champ est requis' }]);
    }
  });

  it('requires the registration number of a structure domiciled outside France, with the spec message', async () => {
    const foreign = makeLegalStructure({
      legalCode: null,
      vatIntraCommunityNumber: null,
      legalForm: 'SRL',
      headQuarterAddress: { streetName: 'Rue Neuve', postalCode: '1000', city: 'Bruxelles', country: 'BEL' },
    });
    const refused = await create(foreign);
    expect(refused.body.errors).toEqual([
      { path: 'legalCode', message: 'Ce champ est requis pour les structures domiciliées hors de France' },
    ]);
    expect((await create({ ...foreign, legalCode: 'BE0403170701' })).status).toBe(201);
  });

  it('refuses a VAT number whose SIREN is not the structure’s, and a taken legal code with 409', async () => {
    const input = makeLegalStructure();
    const other = makeLegalStructure();
    const refused = await create({ ...input, vatIntraCommunityNumber: other.vatIntraCommunityNumber });
    expect(refused.body.errors).toEqual([
      { path: 'vatIntraCommunityNumber', message: 'Numéro de TVA intracommunautaire invalide' },
    ]);
    expect((await create(input)).status).toBe(201);
    const taken = await create({ ...input, vatIntraCommunityNumber: null });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([
      { path: 'legalCode', message: 'Une autre structure juridique porte déjà ce numéro' },
    ]);
  });

  it('checks a PATCH against the whole record: moving abroad without a registration number is refused', async () => {
    const { id } = (await create(makeLegalStructure())).body.data;
    const moved = await call('PATCH', `/v1/legal_structures/${id}`, {
      token: moderator,
      body: {
        legalCode: null,
        vatIntraCommunityNumber: null,
        headQuarterAddress: {
          streetName: 'Bahnhofstrasse',
          postalCode: '8001',
          city: 'Zürich',
          country: 'CHE',
        },
      },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([
      { path: 'legalCode', message: 'Ce champ est requis pour les structures domiciliées hors de France' },
    ]);
  });
});
