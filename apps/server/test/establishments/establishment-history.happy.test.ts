import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { moderator, useEstablishmentHistoryWorld } from '../support/factories/establishment-history-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useEstablishmentHistoryWorld();

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
});
