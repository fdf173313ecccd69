import { hashPassword } from '@vetbo/db/password';
import { users } from '@vetbo/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, call } from '../support/api.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startTestServer } from '../support/test-server.ts';

// Staff roles change who may do what: these tests run on a server of their own, so that granting and
// removing roles (ADMIN included) never disturbs the other test files on the shared server.
let server: Awaited<ReturnType<typeof startTestServer>>;
const tokens: Record<string, string> = {};
const PASSWORD = 'mot-de-passe-du-test';

const api = (
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers?: Record<string, string>,
) => call(method, path, { baseUrl: server.baseUrl, token, body, headers });

/** A user created through the API, given a password directly in the database, and signed in. */
async function signedInUser(name: string): Promise<{ id: number; email: string; token: string }> {
  const email = `${name}.${Date.now().toString(36)}@roles-test.fr`;
  const created = await api('POST', '/v1/users', tokens.admin as string, {
    email,
    firstName: name,
    lastName: 'Essai',
  });
  expect(created.status).toBe(201);
  const { id } = created.body.data;
  await server.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, id));
  return { id, email, token: await signInForAccessToken(server.baseUrl, email, PASSWORD) };
}

const setRole = (id: number, staffRole: string | null, token: string, headers?: Record<string, string>) =>
  api('PUT', `/v1/users/${id}/role`, token, { staffRole }, headers);
const roleOf = async (id: number) =>
  (await api('GET', `/v1/users/${id}`, tokens.admin as string)).body.data.staffRole;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'manager', 'moderator', 'accountant']) {
    tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
  }
}, 120_000);
afterAll(() => server?.close());

