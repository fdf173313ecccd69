import { describe, expect, it } from 'vitest';
import {
  api,
  roleOf,
  setRole,
  signedInUser,
  tokens,
  useRolesWorld,
} from '../support/factories/roles-world.ts';

useRolesWorld();

describe('[ROLES] granting and removing staff roles', () => {
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
});
