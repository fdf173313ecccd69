import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  create,
  makeLegalStructure,
  moderator,
  useLegalStructuresWriteWorld,
} from '../support/factories/legal-structures-write-world.ts';

useLegalStructuresWriteWorld();

describe('[LEGAL STRUCTURES] create and change', () => {
  it('creates a legal structure, formats its APE code, and records the creation in the history', async () => {
    const input = makeLegalStructure();
    const created = await create(input);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      socialReason: input.socialReason,
      legalCode: input.legalCode,
      legalForm: 'SELARL',
      apeCode: '75.00Z',
      headQuarterAddress: { city: 'Nantes', country: 'FRA' },
    });
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=legal_structures&resourceId[]=${created.body.data.id}`,
      {
        token: moderator,
      },
    );
    expect(history.body.data.map((e: { kind: string }) => e.kind)).toEqual(['CREATE']);
  });

  it('changes only the fields sent, with the ETag it read, and keeps the before/after in the history', async () => {
    const { id } = (await create(makeLegalStructure())).body.data;
    const read = await call('GET', `/v1/legal_structures/${id}`, { token: moderator });
    const etag = read.headers.get('etag') as string;
    const changed = await call('PATCH', `/v1/legal_structures/${id}`, {
      token: moderator,
      body: { tradeName: 'Clinique du Parc' },
      headers: { 'if-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.tradeName).toBe('Clinique du Parc');
    expect(changed.body.data.socialReason).toBe(read.body.data.socialReason);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=legal_structures&resourceId[]=${id}&kind[]=UPDATE`,
      {
        token: moderator,
      },
    );
    expect(history.body.data[0].changes).toEqual([
      { field: 'tradeName', before: 'Clinique des Tilleuls', after: 'Clinique du Parc' },
    ]);
  });
});
