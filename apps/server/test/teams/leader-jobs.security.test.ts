// Issue 20, case 2: who may make someone an establishment's leader (the person who signs its SEPA mandates
// and may change its bank details), written as the attacks a colleague would try.
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import {
  daysAgo,
  leaderJob,
  meOf,
  patch,
  useLeaderJobsWorld,
} from '../support/factories/leader-jobs-world.ts';
import {
  createGroup,
  createUser,
  ESTABLISHMENTS,
  GROUPS,
  hire,
  tokens,
} from '../support/factories/teams-world.ts';

useLeaderJobsWorld();

describe('[TEAMS] leader jobs need billing write (issue 20, case 2)', () => {
  it('a MODERATOR cannot make themself the leader of an establishment, nor reach its accounts afterwards', async () => {
    const leader = await tokenFor('leader');
    const led = (await call('GET', '/v1/me/onboarding', { token: leader })).body.data;
    const target = led.establishments[0].id as number;
    const account = led.billingAccounts[0]?.id as number | undefined;
    const moderator = await meOf(tokens.moderator);

    const attack = await hire(leaderJob(moderator.id, target), tokens.moderator);
    expect(attack.status).toBe(403);
    expect(attack.body.code).toBe('OWN_JOB_FORBIDDEN');

    const onboarding = await call('GET', '/v1/me/onboarding', { token: tokens.moderator });
    expect(onboarding.body.data).toMatchObject({ establishments: [], billingAccounts: [] });
    const jobs = await call('GET', `${ESTABLISHMENTS}?userId[]=${moderator.id}`, { token: tokens.moderator });
    expect(jobs.body.meta.total).toBe(0);
    if (account !== undefined) {
      const iban = await patch(`/v1/me/billing_accounts/${account}`, tokens.moderator, {
        iban: 'FR7630006000011234567890189',
      });
      expect(iban.status).toBe(403);
    }
  });

  it('a MODERATOR gives, changes or ends no leader job of anyone, and still manages the other titles', async () => {
    const [establishment, person] = await Promise.all([createEstablishment(tokens.moderator), createUser()]);
    const given = await hire(leaderJob(person.id, establishment.id), tokens.moderator);
    expect(given.status).toBe(403);
    expect(given.body.code).toBe('LEADER_JOB_FORBIDDEN');
    // An ACCOUNTANT writes billing but not teams: the route's own rule.
    expect((await hire(leaderJob(person.id, establishment.id), tokens.accountant)).status).toBe(403);

    const vet = await hire({ ...leaderJob(person.id, establishment.id), jobTitle: 'VETERINARIAN' });
    expect(vet.status).toBe(201);
    const promoted = await patch(`${ESTABLISHMENTS}/${vet.body.data.id}`, tokens.moderator, {
      jobTitle: 'VETERINARIAN_LEADER',
    });
    expect(promoted.status).toBe(403);
    expect(promoted.body.code).toBe('LEADER_JOB_FORBIDDEN');

    const lead = await hire(leaderJob(person.id, establishment.id), tokens.manager);
    expect(lead.status).toBe(201);
    const path = `${ESTABLISHMENTS}/${lead.body.data.id}`;
    for (const body of [
      { exitDate: daysAgo(2) },
      { entryDate: '2030-01-01' },
      { jobTitle: 'VETERINARIAN' },
    ]) {
      const changed = await patch(path, tokens.moderator, body);
      expect(changed.status, JSON.stringify(body)).toBe(403);
      expect(changed.body.code).toBe('LEADER_JOB_FORBIDDEN');
    }
    const removed = await call('DELETE', path, { token: tokens.moderator });
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe('LEADER_JOB_FORBIDDEN');
    // Who leads, from when to when, stays; the department of the job is not about signing.
    expect((await patch(path, tokens.moderator, { department: 'MANAGEMENT' })).status).toBe(200);
    expect((await call('GET', path, { token: tokens.moderator })).body.data).toMatchObject({
      jobTitle: 'VETERINARIAN_LEADER',
      entryDate: '2024-01-01',
      exitDate: null,
      active: true,
    });
    // Sending the stored values again changes nothing about leadership.
    expect(
      (await patch(path, tokens.moderator, { jobTitle: 'VETERINARIAN_LEADER', entryDate: '2024-01-01' }))
        .status,
    ).toBe(200);
  });

  it('a leader job in a group is held to the same rule', async () => {
    const [group, person] = await Promise.all([createGroup(), createUser()]);
    const body = {
      userId: person.id,
      veterinaryGroupId: group.id,
      jobTitle: 'VETERINARIAN_LEADER',
      entryDate: '2024-01-01',
    };
    const refused = await call('POST', GROUPS, { token: tokens.moderator, body });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LEADER_JOB_FORBIDDEN');
    const created = await call('POST', GROUPS, { token: tokens.manager, body });
    expect(created.status).toBe(201);
    const path = `${GROUPS}/${created.body.data.id}`;
    expect((await patch(path, tokens.moderator, { exitDate: daysAgo(2) })).status).toBe(403);
    expect((await call('DELETE', path, { token: tokens.moderator })).status).toBe(403);
    expect((await call('DELETE', path, { token: tokens.manager })).status).toBe(204);
  });
});

describe('[TEAMS] nobody changes their own jobs through the staff calls (issue 20)', () => {
  it('not even an ADMIN: no job created, changed or removed on oneself, in an establishment or a group', async () => {
    const [admin, moderator, establishment, group] = await Promise.all([
      meOf(tokens.admin),
      meOf(tokens.moderator),
      createEstablishment(tokens.moderator),
      createGroup(),
    ]);
    const vet = {
      veterinaryEstablishmentId: establishment.id,
      jobTitle: 'VETERINARIAN',
      entryDate: '2024-01-01',
    };
    const groupJob = { veterinaryGroupId: group.id, jobTitle: 'EXECUTIVE', entryDate: '2024-01-01' };

    for (const [token, self] of [
      [tokens.admin, admin.id],
      [tokens.moderator, moderator.id],
    ] as const) {
      const own = await hire({ ...vet, userId: self }, token);
      expect(own.status).toBe(403);
      expect(own.body.code).toBe('OWN_JOB_FORBIDDEN');
      const ownGroup = await call('POST', GROUPS, { token, body: { ...groupJob, userId: self } });
      expect(ownGroup.status).toBe(403);
      expect(ownGroup.body.code).toBe('OWN_JOB_FORBIDDEN');
    }

    // Jobs someone else gave them: still not theirs to change.
    const job = await hire({ ...vet, userId: admin.id }, tokens.manager);
    expect(job.status).toBe(201);
    const inGroup = await call('POST', GROUPS, {
      token: tokens.manager,
      body: { ...groupJob, userId: admin.id },
    });
    expect(inGroup.status).toBe(201);
    for (const path of [`${ESTABLISHMENTS}/${job.body.data.id}`, `${GROUPS}/${inGroup.body.data.id}`]) {
      const ended = await patch(path, tokens.admin, { exitDate: '2024-06-30' });
      expect(ended.status, path).toBe(403);
      expect(ended.body.code).toBe('OWN_JOB_FORBIDDEN');
      const removed = await call('DELETE', path, { token: tokens.admin });
      expect(removed.status, path).toBe(403);
      expect((await call('GET', path, { token: tokens.admin })).body.data.exitDate).toBeNull();
      expect((await call('DELETE', path, { token: tokens.manager })).status).toBe(204);
    }
  });
});
