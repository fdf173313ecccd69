import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { makeAccount } from '../support/factories/billing-accounts-world.ts';
import { makeLegalStructure } from '../support/factories/legal-structures-write-world.ts';
import { create, makeGroup, moderator, useWorkgroupsWorld } from '../support/factories/workgroups-world.ts';

useWorkgroupsWorld();

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
    // A structure and account of the test's own: the shared server's newest ones are other files'.
    const admin = await tokenFor('admin');
    const structure = (
      await call('POST', '/v1/legal_structures', { token: admin, body: makeLegalStructure() })
    ).body.data;
    const account = (
      await call('POST', '/v1/billing_accounts', {
        token: admin,
        body: makeAccount({ legalStructureId: structure.id }),
      })
    ).body.data;
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
    // The catalogue's `name[]` is the same filter (a group's name is its entitled).
    const byCatalogueName = await call('GET', `/v1/veterinary_groups?name[]=r%C3%A9seau%20emeraude`, {
      token: moderator,
    });
    expect(byCatalogueName.body.data.map((g: { id: number }) => g.id)).toEqual([group.id]);
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
