import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { create, makeGroup, useWorkgroupsWorld } from '../support/factories/workgroups-world.ts';

useWorkgroupsWorld();

describe('[WORKGROUPS] security', () => {
  it('lets an accountant read but not write', async () => {
    const accountant = await tokenFor('accountant');
    expect((await call('GET', '/v1/veterinary_groups', { token: accountant })).status).toBe(200);
    expect((await create(makeGroup(), accountant)).status).toBe(403);
  });
});
