import type { Database } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import { openFreshDatabase } from '@vetbo/db/testing/database-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAuthenticator } from './user-authenticator.ts';

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
  it('refuses a token issued before the user’s tokensValidAfter, at once after forget()', async () => {
    const authenticate = createUserAuthenticator({
      db: database.db,
      verifyToken: async (token) => ({ sub: String(userId), iat: Number(token) }),
      matchBy: 'sub',
    });
    const second = 1_900_000_000;
    expect(await authenticate(String(second - 10))).not.toBeNull();
    await database.db
      .update(users)
      .set({ tokensValidAfter: new Date(second * 1000) })
      .where(eq(users.id, userId));
    // Cached for USER_CACHE_MS until forgotten.
    expect(await authenticate(String(second - 10))).not.toBeNull();
    authenticate.forget({ id: userId });
    expect(await authenticate(String(second - 10))).toBeNull();
    expect(await authenticate(String(second - 1))).toBeNull();
    expect((await authenticate(String(second)))?.id).toBe(userId);
  });
});
