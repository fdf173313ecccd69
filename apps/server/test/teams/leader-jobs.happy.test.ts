// Issue 20, case 2: who may make someone an establishment's leader (the person who signs its SEPA mandates
// and may change its bank details), written as the attacks a colleague would try.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import {
  daysAgo,
  leaderJob,
  meOf,
  patch,
  useLeaderJobsWorld,
} from '../support/factories/leader-jobs-world.ts';
import { createUser, ESTABLISHMENTS, hire, tokens } from '../support/factories/teams-world.ts';

useLeaderJobsWorld();

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
