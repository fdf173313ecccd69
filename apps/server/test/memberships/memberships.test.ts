import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let moderator: string;
let nextCode = 800_000 + Math.floor(Math.random() * 90_000);
beforeAll(async () => {
  moderator = await tokenFor('moderator');
});

async function createGroup(entitled = 'Groupe des Bords de Loire') {
  const answer = await call('POST', '/v1/veterinary_groups', {
    token: moderator,
    body: { entitled, groupCode: `GRP${nextCode++}` },
  });
  return answer.body.data as { id: number };
}
const join = (body: Record<string, unknown>, token = moderator) =>
  call('POST', '/v1/veterinary_establishment_members', { token, body });

describe('[MEMBERSHIPS] happy', () => {
  it('adds an establishment to a group, shows both, and counts it among the group’s active members', async () => {
    const [establishment, group] = await Promise.all([createEstablishment(moderator), createGroup()]);
    const created = await join({
      veterinaryEstablishmentId: establishment.id,
      veterinaryGroupId: group.id,
      joinDate: '2025-01-01',
      tags: ['Fondateur', 'Fondateur'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      veterinaryEstablishment: { id: establishment.id, privilegedCode: establishment.privilegedCode },
      veterinaryGroup: { id: group.id },
      joinDate: '2025-01-01',
      leaveDate: null,
      tags: ['Fondateur'],
      active: true,
    });
    const groupNow = await call('GET', `/v1/veterinary_groups/${group.id}`, { token: moderator });
    expect(groupNow.body.data.activeMemberCount).toBe(1);
    const ofEstablishment = await call(
      'GET',
      `/v1/veterinary_establishment_members?veterinaryEstablishmentId[]=${establishment.id}`,
      { token: moderator },
    );
    expect(ofEstablishment.body.data.map((m: { id: number }) => m.id)).toEqual([created.body.data.id]);
    const found = await call('POST', '/v1/veterinary_establishment_members/search', {
      token: moderator,
      body: { term: establishment.privilegedCode },
    });
    expect(found.body.data.map((m: { id: number }) => m.id)).toEqual([created.body.data.id]);
  });

  it('ends a membership with a leave date, then removes another entered by mistake; both are in the history', async () => {
    const [establishment, group] = await Promise.all([createEstablishment(moderator), createGroup()]);
    const { id } = (
      await join({
        veterinaryEstablishmentId: establishment.id,
        veterinaryGroupId: group.id,
        joinDate: '2024-01-01',
      })
    ).body.data;
    const left = await call('PATCH', `/v1/veterinary_establishment_members/${id}`, {
      token: moderator,
      body: { leaveDate: '2024-12-31', leaveReason: 'Cession de la clinique' },
    });
    expect(left.body.data).toMatchObject({ leaveDate: '2024-12-31', active: false });
    const mistake = (
      await join({
        veterinaryEstablishmentId: establishment.id,
        veterinaryGroupId: group.id,
        joinDate: '2025-03-01',
      })
    ).body.data;
    expect(
      (await call('DELETE', `/v1/veterinary_establishment_members/${mistake.id}`, { token: moderator }))
        .status,
    ).toBe(204);
    expect(
      (await call('GET', `/v1/veterinary_establishment_members/${mistake.id}`, { token: moderator })).status,
    ).toBe(404);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_members&resourceId[]=${id}&resourceId[]=${mistake.id}`,
      { token: moderator },
    );
    expect(history.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      'DELETE',
      'CREATE',
      'UPDATE',
      'CREATE',
    ]);
  });
});

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
