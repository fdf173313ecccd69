import { describe, expect, it } from 'vitest';
import { create, makeGroup, useWorkgroupsWorld } from '../support/factories/workgroups-world.ts';

useWorkgroupsWorld();

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