describe('[ROLES] granting and removing staff roles', () => {
  it('an ADMIN grants a role; it applies from the user’s very next call, and the change is in the history', async () => {
    const person = await signedInUser('noemie');
    // Signed in without a staff role: nothing of the back office.
    expect((await api('GET', '/v1/users', person.token)).status).toBe(403);
    const granted = await setRole(person.id, 'MODERATOR', tokens.admin as string);
    expect(granted.status).toBe(200);
    expect(granted.body.data.staffRole).toBe('MODERATOR');
    // Within the authenticator's 2 s cache: only dropping the user's entry makes this pass.
    expect((await api('GET', '/v1/users', person.token)).status).toBe(200);
    const other = (
      await api('POST', '/v1/users', person.token, {
        email: `x${person.email}`,
        firstName: 'A',
        lastName: 'B',
      })
    ).status;
    expect(other).toBe(201);
    // Down to ACCOUNTANT: the next write is refused at once.
    expect((await setRole(person.id, 'ACCOUNTANT', tokens.admin as string)).status).toBe(200);
    const refused = await api('PATCH', `/v1/users/${person.id}`, person.token, { cityOfBirth: 'Rennes' });
    expect(refused.status).toBe(403);
    expect((await setRole(person.id, null, tokens.admin as string)).body.data.staffRole).toBeNull();
    expect((await api('GET', '/v1/users', person.token)).status).toBe(403);
    const history = await api(
      'GET',
      `/v1/change_history?resource[]=users&resourceId[]=${person.id}&kind[]=UPDATE`,
      tokens.admin as string,
    );
    expect(
      history.body.data.map((entry: { changes: { field: string; after: unknown }[] }) => entry.changes),
    ).toEqual([
      [{ field: 'staffRole', before: 'ACCOUNTANT', after: null }],
      [{ field: 'staffRole', before: 'MODERATOR', after: 'ACCOUNTANT' }],
      [{ field: 'staffRole', before: null, after: 'MODERATOR' }],
    ]);
  });

  it('only an ADMIN grants roles: a MANAGER, a MODERATOR or an ACCOUNTANT gets 403 and nothing changes', async () => {
    const person = await signedInUser('basile');
    for (const role of ['manager', 'moderator', 'accountant']) {
      const refused = await setRole(person.id, 'ADMIN', tokens[role] as string);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(await roleOf(person.id)).toBeNull();
    expect((await api('PUT', `/v1/users/${person.id}/role`, null, { staffRole: 'ADMIN' })).status).toBe(401);
  });

  it('nobody raises their own rights through a user PATCH or a creation', async () => {
    const person = await signedInUser('ines');
    await setRole(person.id, 'MODERATOR', tokens.admin as string);
    const selfPromotion: ApiAnswer = await api('PATCH', `/v1/users/${person.id}`, person.token, {
      staffRole: 'ADMIN',
    });
    expect(selfPromotion.status).toBe(400);
    expect(selfPromotion.body.errors).toEqual([{ path: 'staffRole', message: 'Champ inconnu' }]);
    const throughRole = await setRole(person.id, 'ADMIN', person.token);
    expect(throughRole.status).toBe(403);
    const manager = await api('PATCH', `/v1/users/${person.id}`, tokens.manager as string, {
      staffRole: 'MANAGER',
    });
    expect(manager.status).toBe(400);
    const createdAdmin = await api('POST', '/v1/users', person.token, {
      email: `admin.${person.email}`,
      firstName: 'Faux',
      lastName: 'Admin',
      staffRole: 'ADMIN',
    });
    expect(createdAdmin.status).toBe(400);
    expect(await roleOf(person.id)).toBe('MODERATOR');
    expect(
      (
        await api(
          'GET',
          `/v1/users?email[]=${encodeURIComponent(`admin.${person.email}`)}`,
          tokens.admin as string,
        )
      ).body.meta.total,
    ).toBe(0);
  });

  it('refuses an unknown role and a stale If-Match', async () => {
    const person = await signedInUser('lucas');
    const unknown = await setRole(person.id, 'SUPERADMIN', tokens.admin as string);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'staffRole', message: 'Valeur non autorisée' }]);
    const etag = (await api('GET', `/v1/users/${person.id}`, tokens.admin as string)).headers.get(
      'etag',
    ) as string;
    await api('PATCH', `/v1/users/${person.id}`, tokens.admin as string, { cityOfBirth: 'Metz' });
    const stale = await setRole(person.id, 'MODERATOR', tokens.admin as string, { 'if-match': etag });
    expect(stale.status).toBe(412);
    expect(await roleOf(person.id)).toBeNull();
  });

  it('nobody changes their own role, not even the last ADMIN; two ADMINs demoting each other leave one', async () => {
    const admins = await api('GET', '/v1/users?role[]=ADMIN', tokens.admin as string);
    expect(admins.body.meta.total).toBe(1);
    const [admin] = admins.body.data;
    const own = await setRole(admin.id, 'MANAGER', tokens.admin as string);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      code: 'OWN_IDENTITY',
      title: 'Votre propre compte',
      detail:
        'Vous ne pouvez changer ni votre propre rôle ni votre propre adresse e-mail, ni vous envoyer un lien de mot de passe : demandez-le à un administrateur.',
    });
    expect(await roleOf(admin.id)).toBe('ADMIN');
    const successor = await signedInUser('victor');
    expect((await setRole(successor.id, 'ADMIN', tokens.admin as string)).status).toBe(200);
    // Both at once: the role change locks every ADMIN row, so the second one finds a single ADMIN left
    // (409 LAST_ADMIN), unless its caller had already lost the role when it arrived (403).
    const answers = await Promise.all([
      setRole(admin.id, 'MANAGER', successor.token),
      setRole(successor.id, 'MANAGER', tokens.admin as string),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused) {
      expect(refused.body).toMatchObject({
        code: 'LAST_ADMIN',
        title: 'Dernier administrateur',
        detail:
          'Cet utilisateur est le dernier administrateur : nommez-en un autre avant de lui retirer ce rôle.',
        errors: [{ path: 'staffRole', message: 'Le dernier administrateur ne peut pas perdre son rôle' }],
      });
    }
    const remaining = await api('GET', '/v1/users?role[]=ADMIN', successor.token);
    expect(remaining.body.meta.total).toBe(1);
  });

  it('the search reads its two indexes and checks each match once (EXPLAIN)', async () => {
    const client = await server.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      // The users search's condition (users.repository.ts): the stored name anywhere, the e-mail's start
      // as its index range (`startsWith`).
      const plan = await client.query(
        "explain select id from users where (search_name like '%camille%' or (lower(email) ~>=~ 'camille.d' and lower(email) ~<~ 'camille.e'))",
      );
      const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('users_email_prefix_idx');
      expect(text).toContain('users_search_name_trgm_idx');
      // With `like 'camille.d%'`, the whole condition was a filter run again after the recheck.
      expect(text).not.toContain('Filter:');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
