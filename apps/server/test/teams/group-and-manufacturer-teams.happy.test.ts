import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  createGroup,
  createUser,
  GROUPS,
  ids,
  tokens,
  useTeamsWorld,
} from '../support/factories/teams-world.ts';

useTeamsWorld();

describe('[TEAMS] group teams', () => {
  it('adds, lists with its filters, ends and removes a job in a group', async () => {
    const [group, user, other] = await Promise.all([createGroup(), createUser('Zoe'), createUser('Adam')]);
    const created = await call('POST', GROUPS, {
      token: tokens.moderator,
      body: {
        userId: user.id,
        veterinaryGroupId: group.id,
        jobTitle: 'EXECUTIVE',
        department: 'MANAGEMENT',
        entryDate: '2023-01-01',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      veterinaryGroup: { id: group.id, entitled: group.entitled },
      user: { id: user.id },
      jobTitle: 'EXECUTIVE',
      active: true,
    });
    expect(created.body.data).not.toHaveProperty('servicePeriodStartDate');
    const second = (
      await call('POST', GROUPS, {
        token: tokens.moderator,
        body: {
          userId: other.id,
          veterinaryGroupId: group.id,
          jobTitle: 'SALESPERSON',
          department: 'COMMERCIAL',
          entryDate: '2024-01-01',
        },
      })
    ).body.data;
    const list = (query: string) =>
      call('GET', `${GROUPS}?veterinaryGroupId[]=${group.id}&${query}`, { token: tokens.accountant });
    expect(ids(await list('sortLastName=asc'))).toEqual([second.id, created.body.data.id]);
    expect(ids(await list('jobTitle[]=SALESPERSON'))).toEqual([second.id]);
    expect(ids(await list('department[]=MANAGEMENT'))).toEqual([created.body.data.id]);
    expect(ids(await list(`userId[]=${user.id}`))).toEqual([created.body.data.id]);
    expect(ids(await list('toEntryDate=2023-06-01'))).toEqual([created.body.data.id]);
    const page2 = await list('sortEntryDate=desc&limit=1&page=2');
    expect(ids(page2)).toEqual([created.body.data.id]);
    const etag = (await call('GET', `${GROUPS}/${second.id}`, { token: tokens.moderator })).headers.get(
      'etag',
    ) as string;
    const early = await call('PATCH', `${GROUPS}/${second.id}`, {
      token: tokens.moderator,
      body: { exitDate: '2023-12-31' },
      headers: { 'if-match': etag },
    });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([
      { path: 'exitDate', message: "La date de sortie doit être postérieure à la date d'entrée" },
    ]);
    const ended = await call('PATCH', `${GROUPS}/${second.id}`, {
      token: tokens.moderator,
      body: { exitDate: '2024-06-30' },
      headers: { 'if-match': etag },
    });
    expect(ended.status).toBe(200);
    expect(ids(await list('fromExitDate=2024-07-01'))).toEqual([created.body.data.id]);
    const stale = await call('PATCH', `${GROUPS}/${second.id}`, {
      token: tokens.moderator,
      body: { exitDate: null },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect((await call('DELETE', `${GROUPS}/${second.id}`, { token: tokens.moderator })).status).toBe(204);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_group_users&resourceId[]=${second.id}`,
      {
        token: tokens.moderator,
      },
    );
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual([
      'DELETE',
      'UPDATE',
      'CREATE',
    ]);
    const unknownGroup = await call('POST', GROUPS, {
      token: tokens.moderator,
      body: {
        userId: user.id,
        veterinaryGroupId: 2_000_000_000,
        jobTitle: 'EXECUTIVE',
        entryDate: '2023-01-01',
      },
    });
    expect(unknownGroup.status).toBe(422);
  });
});

describe('[TEAMS] manufacturer staff', () => {
  it('lists the seeded manufacturer staff with their filters', async () => {
    const all = await call('GET', '/v1/manufacturer_users?sortLastName=asc&limit=500', {
      token: tokens.accountant,
    });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBeGreaterThan(0);
    const first = all.body.data[0];
    const reversed = await call('GET', '/v1/manufacturer_users?sortLastName=desc&limit=500', {
      token: tokens.accountant,
    });
    expect(ids(reversed)).toEqual(ids(all).reverse());
    const byManufacturer = await call(
      'GET',
      `/v1/manufacturer_users?manufacturerId[]=${first.manufacturerId}`,
      { token: tokens.accountant },
    );
    expect(
      byManufacturer.body.data.every(
        (row: { manufacturerId: number }) => row.manufacturerId === first.manufacturerId,
      ),
    ).toBe(true);
    const byTitle = await call(
      'GET',
      `/v1/manufacturer_users?jobTitle[]=${first.jobTitle}&userId[]=${first.userId}`,
      { token: tokens.accountant },
    );
    expect(byTitle.body.data.map((row: { id: number }) => row.id)).toContain(first.id);
    if (first.department) {
      const byDepartment = await call(
        'GET',
        `/v1/manufacturer_users?department[]=${first.department}&id[]=${first.id}`,
        {
          token: tokens.accountant,
        },
      );
      expect(byDepartment.body.meta.total).toBe(1);
    }
  });
});
