import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  admin,
  create,
  makeAccount,
  path,
  useCentralAccountsWorld,
} from '../support/factories/central-accounts-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useCentralAccountsWorld();

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
