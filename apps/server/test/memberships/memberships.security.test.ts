import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { join, useMembershipsWorld } from '../support/factories/memberships-world.ts';

useMembershipsWorld();

describe('[MEMBERSHIPS] security', () => {
  it('lets an accountant read but not add or remove members', async () => {
    const accountant = await tokenFor('accountant');
    expect((await call('GET', '/v1/veterinary_establishment_members', { token: accountant })).status).toBe(
      200,
    );
    expect(
      (await join({ veterinaryEstablishmentId: 1, veterinaryGroupId: 1, joinDate: '2025-01-01' }, accountant))
        .status,
    ).toBe(403);
    expect(
      (await call('DELETE', '/v1/veterinary_establishment_members/1', { token: accountant })).status,
    ).toBe(403);
  });
});
