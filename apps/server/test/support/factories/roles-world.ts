// The set-up and helpers the users/roles.*.test.ts files share.

import { hashPassword } from '@vetbo/db/password';
import { users } from '@vetbo/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { call } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { startTestServer } from '../test-server.ts';

// Staff roles change who may do what: these tests run on a server of their own, so that granting and
// removing roles (ADMIN included) never disturbs the other test files on the shared server.
export let server: Awaited<ReturnType<typeof startTestServer>>;

export const tokens: Record<string, string> = {};

const PASSWORD = 'mot-de-passe-du-test';

export const api = (
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers?: Record<string, string>,
) => call(method, path, { baseUrl: server.baseUrl, token, body, headers });

/** A user created through the API, given a password directly in the database, and signed in. */
export async function signedInUser(name: string): Promise<{ id: number; email: string; token: string }> {
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

export const setRole = (
  id: number,
  staffRole: string | null,
  token: string,
  headers?: Record<string, string>,
) => api('PUT', `/v1/users/${id}/role`, token, { staffRole }, headers);

export const roleOf = async (id: number) =>
  (await api('GET', `/v1/users/${id}`, tokens.admin as string)).body.data.staffRole;

/** Registers the set-up the roles tests share. */
export function useRolesWorld() {
  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ['admin', 'manager', 'moderator', 'accountant']) {
      tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    }
  }, 120_000);

  afterAll(() => server?.close());
}
