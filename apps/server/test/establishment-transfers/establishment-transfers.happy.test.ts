import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  createAccount,
  moderator,
  readEstablishment,
  setting,
  transfer,
  useEstablishmentTransfersWorld,
} from '../support/factories/establishment-transfers-world.ts';

useEstablishmentTransfersWorld();

describe('[TRANSFERS] happy', () => {
  it('moves the establishment to the structure and account, with one history entry and its new ETag', async () => {
    const s = await setting();
    const before = await readEstablishment(s.establishmentId);
    expect(before.body.data).toMatchObject({
      legalStructureId: s.structureA,
      mainBillingAccountId: s.accountA,
    });
    const moved = await transfer(
      s.establishmentId,
      { legalStructureId: s.structureB, mainBillingAccountId: s.accountB },
      { 'if-match': before.headers.get('etag') as string },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.establishment).toMatchObject({
      id: s.establishmentId,
      legalStructureId: s.structureB,
      legalStructure: { id: s.structureB, socialReason: 'SELARL Transfert Arrivée' },
      mainBillingAccountId: s.accountB,
    });
    // A new establishment has no mandate model yet: nothing to sign.
    expect(moved.body.data.requiredCreditors).toEqual([]);
    const after = await readEstablishment(s.establishmentId);
    expect(after.body.data).toEqual(moved.body.data.establishment);
    expect(moved.headers.get('etag')).toBe(after.headers.get('etag'));
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishments&resourceId[]=${s.establishmentId}&limit=1`,
      { token: moderator },
    );
    const [entry] = history.body.data;
    expect(entry.kind).toBe('UPDATE');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'legalStructureId', before: s.structureA, after: s.structureB },
        { field: 'mainBillingAccountId', before: s.accountA, after: s.accountB },
      ]),
    );
  });

  it('lists the creditors whose mandate the new account must sign (a demo establishment with mandates)', async () => {
    const list = await call('GET', '/v1/veterinary_establishments?limit=100&sortCreatedDate=asc', {
      token: moderator,
    });
    const demo = list.body.data.find(
      (e: { legalStructureId: number | null; mainBillingAccountId: number | null }) =>
        e.legalStructureId !== null && e.mainBillingAccountId !== null,
    );
    expect(demo).toBeDefined();
    const newAccount = await createAccount(demo.legalStructureId);
    const onNew = await call(
      'GET',
      `/v1/veterinary_establishments/${demo.id}/transfer_requirements?mainBillingAccountId=${newAccount}`,
      { token: moderator },
    );
    expect(onNew.status).toBe(200);
    expect(onNew.body.data.requiredCreditors.length).toBeGreaterThan(0);
    // The new account has signed nothing yet.
    for (const creditor of onNew.body.data.requiredCreditors) {
      expect(creditor).toMatchObject({ creditorName: expect.any(String), mandateState: 'MISSING' });
    }
    const onCurrent = await call(
      'GET',
      `/v1/veterinary_establishments/${demo.id}/transfer_requirements?mainBillingAccountId=${demo.mainBillingAccountId}`,
      { token: moderator },
    );
    // The current account's mandates were requested by the demo data: none is missing there.
    expect(onCurrent.body.data.requiredCreditors.map((c: { creditorId: number }) => c.creditorId)).toEqual(
      onNew.body.data.requiredCreditors.map((c: { creditorId: number }) => c.creditorId),
    );
    expect(
      onCurrent.body.data.requiredCreditors.every(
        (c: { mandateState: string }) => c.mandateState !== 'MISSING',
      ),
    ).toBe(true);
  });
});
