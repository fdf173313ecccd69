import type { WorkgroupCreateInput } from '@vetbo/domain/workgroups';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';

let moderator: string;
let nextCode = 900_000 + Math.floor(Math.random() * 90_000);
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});

const makeGroup = (overrides: Partial<WorkgroupCreateInput> = {}): WorkgroupCreateInput => ({
  entitled: 'Groupe Vétérinaire de l’Ouest',
  groupCode: `GRP${nextCode++}`,
  accountingCode: 'GRP123',
  personalisedMention: 'Membre du réseau',
  ...overrides,
});
const create = (body: unknown, token = moderator) => call('POST', '/v1/veterinary_groups', { token, body });

describe('[WORKGROUPS] happy', () => {
  it('creates a group without a legal structure, which then cannot be invoiced', async () => {
    const created = await create(makeGroup({ groupCode: ' grp4711 ' }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      groupCode: 'GRP4711',
      legalStructure: null,
      canBeInvoiced: false,
      status: 'ENABLED',
      activeMemberCount: 0,
    });
  });

  it('links a legal structure and its billing account with the ETag, found by search and filters', async () => {
    const admin = await tokenFor('admin');
    const structure = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body.data[0];
    const account = (
      await call('GET', `/v1/billing_accounts?legalStructureId[]=${structure.id}&limit=1`, { token: admin })
    ).body.data[0];
    const group = (await create(makeGroup({ entitled: 'Réseau Émeraude' }))).body.data;
    const etag = (await call('GET', `/v1/veterinary_groups/${group.id}`, { token: moderator })).headers.get(
      'etag',
    ) as string;
    const linked = await call('PATCH', `/v1/veterinary_groups/${group.id}`, {
      token: moderator,
      body: { legalStructureId: structure.id, mainBillingAccountId: account.id },
      headers: { 'if-match': etag },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ canBeInvoiced: true, legalStructure: { id: structure.id } });

    const found = await call('POST', '/v1/veterinary_groups/search', {
      token: moderator,
      body: { term: 'emeraude' },
    });
    expect(found.body.data.map((g: { id: number }) => g.id)).toEqual([group.id]);
    const byStructure = await call('GET', `/v1/veterinary_groups?legalStructureId[]=${structure.id}`, {
      token: moderator,
    });
    expect(byStructure.body.data.map((g: { id: number }) => g.id)).toContain(group.id);
    const byName = await call('GET', `/v1/veterinary_groups?entitled[]=RESEAU%20EMERAUDE`, {
      token: moderator,
    });
    expect(byName.body.data.map((g: { id: number }) => g.id)).toEqual([group.id]);
  });
});

describe('[WORKGROUPS] errors', () => {
  it('refuses a code without GRP, a taken code (409), and a billing account of another structure (422)', async () => {
    const badCode = await create(makeGroup({ groupCode: 'ABC123' }));
    expect(badCode.body.errors).toEqual([
      {
        path: 'groupCode',
        message: 'Le code de groupe commence par GRP suivi de 3 à 9 chiffres (ex. GRP012)',
      },
    ]);
    const first = await create(makeGroup());
    const taken = await create(makeGroup({ groupCode: first.body.data.groupCode }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ path: 'groupCode', message: 'Ce code de groupe est déjà utilisé' }]);
    const orphanAccount = await create(makeGroup({ mainBillingAccountId: 1 }));
    expect(orphanAccount.status).toBe(422);
    expect(orphanAccount.body.errors[0].path).toBe('mainBillingAccountId');
    const unknownLogo = await create(makeGroup({ logoId: 99_999_999 }));
    expect(unknownLogo.status).toBe(422);
    expect(unknownLogo.body.errors).toEqual([{ path: 'logoId', message: "Cet élément n'existe pas" }]);
  });
});

describe('[WORKGROUPS] security', () => {
  it('lets an accountant read but not write', async () => {
    const accountant = await tokenFor('accountant');
    expect((await call('GET', '/v1/veterinary_groups', { token: accountant })).status).toBe(200);
    expect((await create(makeGroup(), accountant)).status).toBe(403);
  });
});

describe('[WORKGROUPS] partial changes', () => {
  it('keeps a disabled group disabled when only its name changes', async () => {
    const { id } = (await create(makeGroup({ status: 'DISABLED' }))).body.data;
    const renamed = await call('PATCH', `/v1/veterinary_groups/${id}`, {
      token: moderator,
      body: { entitled: 'Autre nom' },
    });
    expect(renamed.body.data).toMatchObject({ entitled: 'Autre nom', status: 'DISABLED' });
  });
});
