import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  create,
  makeLegalStructure,
  useLegalStructuresWriteWorld,
} from '../support/factories/legal-structures-write-world.ts';

useLegalStructuresWriteWorld();

describe('[LEGAL STRUCTURES] security', () => {
  it('lets a moderator write, an accountant only read, and nobody without a token', async () => {
    const accountant = await tokenFor('accountant');
    expect((await create(makeLegalStructure(), accountant)).status).toBe(403);
    expect((await create(makeLegalStructure(), '')).status).toBe(401);
    const { id } = (await create(makeLegalStructure())).body.data;
    const patch = await call('PATCH', `/v1/legal_structures/${id}`, {
      token: accountant,
      body: { tradeName: 'X' },
    });
    expect(patch.status).toBe(403);
  });
});
