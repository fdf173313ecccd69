import { hashPassword } from '@vetbo/db/password';
import { oidcModels, users } from '@vetbo/db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { authorizeUrl, location, pkcePair, signInForAccessToken } from '../support/oidc-client.ts';
import { signedInBrowser } from '../support/signed-in-browser.ts';
import { startTestServer } from '../support/test-server.ts';

// Issue 20, case 1 ("a MODERATOR takes over the ADMIN account"), written as the attack. A server of its
// own: a successful attack would change the ADMIN of the shared server.
let server: Awaited<ReturnType<typeof startTestServer>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const PASSWORD = 'mot-de-passe-du-test';

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@identite-test.fr`;
const outboxTo = async (recipient: string) =>
  (await api('POST', '/v1/outbox_messages/search?limit=50', tokens.admin as string, { term: recipient })).body
    .data as { kind: string; recipient: string; subject: string; textBody: string; userId: number }[];
const userOf = async (id: number) => (await api('GET', `/v1/users/${id}`, tokens.admin as string)).body.data;

/** A user created by the ADMIN, given a password in the database (and a staff role when asked). */
async function personWithPassword(name: string, staffRole?: string) {
  const email = unique(name);
  const created = await api('POST', '/v1/users', tokens.admin as string, {
    email,
    firstName: name,
    lastName: 'Cible',
  });
  expect(created.status).toBe(201);
  const { id } = created.body.data as { id: number };
  await server.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, id));
  if (staffRole)
    expect((await api('PUT', `/v1/users/${id}/role`, tokens.admin as string, { staffRole })).status).toBe(
      200,
    );
  return { id, email };
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  for (const role of ['admin', 'manager', 'moderator', 'accountant', 'leader']) {
    tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    const found = await api('GET', `/v1/users?email[]=${role}@vetbo.test`, tokens.admin as string);
    ids[role] = found.body.data[0].id;
  }
}, 120_000);
afterAll(() => server?.close());

describe('[IDENTITY] a staff account is taken over by no one but an ADMIN', () => {
  it('a MODERATOR (or a MANAGER) cannot change the ADMIN’s e-mail, nor send the ADMIN an invitation link', async () => {
    const admin = ids.admin as number;
    for (const role of ['moderator', 'manager']) {
      const swapped = await api('PATCH', `/v1/users/${admin}`, tokens[role] as string, {
        email: `evil.${role}@attacker.example`,
      });
      expect(swapped.status).toBe(403);
      expect(swapped.body.code).toBe('STAFF_ACCOUNT_ADMIN_ONLY');
      const invited = await api('POST', `/v1/users/${admin}/invitations`, tokens[role] as string);
      expect(invited.status).toBe(403);
      expect(invited.body.code).toBe('STAFF_ACCOUNT_ADMIN_ONLY');
    }
    expect((await userOf(admin)).email).toBe('admin@vetbo.test');
    expect(await outboxTo('attacker.example')).toEqual([]);
    expect((await outboxTo('admin@vetbo.test')).filter((m) => m.kind === 'INVITATION')).toEqual([]);
    // The ADMIN's token still works: nothing was ended.
    expect((await api('GET', '/v1/me', tokens.admin as string)).status).toBe(200);
  });

  it('holds for every staff role, while a MODERATOR still edits the rest of a staff member’s record', async () => {
    const accountant = await personWithPassword('comptable', 'ACCOUNTANT');
    const refused = await api('PATCH', `/v1/users/${accountant.id}`, tokens.moderator as string, {
      email: unique('detourne'),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('STAFF_ACCOUNT_ADMIN_ONLY');
    // Same address in another case: not a change of address.
    const sameAddress = await api('PATCH', `/v1/users/${accountant.id}`, tokens.moderator as string, {
      email: accountant.email.toUpperCase(),
      cityOfBirth: 'Brest',
    });
    expect(sameAddress.status).toBe(200);
    expect((await userOf(accountant.id)).email).toBe(accountant.email.toUpperCase());
  });

  it('the e-mail of a leader (who signs SEPA mandates) is changed only by a billing writer', async () => {
    const leader = ids.leader as number;
    const refused = await api('PATCH', `/v1/users/${leader}`, tokens.moderator as string, {
      email: 'evil.leader@attacker.example',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LEADER_ACCOUNT_BILLING_ONLY');
    const invited = await api('POST', `/v1/users/${leader}/invitations`, tokens.moderator as string);
    expect(invited.status).toBe(403);
    expect((await userOf(leader)).email).toBe('leader@vetbo.test');
  });

  it('nobody changes their own e-mail or staff role through the staff calls, not even an ADMIN', async () => {
    const self = await api('PATCH', `/v1/users/${ids.admin}`, tokens.admin as string, {
      email: unique('moi-meme'),
    });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('OWN_IDENTITY');
    const role = await api('PUT', `/v1/users/${ids.admin}/role`, tokens.admin as string, {
      staffRole: 'MANAGER',
    });
    expect(role.status).toBe(403);
    expect(role.body.code).toBe('OWN_IDENTITY');
    const moderatorSelf = await api('PATCH', `/v1/users/${ids.moderator}`, tokens.moderator as string, {
      email: unique('moderateur'),
    });
    expect(moderatorSelf.status).toBe(403);
    expect(moderatorSelf.body.code).toBe('OWN_IDENTITY');
    expect((await userOf(ids.admin as number)).staffRole).toBe('ADMIN');
    expect((await userOf(ids.moderator as number)).email).toBe('moderator@vetbo.test');
    // Their own city is theirs to edit.
    expect(
      (await api('PATCH', `/v1/users/${ids.moderator}`, tokens.moderator as string, { cityOfBirth: 'Nancy' }))
        .status,
    ).toBe(200);
  });

  it('an invitation goes only to a user without a password (the others use “mot de passe oublié”)', async () => {
    const person = await personWithPassword('deja');
    const refused = await api('POST', `/v1/users/${person.id}/invitations`, tokens.admin as string);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PASSWORD_ALREADY_SET');
    expect(refused.body.detail).toContain('Mot de passe oublié');
    expect(await outboxTo(person.email)).toEqual([]);
    const fresh = await api('POST', '/v1/users', tokens.moderator as string, {
      email: unique('nouveau'),
      firstName: 'Nouveau',
      lastName: 'Venu',
    });
    expect(
      (await api('POST', `/v1/users/${fresh.body.data.id}/invitations`, tokens.moderator as string)).status,
    ).toBe(200);
  });
});

describe('[IDENTITY] tokens', () => {
  it('the ID token the web app holds does not open the API', async () => {
    const { token, idToken } = await signedInBrowser(server.baseUrl, 'manager@vetbo.test', 'vetbo-demo');
    expect((await api('GET', '/v1/me', token)).status).toBe(200);
    expect((await api('GET', '/v1/me', idToken)).status).toBe(401);
  });
});

describe('[IDENTITY] an e-mail change ends everything the old address opened', () => {
  it('the ADMIN changes an e-mail: links, sessions and tokens end at once, the old address is told, the history keeps it', async () => {
    const person = await personWithPassword('ancien', 'MODERATOR');
    const { browser, token } = await signedInBrowser(server.baseUrl, person.email, PASSWORD);
    expect((await api('GET', '/v1/me', token)).status).toBe(200);
    // A reset link waiting in the old mailbox.
    const forgot = await browser.postForm('/oidc/password/forgot', { email: person.email });
    expect(forgot.status).toBe(200);
    const resetMail = (await outboxTo(person.email)).find((m) => m.kind === 'PASSWORD_RESET');
    const link = /https?:\/\/\S+\/oidc\/password\/new\/[A-Za-z0-9_-]+/.exec(resetMail?.textBody ?? '')?.[0];
    expect(link).toBeDefined();
    expect((await fetch(link as string)).status).toBe(200);

    const newEmail = unique('nouvelle-adresse');
    const changed = await api('PATCH', `/v1/users/${person.id}`, tokens.admin as string, { email: newEmail });
    expect(changed.status).toBe(200);

    // Within the authenticator's cache delay: the token is refused at once.
    expect((await api('GET', '/v1/me', token)).status).toBe(401);
    expect((await fetch(link as string)).status).toBe(400);
    const rows = await server.database.db
      .select({ model: oidcModels.model })
      .from(oidcModels)
      .where(sql`${oidcModels.payload}->>'accountId' = ${String(person.id)}`);
    expect(rows).toEqual([]);
    // The browser's provider session is gone: the next authorization asks for the password.
    const again = await browser.get(
      authorizeUrl(server.baseUrl, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    );
    expect(new URL(location(again), server.baseUrl).pathname).toMatch(/^\/oidc\/interaction\//);

    const told = (await outboxTo(person.email)).find((m) => m.kind === 'EMAIL_CHANGED');
    expect(told).toMatchObject({ recipient: person.email, subject: 'Votre adresse e-mail Vetbo a changé' });
    expect(told?.textBody).toContain('Si vous n’êtes pas à l’origine de ce changement');
    expect(told?.textBody).not.toContain(newEmail);

    const history = await api(
      'GET',
      `/v1/change_history?resource[]=users&resourceId[]=${person.id}&kind[]=UPDATE`,
      tokens.admin as string,
    );
    expect(history.body.data[0].changes).toEqual(
      expect.arrayContaining([{ field: 'email', before: person.email, after: newEmail }]),
    );
    // The new address signs in with the same password, and that token works.
    const fresh = await signInForAccessToken(server.baseUrl, newEmail, PASSWORD);
    expect((await api('GET', '/v1/me', fresh)).status).toBe(200);
  });

  it('a MANAGER changes a leader’s e-mail: the leader’s token ends too', async () => {
    const person = await personWithPassword('futur-dirigeant');
    const establishments = await api('GET', '/v1/veterinary_establishments?limit=1', tokens.admin as string);
    const job = await api('POST', '/v1/veterinary_establishment_users', tokens.admin as string, {
      userId: person.id,
      veterinaryEstablishmentId: establishments.body.data[0].id,
      jobTitle: 'VETERINARIAN_LEADER',
      entryDate: '2024-01-01',
    });
    expect(job.status).toBe(201);
    const token = await signInForAccessToken(server.baseUrl, person.email, PASSWORD);
    expect((await api('GET', '/v1/me', token)).status).toBe(200);
    expect(
      (await api('PATCH', `/v1/users/${person.id}`, tokens.moderator as string, { email: unique('x') }))
        .status,
    ).toBe(403);
    const changed = await api('PATCH', `/v1/users/${person.id}`, tokens.manager as string, {
      email: unique('dirigeant'),
    });
    expect(changed.status).toBe(200);
    expect((await api('GET', '/v1/me', token)).status).toBe(401);
  });
});
