import type { Db } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import { eq, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { AuthenticatedUser } from '../plugins/auth.ts';
import { cacheVerifiedTokens, type TokenCacheOptions } from './token-cache.ts';

export interface UserAuthenticatorOptions {
  db: Db;
  verifyToken: (token: string) => Promise<JWTPayload>;
  /** The built-in provider puts the user id in `sub`; an external one is matched by e-mail. */
  matchBy: 'sub' | 'email';
  /** Verified tokens are reused for a while (token-cache.ts); `false` verifies every time. */
  tokenCache?: TokenCacheOptions | false;
}

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  staffRole: users.staffRole,
};

/** Token → user, with the roles read from the database on every request (never trusted from the token). */
export function createUserAuthenticator({ db, verifyToken, matchBy, tokenCache }: UserAuthenticatorOptions) {
  const verify = tokenCache === false ? verifyToken : cacheVerifiedTokens(verifyToken, tokenCache);
  return async (token: string): Promise<AuthenticatedUser | null> => {
    const payload = await verify(token);
    if (matchBy === 'sub') {
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0) return null;
      const [user] = await db.select(columns).from(users).where(eq(users.id, id));
      return user ?? null;
    }
    const email = typeof payload.email === 'string' ? payload.email : null;
    // An address the provider has not verified may be anyone's: whoever types admin@… at sign-up
    // would otherwise become that user here.
    if (!email || payload.email_verified !== true) return null;
    const [user] = await db.select(columns).from(users).where(sql`lower(${users.email}) = lower(${email})`);
    return user ?? null;
  };
}
