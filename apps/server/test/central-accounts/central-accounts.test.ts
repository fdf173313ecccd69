import type { CentralAccountCreateInput } from '@vetbo/domain/central-accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let admin: string;
let moderator: string;
beforeAll(async () => {
  [admin, moderator] = await Promise.all([tokenFor('admin'), tokenFor('moderator')]);
});

const path = '/v1/veterinary_establishment_central_accounts';

const makeAccount = (
  veterinaryEstablishmentId: number,
  overrides: Partial<CentralAccountCreateInput> = {},
): CentralAccountCreateInput => ({
  veterinaryEstablishmentId,
  central: 'CENTRAVET',
  clientCode: 'cv-102938',
  centralPurchasingCode: 'ACH-77',
  centralPurchasingId: '4501',
  startDate: '2024-01-15',
  ...overrides,
});

const create = (body: unknown, token = moderator) => call('POST', path, { token, body });

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

describe('[CENTRAL ACCOUNTS] errors', () => {
  it('gives each field its French message', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    const refused = await create({
      veterinaryEstablishmentId: establishmentId,
      central: 'OTHER',
      clientCode: 'code client!',
      centralPurchasingCode: 'X'.repeat(21),
      centralPurchasingId: 'é',
      startDate: '2024-02-30',
      status: 'ON',
    });
    expect(refused.status).toBe(400);
    const message = 'Code invalide : lettres, chiffres, tirets ou points, 20 caractères au plus';
    expect(refused.body.errors).toEqual([
      { path: 'central', message: 'Valeur non autorisée' },
      { path: 'clientCode', message },
      { path: 'centralPurchasingCode', message },
      { path: 'centralPurchasingId', message },
      { path: 'startDate', message: 'Date invalide' },
      { path: 'status', message: 'Valeur non autorisée' },
    ]);
    const missing = await create({ veterinaryEstablishmentId: establishmentId });
    expect(missing.body.errors).toEqual([
      { path: 'central', message: 'Ce champ est requis' },
      { path: 'clientCode', message: 'Ce champ est requis' },
    ]);
  });

  it('refuses a second account at the same central with 409 on the central', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    expect((await create(makeAccount(establishmentId))).status).toBe(201);
    const twice = await create(makeAccount(establishmentId, { clientCode: 'OTHER' }));
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('CENTRAL_ACCOUNT_TAKEN');
    expect(twice.body.errors).toEqual([
      { path: 'central', message: 'Cet établissement a déjà un compte chez cette centrale' },
    ]);
    // Another central is fine; moving it onto the taken central is the same 409.
    const other = await create(makeAccount(establishmentId, { central: 'ALCYON' }));
    expect(other.status).toBe(201);
    const moved = await call('PATCH', `${path}/${other.body.data.id}`, {
      token: moderator,
      body: { central: 'CENTRAVET' },
    });
    expect(moved.status).toBe(409);
  });

  it('answers 422 for an establishment that does not exist', async () => {
    const answer = await create(makeAccount(99_999_999));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { path: 'veterinaryEstablishmentId', message: "Cet élément n'existe pas" },
    ]);
  });

  it('refuses a stale If-Match with 412 (change and delete) and changes nothing', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    const { id } = (await create(makeAccount(establishmentId))).body.data;
    const etag = (await call('GET', `${path}/${id}`, { token: moderator })).headers.get('etag') as string;
    await call('PATCH', `${path}/${id}`, { token: moderator, body: { clientCode: 'NEW1' } });
    const stale = await call('PATCH', `${path}/${id}`, {
      token: moderator,
      body: { clientCode: 'NEW2' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    const staleDelete = await call('DELETE', `${path}/${id}`, {
      token: moderator,
      headers: { 'if-match': etag },
    });
    expect(staleDelete.status).toBe(412);
    const after = await call('GET', `${path}/${id}`, { token: moderator });
    expect(after.body.data.clientCode).toBe('NEW1');
  });
});

describe('[CENTRAL ACCOUNTS] security', () => {
  it('lets a moderator write, an accountant only read, nobody without a token', async () => {
    const { id: establishmentId } = await createEstablishment(admin);
    const accountant = await tokenFor('accountant');
    expect((await call('GET', path, { token: accountant })).status).toBe(200);
    expect((await create(makeAccount(establishmentId), accountant)).status).toBe(403);
    expect((await call('GET', path)).status).toBe(401);
    const { id } = (await create(makeAccount(establishmentId))).body.data;
    expect((await call('DELETE', `${path}/${id}`, { token: accountant })).status).toBe(403);
    expect((await call('DELETE', `${path}/${id}`)).status).toBe(401);
  });
});
