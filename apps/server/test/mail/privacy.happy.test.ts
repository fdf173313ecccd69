import { hashPassword } from '@vetbo/db/password';
import { oidcModels, users } from '@vetbo/db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, server, tokens, usePrivacyWorld } from '../support/factories/privacy-world.ts';
import { Browser, pkcePair, signIn, signInForAccessToken, startSignIn } from '../support/oidc-client.ts';

const PASSWORD = 'mot-de-passe-du-test';

async function person(name: string, extra: Record<string, unknown> = {}) {
  const email = `${name}.${Date.now().toString(36)}@privacy-test.fr`;
  const created = await api('POST', '/v1/users', tokens.admin as string, {
    email,
    firstName: name,
    lastName: 'Personnel',
    dateOfBirth: '1990-04-12',
    cityOfBirth: 'Nantes',
    mainPhoneNumber: '+33612345678',
    sendInvitation: true,
    ...extra,
  });
  expect(created.status).toBe(201);
  const { id } = created.body.data;
  await server.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, id));
  return { id: id as number, email };
}

usePrivacyWorld();

describe('[PRIVACY] export and anonymisation', () => {
  it('exports everything about a user: record, jobs, history, mail (ADMIN only)', async () => {
    const { id, email } = await person('eloise');
    await api('PATCH', `/v1/users/${id}`, tokens.admin as string, { cityOfBirth: 'Rennes' });
    const answer = await api('GET', `/v1/users/${id}/privacy_export`, tokens.admin as string);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`vetbo-utilisateur-${id}.json`);
    const data = answer.body.data;
    expect(data.user).toMatchObject({ id, email, cityOfBirth: 'Rennes' });
    expect(data.historyAbout.length).toBe(2);
    expect(data.outboxMessages).toHaveLength(1);
    expect(data.outboxMessages[0]).toMatchObject({ kind: 'INVITATION', recipient: email, state: 'QUEUED' });
    expect(data).toHaveProperty('establishmentJobs');
    expect(data).toHaveProperty('groupJobs');
    expect(data).toHaveProperty('historyAuthored');
    expect((await api('GET', `/v1/users/${id}/privacy_export`, tokens.manager as string)).status).toBe(403);
    expect((await api('GET', `/v1/users/${id}/privacy_export`, null)).status).toBe(401);
    expect((await api('GET', '/v1/users/999999/privacy_export', tokens.admin as string)).status).toBe(404);
  });

  it('anonymises a user: personal data replaced, sign-in and tokens end, history kept without the values', async () => {
    const { id, email } = await person('gaspard');
    const token = await signInForAccessToken(server.baseUrl, email, PASSWORD);
    expect((await api('GET', '/v1/me', token)).status).toBe(200);
    expect((await api('POST', `/v1/users/${id}/anonymisation`, tokens.manager as string)).status).toBe(403);

    const answer = await api('POST', `/v1/users/${id}/anonymisation`, tokens.admin as string);
    expect(answer.status).toBe(200);
    const user = answer.body.data;
    expect(user.email).not.toContain('gaspard');
    expect(user).toMatchObject({
      firstName: 'Anonyme',
      dateOfBirth: null,
      cityOfBirth: null,
      mainPhoneNumber: null,
      otherPhoneNumbers: [],
      staffRole: null,
    });
    expect(user.account).toMatchObject({ passwordSet: false });
    expect(user.account.anonymisedDate).toEqual(expect.any(String));

    expect((await api('GET', '/v1/me', token)).status).toBe(401);
    // Their provider sessions (which hold their name and e-mail) are gone with them.
    const sessions = await server.database.db
      .select({ model: oidcModels.model })
      .from(oidcModels)
      .where(sql`${oidcModels.payload}->>'accountId' = ${String(id)}`);
    expect(sessions).toEqual([]);
    const browser = new Browser(server.baseUrl);
    const refused = await signIn(browser, await startSignIn(browser, pkcePair().challenge), email, PASSWORD);
    expect(refused.status).toBe(401);

    const exported = (await api('GET', `/v1/users/${id}/privacy_export`, tokens.admin as string)).body.data;
    const text = JSON.stringify(exported);
    expect(text).not.toContain('gaspard');
    expect(text).not.toContain('Nantes');
    expect(text).not.toContain('+33612345678');
    // The history rows stay (creation, anonymisation), the outbox message too.
    expect(exported.historyAbout.length).toBe(2);
    expect(exported.outboxMessages).toHaveLength(1);

    const twice = await api('POST', `/v1/users/${id}/anonymisation`, tokens.admin as string);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('USER_ANONYMISED');
    expect((await api('POST', `/v1/users/${id}/invitations`, tokens.admin as string)).status).toBe(409);
    expect(
      (await api('PATCH', `/v1/users/${id}`, tokens.admin as string, { firstName: 'Gaspard' })).status,
    ).toBe(409);
    expect(
      (await api('PUT', `/v1/users/${id}/role`, tokens.admin as string, { staffRole: 'ADMIN' })).status,
    ).toBe(409);
  });
});
