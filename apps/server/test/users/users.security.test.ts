import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { accountant, create, makeUser, moderator, useUsersWorld } from '../support/factories/users-world.ts';

useUsersWorld();

describe('[USERS] security', () => {
  it('a MODERATOR writes users, an ACCOUNTANT only reads, no token is a 401', async () => {
    const { id } = (await create(makeUser())).body.data;
    expect(
      (await call('PATCH', `/v1/users/${id}`, { token: moderator, body: { cityOfBirth: 'Brest' } })).status,
    ).toBe(200);
    expect((await call('GET', `/v1/users/${id}`, { token: accountant })).status).toBe(200);
    expect((await call('GET', '/v1/users', { token: accountant })).status).toBe(200);
    const refused = await call('PATCH', `/v1/users/${id}`, {
      token: accountant,
      body: { cityOfBirth: 'Pau' },
    });
    expect(refused.status).toBe(403);
    expect((await create(makeUser(), accountant)).status).toBe(403);
    expect((await call('GET', '/v1/users', {})).status).toBe(401);
    expect((await call('GET', `/v1/users/${id}`, {})).status).toBe(401);
  });
});
