import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import {
  createUser,
  ESTABLISHMENTS,
  hire,
  ids,
  tokens,
  useTeamsWorld,
} from '../support/factories/teams-world.ts';

useTeamsWorld();

describe('[TEAMS] establishment teams: happy', () => {
  it('adds a user to an establishment’s team, shows both, and records it in the history', async () => {
    const [establishment, user] = await Promise.all([createEstablishment(tokens.moderator), createUser()]);
    const created = await hire(
      {
        userId: user.id,
        veterinaryEstablishmentId: establishment.id,
        jobTitle: 'VETERINARIAN_LEADER',
        department: 'MANAGEMENT',
        entryDate: '2024-01-01',
        veterinaryServiceOptionId: 12,
        servicePeriodStartDate: '2024-01-01',
        servicePeriodEndDate: '2024-12-31',
      },
      tokens.manager,
    ); // a leader job needs billing write (issue 20)
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${ESTABLISHMENTS}/${created.body.data.id}`);
    expect(created.body.data).toMatchObject({
      userId: user.id,
      user: { id: user.id, lastName: user.lastName },
      veterinaryEstablishment: { id: establishment.id, privilegedCode: establishment.privilegedCode },
      jobTitle: 'VETERINARIAN_LEADER',
      department: 'MANAGEMENT',
      entryDate: '2024-01-01',
      exitDate: null,
      active: true,
      veterinaryServiceOptionId: 12,
    });
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_users&resourceId[]=${created.body.data.id}`,
      { token: tokens.moderator },
    );
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['CREATE']);
  });

  it('lists a team with each filter, the entry/exit period, the service period, a sort and page 2', async () => {
    const [establishment, other] = await Promise.all([
      createEstablishment(tokens.moderator),
      createEstablishment(tokens.moderator),
    ]);
    const [anna, bruno, carla] = await Promise.all([
      createUser('Anna'),
      createUser('Bruno'),
      createUser('Carla'),
    ]);
    const a = (
      await hire({
        userId: anna.id,
        veterinaryEstablishmentId: establishment.id,
        jobTitle: 'VETERINARIAN',
        department: 'CARE',
        entryDate: '2020-01-01',
        exitDate: '2022-06-30',
        veterinaryServiceOptionId: 7,
        servicePeriodStartDate: '2020-01-01',
        servicePeriodEndDate: '2020-12-31',
      })
    ).body.data;
    const b = (
      await hire({
        userId: bruno.id,
        veterinaryEstablishmentId: establishment.id,
        jobTitle: 'RECEPTIONIST',
        entryDate: '2023-03-01',
      })
    ).body.data;
    const c = (
      await hire({
        userId: carla.id,
        veterinaryEstablishmentId: other.id,
        jobTitle: 'ACCOUNTANT',
        department: 'ACCOUNTING',
        entryDate: '2021-05-01',
      })
    ).body.data;
    const both = `veterinaryEstablishmentId[]=${establishment.id}&veterinaryEstablishmentId[]=${other.id}`;
    const list = (query: string) =>
      call('GET', `${ESTABLISHMENTS}?${both}&${query}`, { token: tokens.accountant });
    expect(ids(await list('sortEntryDate=asc'))).toEqual([a.id, c.id, b.id]);
    expect(ids(await list('sortLastName=desc'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`id[]=${b.id}`))).toEqual([b.id]);
    expect(ids(await list(`userId[]=${carla.id}`))).toEqual([c.id]);
    expect(ids(await list('jobTitle[]=RECEPTIONIST&jobTitle[]=VETERINARIAN&sortEntryDate=asc'))).toEqual([
      a.id,
      b.id,
    ]);
    expect(ids(await list('department[]=ACCOUNTING'))).toEqual([c.id]);
    expect(ids(await list('veterinaryServiceOptionId[]=7'))).toEqual([a.id]);
    expect(
      ids(
        await call('GET', `${ESTABLISHMENTS}?veterinaryEstablishmentId[]=${other.id}`, {
          token: tokens.accountant,
        }),
      ),
    ).toEqual([c.id]);
    // In the team at some point of 2022-07-01 … 2022-12-31: not Anna (left before), not Bruno (came after).
    expect(ids(await list('toEntryDate=2022-12-31&fromExitDate=2022-07-01'))).toEqual([c.id]);
    expect(ids(await list('toEntryDate=2022-01-01&fromExitDate=2022-01-01&sortEntryDate=asc'))).toEqual([
      a.id,
      c.id,
    ]);
    expect(
      ids(await list('fromServicePeriodStartDate=2019-12-01&toServicePeriodEndDate=2021-01-01')),
    ).toEqual([a.id]);
    expect(ids(await list('toServicePeriodStartDate=2019-12-31'))).toEqual([]);
    expect(ids(await list('fromServicePeriodEndDate=2021-01-01'))).toEqual([]);
    const page2 = await list('sortEntryDate=asc&limit=2&page=2');
    expect(page2.body.meta).toEqual({ page: 2, limit: 2, total: 3, totalIsExact: true });
    expect(ids(page2)).toEqual([b.id]);
    const refused = await list('toEntryDate=2022-02-30');
    expect(refused.status).toBe(400);
  });

  it('ends a job with the ETag it read, refuses a stale edit (412), and removes a job entered by mistake', async () => {
    const [establishment, user] = await Promise.all([createEstablishment(tokens.moderator), createUser()]);
    const { id } = (
      await hire({
        userId: user.id,
        veterinaryEstablishmentId: establishment.id,
        jobTitle: 'ASSISTANT',
        entryDate: '2024-02-01',
      })
    ).body.data;
    const read = await call('GET', `${ESTABLISHMENTS}/${id}`, { token: tokens.moderator });
    const etag = read.headers.get('etag') as string;
    const ended = await call('PATCH', `${ESTABLISHMENTS}/${id}`, {
      token: tokens.moderator,
      body: { exitDate: '2024-12-31', jobTitle: 'VETERINARY_NURSE' },
      headers: { 'if-match': etag },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({
      exitDate: '2024-12-31',
      jobTitle: 'VETERINARY_NURSE',
      active: false,
    });
    const stale = await call('PATCH', `${ESTABLISHMENTS}/${id}`, {
      token: tokens.moderator,
      body: { exitDate: '2025-01-31' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect(
      (await call('GET', `${ESTABLISHMENTS}/${id}`, { token: tokens.moderator })).body.data.exitDate,
    ).toBe('2024-12-31');
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_users&resourceId[]=${id}&kind[]=UPDATE`,
      { token: tokens.moderator },
    );
    expect(history.body.data[0].changes).toEqual(
      expect.arrayContaining([{ field: 'exitDate', before: null, after: '2024-12-31' }]),
    );
    expect((await call('DELETE', `${ESTABLISHMENTS}/${id}`, { token: tokens.moderator })).status).toBe(204);
    expect((await call('GET', `${ESTABLISHMENTS}/${id}`, { token: tokens.moderator })).status).toBe(404);
    const deleted = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_users&resourceId[]=${id}&kind[]=DELETE`,
      { token: tokens.moderator },
    );
    expect(deleted.body.meta.total).toBe(1);
  });
});
