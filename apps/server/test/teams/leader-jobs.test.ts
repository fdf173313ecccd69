// Issue 20, case 2: who may make someone an establishment's leader (the person who signs its SEPA mandates
// and may change its bank details), written as the attacks a colleague would try.
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';
import {
  createGroup,
  createUser,
  ESTABLISHMENTS,
  GROUPS,
  hire,
  tokens,
  useTeamsWorld,
} from './teams-world.ts';

useTeamsWorld();

const meOf = async (token: string) => (await call('GET', '/v1/me', { token })).body.data as { id: number };
const leaderJob = (userId: number, veterinaryEstablishmentId: number) => ({
  userId,
  veterinaryEstablishmentId,
  jobTitle: 'VETERINARIAN_LEADER',
  entryDate: '2024-01-01',
});
const patch = (path: string, token: string, body: unknown) => call('PATCH', path, { token, body });
/** Two days ago (no time zone makes it today), as a job's exit date that ends it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

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

interface OutboxMessage {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
}
const notices = async (userId: number) =>
  (
    await call('GET', `/v1/outbox_messages?userId[]=${userId}&kind[]=LEADER_NOTICE&limit=50`, {
      token: tokens.admin,
    })
  ).body.data as OutboxMessage[];
const historyOf = async (resource: string, id: number) =>
  (
    await call('GET', `/v1/change_history?resource[]=${resource}&resourceId[]=${id}`, {
      token: tokens.admin,
    })
  ).body.data as {
    kind: string;
    user: { id: number };
    changes: { field: string; before: unknown; after: unknown }[];
  }[];

describe('[TEAMS] a leader job change is in the history and the person is told (issue 20)', () => {
  it('records the job before and after, and e-mails which establishments the person signs for now', async () => {
    const tag = Date.now().toString(36);
    const [person, first, second, manager] = await Promise.all([
      createUser(),
      createEstablishment(tokens.moderator, { name: `Clinique du Lac ${tag}` }),
      createEstablishment(tokens.moderator, { name: `Clinique des Pins ${tag}` }),
      meOf(tokens.manager),
    ]);

    const a = await hire(leaderJob(person.id, first.id), tokens.manager);
    expect(a.status).toBe(201);
    const created = await historyOf('veterinary_establishment_users', a.body.data.id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ kind: 'CREATE', user: { id: manager.id } });
    expect(created[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'jobTitle', before: null, after: 'VETERINARIAN_LEADER' },
        { field: 'userId', before: null, after: person.id },
        { field: 'veterinaryEstablishmentId', before: null, after: first.id },
      ]),
    );
    let mails = await notices(person.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: person.email, subject: 'Vos établissements sur Vetbo' });
    expect(mails[0]?.textBody).toContain(`Clinique du Lac ${tag} (${first.privilegedCode})`);
    expect(mails[0]?.textBody).toContain('mandats de prélèvement SEPA');
    expect(mails[0]?.htmlBody).toContain(`Clinique du Lac ${tag}`);

    const b = await hire(leaderJob(person.id, second.id), tokens.admin);
    expect(b.status).toBe(201);
    mails = await notices(person.id);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.textBody).toContain(`Clinique du Lac ${tag}`);
    expect(mails[0]?.textBody).toContain(`Clinique des Pins ${tag}`);

    const exit = daysAgo(2);
    const ended = await patch(`${ESTABLISHMENTS}/${a.body.data.id}`, tokens.manager, { exitDate: exit });
    expect(ended.status).toBe(200);
    const updated = (await historyOf('veterinary_establishment_users', a.body.data.id)).find(
      (entry) => entry.kind === 'UPDATE',
    );
    expect(updated?.changes).toEqual(
      expect.arrayContaining([
        { field: 'exitDate', before: null, after: exit },
        { field: 'active', before: true, after: false },
      ]),
    );
    mails = await notices(person.id);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.textBody).toContain(
      `Les dates de votre poste de vétérinaire responsable dans l’établissement « Clinique du Lac ${tag} » ont changé.`,
    );
    expect(mails[0]?.textBody).toContain(`- Clinique des Pins ${tag}`);
    expect(mails[0]?.textBody).not.toContain(`- Clinique du Lac ${tag}`);

    expect(
      (await call('DELETE', `${ESTABLISHMENTS}/${b.body.data.id}`, { token: tokens.admin })).status,
    ).toBe(204);
    const deleted = await historyOf('veterinary_establishment_users', b.body.data.id);
    expect(deleted.map((entry) => entry.kind)).toEqual(['DELETE', 'CREATE']);
    expect(deleted[0]?.changes).toEqual(
      expect.arrayContaining([{ field: 'jobTitle', before: 'VETERINARIAN_LEADER', after: null }]),
    );
    mails = await notices(person.id);
    expect(mails).toHaveLength(4);
    expect(mails[0]?.textBody).toContain('Vous ne signez plus pour aucun établissement');

    // Other titles are no one's signing rights: no message.
    await hire({ ...leaderJob(person.id, first.id), jobTitle: 'VETERINARIAN' });
    expect(await notices(person.id)).toHaveLength(4);
  });
});
