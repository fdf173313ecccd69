import type { Db } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import type { AuthenticatedUser } from '../plugins/auth.ts';
import { cacheVerifiedTokens, type TokenCacheOptions } from './token-cache.ts';

export interface UserAuthenticatorOptions {
  db: Db;
  verifyToken: (token: string) => Promise<JWTPayload>;
  /** The built-in provider puts the user id in `sub`; an external one is matched by e-mail. */
  matchBy: 'sub' | 'email';
  /** Verified tokens are reused for a while (token-cache.ts); `false` verifies every time. */
  tokenCache?: TokenCacheOptions | false;
  /** How long a user and role read from the database serve later requests (0: read every time). */
  userCacheMs?: number;
  now?: () => number;
}

/**
 * NOTE: a user and their role are read again at most every USER_CACHE_MS: a role taken away stops
 * working within that delay, and a burst of requests from one screen costs one query instead of one each
 * (the query was a third of the database work of a detail request; docs/performance.md).
 */
export const USER_CACHE_MS = 2_000;

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  staffRole: users.staffRole,
};

/** Token → user, with the role read from the database (never trusted from the token), at most USER_CACHE_MS old. */
export function createUserAuthenticator({
  db,
  verifyToken,
  matchBy,
  tokenCache,
  userCacheMs = USER_CACHE_MS,
  now = Date.now,
}: UserAuthenticatorOptions) {
  const verify = tokenCache === false ? verifyToken : cacheVerifiedTokens(verifyToken, tokenCache);
  const known = new ExpiringCache<string, AuthenticatedUser | null>(10_000, now);

  async function lookUp(
    key: string,
    read: () => Promise<AuthenticatedUser[]>,
  ): Promise<AuthenticatedUser | null> {
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const [user] = await read();
    known.set(key, user ?? null, now() + userCacheMs);
    return user ?? null;
  }

  const authenticate = async (token: string): Promise<AuthenticatedUser | null> => {
    const payload = await verify(token);
    if (matchBy === 'sub') {
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0) return null;
      // An anonymised user's tokens stop working at once.
      return lookUp(`id:${id}`, () =>
        db
          .select(columns)
          .from(users)
          .where(and(eq(users.id, id), isNull(users.anonymisedDate))),
      );
    }
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    // An address the provider has not verified may be anyone's: whoever types admin@… at sign-up
    // would otherwise become that user here.
    if (!email || payload.email_verified !== true) return null;
    return lookUp(`email:${email}`, () =>
      db
        .select(columns)
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.anonymisedDate))),
    );
  };
  /** Drops a user whose role or e-mail changed: their next call reads them again (this process's cache). */
  const forget = (user: { id: number; email: string }) => {
    known.delete(`id:${user.id}`);
    known.delete(`email:${user.email.toLowerCase()}`);
  };
  return Object.assign(authenticate, { forget });
}

export type UserAuthenticator = ReturnType<typeof createUserAuthenticator>;
