import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import {
  createGroup,
  createUser,
  ESTABLISHMENTS,
  GROUPS,
  hire,
  tokens,
  useTeamsWorld,
} from '../support/factories/teams-world.ts';

useTeamsWorld();

describe('[TEAMS] security', () => {
  it('a MODERATOR manages teams, an ACCOUNTANT only reads, no token is a 401', async () => {
    const [establishment, user, group] = await Promise.all([
      createEstablishment(tokens.moderator),
      createUser(),
      createGroup(),
    ]);
    const body = {
      userId: user.id,
      veterinaryEstablishmentId: establishment.id,
      jobTitle: 'VETERINARIAN',
      entryDate: '2024-01-01',
    };
    expect((await hire(body, tokens.accountant)).status).toBe(403);
    const { id } = (await hire(body)).body.data;
    expect(
      (await call('GET', `${ESTABLISHMENTS}?id[]=${id}`, { token: tokens.accountant })).body.meta.total,
    ).toBe(1);
    expect(
      (
        await call('PATCH', `${ESTABLISHMENTS}/${id}`, {
          token: tokens.accountant,
          body: { exitDate: '2024-02-01' },
        })
      ).status,
    ).toBe(403);
    expect((await call('DELETE', `${ESTABLISHMENTS}/${id}`, { token: tokens.accountant })).status).toBe(403);
    const groupBody = {
      userId: user.id,
      veterinaryGroupId: group.id,
      jobTitle: 'EXECUTIVE',
      entryDate: '2024-01-01',
    };
    expect((await call('POST', GROUPS, { token: tokens.accountant, body: groupBody })).status).toBe(403);
    expect((await call('GET', ESTABLISHMENTS, {})).status).toBe(401);
    expect((await call('GET', GROUPS, {})).status).toBe(401);
    expect((await call('GET', '/v1/manufacturer_users', {})).status).toBe(401);
    expect((await call('DELETE', `${ESTABLISHMENTS}/${id}`, {})).status).toBe(401);
    expect((await call('GET', `${ESTABLISHMENTS}/${id}`, { token: tokens.moderator })).status).toBe(200);
  });
});
