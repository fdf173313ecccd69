import type { Database } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import { openFreshDatabase } from '@vetbo/db/testing/database-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAuthenticator, USER_CACHE_MS } from './user-authenticator.ts';

let database: Database;
let userId: number;
beforeAll(async () => {
  database = await openFreshDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'Camille@Vetbo.test', firstName: 'Camille', lastName: 'Durand', staffRole: 'ADMIN' })
    .returning({ id: users.id });
  userId = user?.id as number;
});
afterAll(() => database?.close());

describe('the signed-in user behind a token', () => {
  it('reads the role from the database, and a changed role applies within USER_CACHE_MS', async () => {
    let time = 1_000_000;
    const authenticate = createUserAuthenticator({
      db: database.db,
      verifyToken: async () => ({ sub: String(userId) }),
      matchBy: 'sub',
      now: () => time,
    });
    expect((await authenticate('t'))?.staffRole).toBe('ADMIN');
    await database.db.update(users).set({ staffRole: 'ACCOUNTANT' }).where(eq(users.id, userId));
    time += USER_CACHE_MS - 1;
    expect((await authenticate('t'))?.staffRole).toBe('ADMIN');
    time += 2;
    expect((await authenticate('t'))?.staffRole).toBe('ACCOUNTANT');
  });

  it('binds an external provider’s `sub` at the first sign-in, by verified e-mail whatever its case', async () => {
    const authenticate = (claims: Record<string, unknown>) =>
      createUserAuthenticator({ db: database.db, verifyToken: async () => claims, matchBy: 'email' })('t');
    // Unverified, or no sub: nothing is bound.
    expect(
      await authenticate({ sub: 'idp-1', email: 'camille@vetbo.test', email_verified: false }),
    ).toBeNull();
    expect(await authenticate({ email: 'camille@vetbo.test', email_verified: true })).toBeNull();
    expect(await authenticate({ sub: 'idp-9', email: 'nobody@vetbo.test', email_verified: true })).toBeNull();
    expect(
      (await authenticate({ sub: 'idp-1', email: 'camille@VETBO.test', email_verified: true }))?.id,
    ).toBe(userId);
    const [row] = await database.db
      .select({ externalSubject: users.externalSubject })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.externalSubject).toBe('idp-1');
    // From now on the sub decides: another sub with the same verified address is someone else.
    expect(
      await authenticate({ sub: 'idp-2', email: 'camille@vetbo.test', email_verified: true }),
    ).toBeNull();
    expect((await authenticate({ sub: 'idp-1', email: 'other@idp.test', email_verified: false }))?.id).toBe(
      userId,
    );
  });
});
