import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../support/api.ts';
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
});
