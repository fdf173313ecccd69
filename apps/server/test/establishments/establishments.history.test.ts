import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let moderator: string;
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});

describe('[ESTABLISHMENTS] history and concurrent edits', () => {
  it('records the creation and each change with the fields before and after, the address and tags included', async () => {
    const created = await createEstablishment(moderator, { tags: ['Canine'] });
    const etag = (
      await call('GET', `/v1/veterinary_establishments/${created.id}`, { token: moderator })
    ).headers.get('etag') as string;
    const changed = await call('PATCH', `/v1/veterinary_establishments/${created.id}`, {
      token: moderator,
      body: { name: 'Clinique du Port', tags: ['Canine', 'NAC'] },
      headers: { 'if-match': etag },
    });
    expect(changed.status).toBe(200);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishments&resourceId[]=${created.id}`,
      { token: moderator },
    );
    expect(history.body.data.map((e: { kind: string }) => e.kind)).toEqual(['UPDATE', 'CREATE']);
    expect(history.body.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: created.name, after: 'Clinique du Port' },
        { field: 'tags', before: ['Canine'], after: ['Canine', 'NAC'] },
      ]),
    );
    expect(history.body.data[0].user).toMatchObject({ firstName: 'Hugo', lastName: 'Bernard' });
  });

  it('refuses an edit made on a version someone else has changed since (412), and keeps the newer one', async () => {
    const created = await createEstablishment(moderator);
    const read = await call('GET', `/v1/veterinary_establishments/${created.id}`, { token: moderator });
    const etag = read.headers.get('etag') as string;
    await call('PATCH', `/v1/veterinary_establishments/${created.id}`, {
      token: moderator,
      body: { name: 'Premier' },
    });
    const stale = await call('PATCH', `/v1/veterinary_establishments/${created.id}`, {
      token: moderator,
      body: { name: 'Second' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.detail).toContain("Quelqu'un d'autre a modifié cet enregistrement");
    const now = await call('GET', `/v1/veterinary_establishments/${created.id}`, { token: moderator });
    expect(now.body.data.name).toBe('Premier');
    expect(now.headers.get('etag')).not.toBe(etag);
  });
});
