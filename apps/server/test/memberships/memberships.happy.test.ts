import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { createGroup, join, moderator, useMembershipsWorld } from '../support/factories/memberships-world.ts';

useMembershipsWorld();

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

  it('lists the memberships of the establishments with a privileged code (privilegedCode[], any case)', async () => {
    const [first, second, group] = await Promise.all([
      createEstablishment(moderator),
      createEstablishment(moderator),
      createGroup(),
    ]);
    const memberships = [];
    for (const establishment of [first, second])
      memberships.push(
        (
          await join({
            veterinaryEstablishmentId: establishment.id,
            veterinaryGroupId: group.id,
            joinDate: '2025-06-01',
          })
        ).body.data.id,
      );
    const byCode = await call(
      'GET',
      `/v1/veterinary_establishment_members?veterinaryGroupId[]=${group.id}&privilegedCode[]=${first.privilegedCode.toLowerCase()}`,
      { token: moderator },
    );
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.map((m: { id: number }) => m.id)).toEqual([memberships[0]]);
  });

  it('lists the memberships that began between two days (fromJoinDate, toJoinDate, both included)', async () => {
    const group = await createGroup();
    const joined: Record<string, number> = {};
    for (const joinDate of ['2025-01-31', '2025-02-01', '2025-02-28', '2025-03-01']) {
      const establishment = await createEstablishment(moderator);
      const answer = await join({
        veterinaryEstablishmentId: establishment.id,
        veterinaryGroupId: group.id,
        joinDate,
      });
      joined[joinDate] = answer.body.data.id;
    }
    const between = await call(
      'GET',
      `/v1/veterinary_establishment_members?veterinaryGroupId[]=${group.id}&fromJoinDate=2025-02-01&toJoinDate=2025-02-28&sortJoinDate=asc`,
      { token: moderator },
    );
    expect(between.status).toBe(200);
    expect(between.body.data.map((m: { id: number }) => m.id)).toEqual([
      joined['2025-02-01'],
      joined['2025-02-28'],
    ]);
  });
});
