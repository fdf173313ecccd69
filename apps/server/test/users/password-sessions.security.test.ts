import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from '@vetbo/db/password';
import { users } from '@vetbo/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  authorizeUrl,
  type Browser,
  location,
  pkcePair,
  signInForAccessToken,
} from '../support/oidc-client.ts';
import { signedInBrowser } from '../support/signed-in-browser.ts';
import { startTestServer } from '../support/test-server.ts';

// Issue 20: a password set or reset ends every session; "mot de passe oublié" is limited per address and
// leaves a pending invitation usable. A server of its own (its rate limits and sessions are touched).
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: string;
const PASSWORD = 'mot-de-passe-du-test';
const NEW_PASSWORD = 'une toute nouvelle phrase';

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@sessions-test.fr`;
const linksTo = async (recipient: string, kind: string) =>
  (
    (await api('POST', '/v1/outbox_messages/search?limit=50', admin, { term: recipient })).body.data as {
      kind: string;
      textBody: string;
      id: number;
    }[]
  )
    .filter((message) => message.kind === kind)
    .sort((a, b) => a.id - b.id)
    .map(
      (message) =>
        /https?:\/\/\S+\/oidc\/password\/new\/[A-Za-z0-9_-]+/.exec(message.textBody)?.[0] as string,
    );
const postForm = async (url: string, fields: Record<string, string>, ip = '10.9.9.9') => {
  const response = await fetch(new URL(url, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
};
const needsPassword = async (browser: Browser) => {
  const answer = await browser.get(
    authorizeUrl(server.baseUrl, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
  );
  return new URL(location(answer), server.baseUrl).pathname.startsWith('/oidc/interaction/');
};

async function personWithPassword(name: string) {
  const email = unique(name);
  const created = await api('POST', '/v1/users', admin, { email, firstName: name, lastName: 'Essai' });
  const { id } = created.body.data as { id: number };
  await server.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, id));
  return { id, email };
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await signInForAccessToken(server.baseUrl, 'admin@vetbo.test', 'vetbo-demo');
}, 120_000);
afterAll(() => server?.close());

describe('[PASSWORD] a new password ends every session of the user', () => {
  it('a reset through “mot de passe oublié” signs out every browser and refuses every earlier token', async () => {
    const person = await personWithPassword('oublieux');
    const office = await signedInBrowser(server.baseUrl, person.email, PASSWORD);
    const home = await signedInBrowser(server.baseUrl, person.email, PASSWORD);
    expect((await api('GET', '/v1/me', office.token)).status).toBe(200);
    expect(await needsPassword(office.browser)).toBe(false);

    expect((await postForm('/oidc/password/forgot', { email: person.email })).status).toBe(200);
    const [link] = await linksTo(person.email, 'PASSWORD_RESET');
    const saved = await postForm(link as string, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(saved.status).toBe(200);

    // At once, in this process (the authenticator's cache is dropped), for both tokens and both browsers.
    expect((await api('GET', '/v1/me', office.token)).status).toBe(401);
    expect((await api('GET', '/v1/me', home.token)).status).toBe(401);
    expect(await needsPassword(office.browser)).toBe(true);
    expect(await needsPassword(home.browser)).toBe(true);

    // Signing in again right away with the new password gives a token that works.
    const fresh = await signInForAccessToken(server.baseUrl, person.email, NEW_PASSWORD);
    expect((await api('GET', '/v1/me', fresh)).status).toBe(200);
  });

  it('accepting an invitation also ends whatever session the account had', async () => {
    const person = await personWithPassword('invite');
    const { token } = await signedInBrowser(server.baseUrl, person.email, PASSWORD);
    // The password goes (an account that must be set up again), then the ADMIN invites.
    await server.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, person.id));
    expect((await api('POST', `/v1/users/${person.id}/invitations`, admin)).status).toBe(200);
    const [link] = await linksTo(person.email, 'INVITATION');
    expect(
      (await postForm(link as string, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await api('GET', '/v1/me', token)).status).toBe(401);
  });
});

describe('[PASSWORD] “mot de passe oublié”', () => {
  it('leaves a pending invitation usable', async () => {
    const email = unique('invitee');
    const created = await api('POST', '/v1/users', admin, {
      email,
      firstName: 'Inès',
      lastName: 'Attendue',
      sendInvitation: true,
    });
    expect(created.status).toBe(201);
    // Someone (anyone) asks for a reset link for that address.
    expect((await postForm('/oidc/password/forgot', { email })).status).toBe(200);
    const [invitation] = await linksTo(email, 'INVITATION');
    const [reset] = await linksTo(email, 'PASSWORD_RESET');
    expect(reset).toBeDefined();
    expect((await fetch(invitation as string)).status).toBe(200);
    const saved = await postForm(invitation as string, {
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(saved.status).toBe(200);
    const detail = await api('GET', `/v1/users/${created.body.data.id}`, admin);
    expect(detail.body.data.account).toMatchObject({ invitationState: 'ACCEPTED', passwordSet: true });
    // Once a password is set, every other link of the user is spent.
    expect((await fetch(reset as string)).status).toBe(400);
  });

  it('is limited per address, whatever the client’s IP address', async () => {
    const person = await personWithPassword('inonde');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        (await postForm('/oidc/password/forgot', { email: person.email }, `10.8.0.${attempt + 1}`)).status,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const blocked = await postForm(
      '/oidc/password/forgot',
      { email: person.email.toUpperCase() },
      '10.8.1.1',
    );
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain('Trop de tentatives');
    expect(await linksTo(person.email, 'PASSWORD_RESET')).toHaveLength(3);
    // Another address from the same IP is not affected.
    expect((await postForm('/oidc/password/forgot', { email: unique('autre') }, '10.8.0.1')).status).toBe(
      200,
    );
  });
});

describe('[PASSWORD] hashing cost', () => {
  it('a hash of the former scrypt cost (N = 2^14) is replaced by one of today’s at the next sign-in', async () => {
    const person = await personWithPassword('ancien-hachage');
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync(PASSWORD, salt, 32).toString('base64')}`;
    await server.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, person.id));
    const before = await api('GET', `/v1/users/${person.id}`, admin);

    const token = await signInForAccessToken(server.baseUrl, person.email, PASSWORD);
    expect((await api('GET', '/v1/me', token)).status).toBe(200);
    const [row] = await server.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(await verifyPassword(PASSWORD, row?.passwordHash)).toBe(true);
    // Not a change of the record (its updatedDate stays), and the same password still signs in.
    const after = await api('GET', `/v1/users/${person.id}`, admin);
    expect(after.body.data.updatedDate).toBe(before.body.data.updatedDate);
    await signInForAccessToken(server.baseUrl, person.email, PASSWORD);
  });
});
