import { uniqueSiret } from '@vetbo/db/seed/identifiers';
import type { LegalStructureCreateInput } from '@vetbo/domain/legal-structures';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';

let moderator: string;
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});

const usedSirets = new Set<string>();
function makeLegalStructure(overrides: Partial<LegalStructureCreateInput> = {}): LegalStructureCreateInput {
  const siret = uniqueSiret(usedSirets);
  return {
    socialReason: 'SELARL Vétérinaire des Tilleuls',
    tradeName: 'Clinique des Tilleuls',
    legalCode: siret,
    legalForm: 'SELARL',
    apeCode: '7500Z',
    vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
    headQuarterAddress: {
      streetNumber: '4',
      streetName: 'allée des Tilleuls',
      postalCode: '44000',
      city: 'Nantes',
    },
    ...overrides,
  };
}

const create = (body: unknown, token = moderator) => call('POST', '/v1/legal_structures', { token, body });

describe('[LEGAL STRUCTURES] create and change', () => {
  it('creates a legal structure, formats its APE code, and records the creation in the history', async () => {
    const input = makeLegalStructure();
    const created = await create(input);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      socialReason: input.socialReason,
      legalCode: input.legalCode,
      legalForm: 'SELARL',
      apeCode: '75.00Z',
      headQuarterAddress: { city: 'Nantes', country: 'FRA' },
    });
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=legal_structures&resourceId[]=${created.body.data.id}`,
      {
        token: moderator,
      },
    );
    expect(history.body.data.map((e: { kind: string }) => e.kind)).toEqual(['CREATE']);
  });

  it('changes only the fields sent, with the ETag it read, and keeps the before/after in the history', async () => {
    const { id } = (await create(makeLegalStructure())).body.data;
    const read = await call('GET', `/v1/legal_structures/${id}`, { token: moderator });
    const etag = read.headers.get('etag') as string;
    const changed = await call('PATCH', `/v1/legal_structures/${id}`, {
      token: moderator,
      body: { tradeName: 'Clinique du Parc' },
      headers: { 'if-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.tradeName).toBe('Clinique du Parc');
    expect(changed.body.data.socialReason).toBe(read.body.data.socialReason);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=legal_structures&resourceId[]=${id}&kind[]=UPDATE`,
      {
        token: moderator,
      },
    );
    expect(history.body.data[0].changes).toEqual([
      { field: 'tradeName', before: 'Clinique des Tilleuls', after: 'Clinique du Parc' },
    ]);
  });

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

describe('[LEGAL STRUCTURES] security', () => {
  it('lets a moderator write, an accountant only read, and nobody without a token', async () => {
    const accountant = await tokenFor('accountant');
    expect((await create(makeLegalStructure(), accountant)).status).toBe(403);
    expect((await create(makeLegalStructure(), '')).status).toBe(401);
    const { id } = (await create(makeLegalStructure())).body.data;
    const patch = await call('PATCH', `/v1/legal_structures/${id}`, {
      token: accountant,
      body: { tradeName: 'X' },
    });
    expect(patch.status).toBe(403);
  });
});
