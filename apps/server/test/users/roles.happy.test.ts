import { describe, expect, it } from 'vitest';
import {
  api,
  server,
  setRole,
  signedInUser,
  tokens,
  useRolesWorld,
} from '../support/factories/roles-world.ts';

useRolesWorld();

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
