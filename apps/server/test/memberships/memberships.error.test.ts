import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { createGroup, join, moderator, useMembershipsWorld } from '../support/factories/memberships-world.ts';

useMembershipsWorld();

describe('[MEMBERSHIPS] errors', () => {
  it('refuses a leave date before the join date, on create and on a PATCH of the join date alone', async () => {
    const [establishment, group] = await Promise.all([createEstablishment(moderator), createGroup()]);
    const refused = await join({
      veterinaryEstablishmentId: establishment.id,
      veterinaryGroupId: group.id,
      joinDate: '2025-06-01',
      leaveDate: '2025-05-31',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'leaveDate', message: "La date de sortie doit être postérieure à la date d'entrée" },
    ]);
    const { id } = (
      await join({
        veterinaryEstablishmentId: establishment.id,
        veterinaryGroupId: group.id,
        joinDate: '2025-01-01',
        leaveDate: '2025-06-30',
      })
    ).body.data;
    const moved = await call('PATCH', `/v1/veterinary_establishment_members/${id}`, {
      token: moderator,
      body: { joinDate: '2025-07-01' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].path).toBe('leaveDate');
  });

  it('refuses a second membership of the same group over the same period (409), accepts the next period', async () => {
    const [establishment, group] = await Promise.all([createEstablishment(moderator), createGroup()]);
    const base = { veterinaryEstablishmentId: establishment.id, veterinaryGroupId: group.id };
    expect((await join({ ...base, joinDate: '2024-01-01', leaveDate: '2024-12-31' })).status).toBe(201);
    const overlap = await join({ ...base, joinDate: '2024-12-31' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('MEMBERSHIP_OVERLAP');
    expect((await join({ ...base, joinDate: '2025-01-01' })).status).toBe(201);
  });

  it('answers 422 for an unknown group, and 400 for an impossible date', async () => {
    const establishment = await createEstablishment(moderator);
    const unknown = await join({
      veterinaryEstablishmentId: establishment.id,
      veterinaryGroupId: 99_999_999,
      joinDate: '2025-01-01',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ path: 'veterinaryGroupId', message: "Cet élément n'existe pas" }]);
    const impossible = await join({
      veterinaryEstablishmentId: establishment.id,
      veterinaryGroupId: 1,
      joinDate: '2025-02-30',
    });
    expect(impossible.body.errors).toEqual([{ path: 'joinDate', message: 'Date invalide' }]);
  });
});
