import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  admin,
  create,
  makeAccount,
  moderator,
  path,
  useCentralAccountsWorld,
} from '../support/factories/central-accounts-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useCentralAccountsWorld();

describe('[CENTRAL ACCOUNTS] happy', () => {
  it('records an account (codes upper-cased, ENABLED by default), reads it with its ETag', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    const created = await create(makeAccount(establishmentId));
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${path}/${created.body.data.id}`);
    expect(created.body.data).toMatchObject({
      veterinaryEstablishmentId: establishmentId,
      central: 'CENTRAVET',
      clientCode: 'CV-102938',
      centralPurchasingCode: 'ACH-77',
      centralPurchasingId: '4501',
      startDate: '2024-01-15',
      status: 'ENABLED',
    });
    const read = await call('GET', `${path}/${created.body.data.id}`, { token: moderator });
    expect(read.body.data).toEqual(created.body.data);
    expect(read.headers.get('etag')).toBeTruthy();
  });

  it('lists by establishment, central and status, sorted by central', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    await create(makeAccount(establishmentId, { central: 'COVETO', clientCode: 'C1', status: 'DISABLED' }));
    await create(makeAccount(establishmentId, { central: 'ALCYON', clientCode: 'A1' }));
    await create(makeAccount(establishmentId, { central: 'CENTRAVET', clientCode: 'B1' }));
    const all = await call('GET', `${path}?veterinaryEstablishmentId[]=${establishmentId}&sortCentral=desc`, {
      token: moderator,
    });
    expect(all.body.data.map((a: { central: string }) => a.central)).toEqual([
      'COVETO',
      'CENTRAVET',
      'ALCYON',
    ]);
    const enabled = await call(
      'GET',
      `${path}?veterinaryEstablishmentId[]=${establishmentId}&status[]=ENABLED&central[]=ALCYON&central[]=COVETO`,
      { token: moderator },
    );
    expect(enabled.body.data.map((a: { clientCode: string }) => a.clientCode)).toEqual(['A1']);
    const page2 = await call(
      'GET',
      `${path}?veterinaryEstablishmentId[]=${establishmentId}&limit=2&page=2&sortClientCode=asc`,
      { token: moderator },
    );
    expect(page2.body.meta.total).toBe(3);
    expect(page2.body.data.map((a: { clientCode: string }) => a.clientCode)).toEqual(['C1']);
  });

  it('changes an account with the ETag it read, deletes it, and keeps both in the history', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    const { id } = (await create(makeAccount(establishmentId))).body.data;
    const read = await call('GET', `${path}/${id}`, { token: moderator });
    const changed = await call('PATCH', `${path}/${id}`, {
      token: moderator,
      body: { clientCode: 'CV-555', centralPurchasingCode: '' },
      headers: { 'if-match': read.headers.get('etag') as string },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      clientCode: 'CV-555',
      centralPurchasingCode: null,
      status: 'ENABLED',
    });
    const removed = await call('DELETE', `${path}/${id}`, {
      token: moderator,
      headers: { 'if-match': changed.headers.get('etag') as string },
    });
    expect(removed.status).toBe(204);
    expect((await call('GET', `${path}/${id}`, { token: moderator })).status).toBe(404);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_central_accounts&resourceId[]=${id}`,
      { token: moderator },
    );
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual([
      'DELETE',
      'UPDATE',
      'CREATE',
    ]);
    expect(history.body.data[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'clientCode', before: 'CV-102938', after: 'CV-555' },
        { field: 'centralPurchasingCode', before: 'ACH-77', after: null },
      ]),
    );
  });
});
