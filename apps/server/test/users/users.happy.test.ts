import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { accountant, create, makeUser, moderator, useUsersWorld } from '../support/factories/users-world.ts';

useUsersWorld();
const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((row) => row.id);

describe('[USERS] happy', () => {
  it('creates a user, never shows a password hash, and records the creation in the history', async () => {
    const input = makeUser({ timezone: 'america/new_york', mainPhoneNumber: '+33 6 12 34 56 78' });
    const created = await create(input);
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/v1/users/${created.body.data.id}`);
    expect(created.body.data).toMatchObject({
      email: input.email,
      lastName: input.lastName,
      gender: 'female',
      dateOfBirth: '1988-04-12',
      timezone: 'America/New_York',
      mainPhoneNumber: '+33612345678',
      otherPhoneNumbers: ['+33478000000'],
      staffRole: null,
      locale: 'fr-FR',
    });
    expect(created.body.data).not.toHaveProperty('passwordHash');
    const read = await call('GET', `/v1/users/${created.body.data.id}`, { token: accountant });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created.body.data);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=users&resourceId[]=${read.body.data.id}`,
      {
        token: moderator,
      },
    );
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['CREATE']);
  });

  it('lists users with each filter, sorts them, and pages', async () => {
    const lastName = `Dupuis${Date.now().toString(36)}`;
    const [a, b, c] = await Promise.all(
      ['Albane', 'Bastien', 'Chloé'].map(
        async (firstName, index) =>
          (
            await create(
              makeUser({
                firstName,
                lastName,
                email: `${String.fromCharCode(99 - index)}.${lastName.toLowerCase()}@cabinet-test.fr`,
              }),
            )
          ).body.data,
      ),
    );
    const byId = await call('GET', `/v1/users?id[]=${a.id}&id[]=${c.id}&sortEmail=asc`, { token: moderator });
    expect(ids(byId)).toEqual([c.id, a.id]);
    const byEmail = await call('GET', `/v1/users?email[]=${encodeURIComponent(b.email.toUpperCase())}`, {
      token: moderator,
    });
    expect(ids(byEmail)).toEqual([b.id]);
    const page2 = await call(
      'GET',
      `/v1/users?id[]=${a.id}&id[]=${b.id}&id[]=${c.id}&sortEmail=desc&limit=2&page=2`,
      {
        token: moderator,
      },
    );
    expect(page2.body.meta).toEqual({ page: 2, limit: 2, total: 3, totalIsExact: true });
    expect(ids(page2)).toEqual([c.id]);
    const byCreated = await call(
      'GET',
      `/v1/users?id[]=${a.id}&id[]=${b.id}&id[]=${c.id}&sortCreatedDate=desc&fromCreatedDate=${encodeURIComponent(a.createdDate)}`,
      { token: moderator },
    );
    expect(byCreated.body.meta.total).toBe(3);
    const admins = await call('GET', '/v1/users?role[]=ADMIN', { token: moderator });
    expect(admins.body.data.map((u: { email: string }) => u.email)).toContain('admin@vetbo.test');
    expect(admins.body.data.every((u: { staffRole: string }) => u.staffRole === 'ADMIN')).toBe(true);
    const byName = await call(
      'GET',
      `/v1/users?id[]=${a.id}&id[]=${b.id}&sortLastName=asc&sortUpdatedDate=desc`,
      {
        token: moderator,
      },
    );
    expect(byName.status).toBe(200);
    expect(byName.body.meta.total).toBe(2);
  });

  it('filters users by team: establishment, group and job title', async () => {
    const user = (await create(makeUser())).body.data;
    const [establishments, groups] = await Promise.all([
      call('GET', '/v1/veterinary_establishments?limit=1', { token: moderator }),
      call('GET', '/v1/veterinary_groups?limit=1', { token: moderator }),
    ]);
    const establishmentId = establishments.body.data[0].id;
    const groupId = groups.body.data[0].id;
    await call('POST', '/v1/veterinary_establishment_users', {
      token: moderator,
      body: {
        userId: user.id,
        veterinaryEstablishmentId: establishmentId,
        jobTitle: 'RECEPTIONIST',
        entryDate: '2025-02-01',
      },
    });
    await call('POST', '/v1/veterinary_group_users', {
      token: moderator,
      body: {
        userId: user.id,
        veterinaryGroupId: groupId,
        jobTitle: 'PRACTICE_MANAGER',
        entryDate: '2025-02-01',
      },
    });
    const scoped = (query: string) => call('GET', `/v1/users?id[]=${user.id}&${query}`, { token: moderator });
    expect(ids(await scoped(`veterinaryEstablishmentId[]=${establishmentId}`))).toEqual([user.id]);
    expect(ids(await scoped(`veterinaryGroupId[]=${groupId}`))).toEqual([user.id]);
    expect(ids(await scoped('jobTitle[]=RECEPTIONIST'))).toEqual([user.id]);
    expect(ids(await scoped('jobTitle[]=PRACTICE_MANAGER'))).toEqual([user.id]);
    expect(ids(await scoped('jobTitle[]=VETERINARIAN'))).toEqual([]);
    expect(ids(await scoped('role[]=MODERATOR'))).toEqual([]);
  });

  it('searches by a part of the name (accents ignored) or the start of the e-mail', async () => {
    const input = makeUser({ firstName: 'Éléonore' });
    const user = (await create(input)).body.data;
    const search = (term: string) => call('POST', '/v1/users/search', { token: moderator, body: { term } });
    expect(ids(await search(`eleonore ${input.lastName.toLowerCase()}`))).toEqual([user.id]);
    expect(ids(await search(input.email.slice(0, 30).toUpperCase()))).toEqual([user.id]);
    expect(ids(await search(input.email))).toEqual([user.id]);
    // An e-mail matches from its start only; "%" and "_" are letters, not wildcards.
    expect(ids(await search(input.email.slice(5)))).toEqual([]);
    expect((await search('%')).body.meta.total).toBe(0);
    const narrowed = await call('POST', `/v1/users/search?role[]=ADMIN`, {
      token: moderator,
      body: { term: input.email },
    });
    expect(narrowed.body.meta.total).toBe(0);
  });

  it('changes only the fields sent, with the ETag it read, and keeps the before/after in the history', async () => {
    const { id } = (await create(makeUser())).body.data;
    const read = await call('GET', `/v1/users/${id}`, { token: moderator });
    const etag = read.headers.get('etag') as string;
    const changed = await call('PATCH', `/v1/users/${id}`, {
      token: moderator,
      body: { cityOfBirth: 'Nantes', hourDisplay: '12h', otherPhoneNumbers: [] },
      headers: { 'if-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      cityOfBirth: 'Nantes',
      hourDisplay: '12h',
      otherPhoneNumbers: [],
    });
    expect(changed.body.data.email).toBe(read.body.data.email);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=users&resourceId[]=${id}&kind[]=UPDATE`,
      {
        token: moderator,
      },
    );
    expect(history.body.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'cityOfBirth', before: 'Lyon', after: 'Nantes' },
        { field: 'hourDisplay', before: '24h', after: '12h' },
      ]),
    );
  });
});
