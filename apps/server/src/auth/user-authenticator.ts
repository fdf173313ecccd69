import type { Db } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import type { AuthenticatedUser } from '../plugins/auth.ts';
import { cacheVerifiedTokens, type TokenCacheOptions } from './token-cache.ts';

export interface UserAuthenticatorOptions {
  db: Db;
  verifyToken: (token: string) => Promise<JWTPayload>;
  /**
   * The built-in provider puts the user id in `sub`; an external one's `sub` is bound to a user at their
   * first sign-in, found by verified e-mail (`externalSubject`).
   */
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
  tokensValidAfter: users.tokensValidAfter,
};

type KnownUser = AuthenticatedUser & { tokensValidAfter: Date | null };

/** What `forget` needs to find a user's cached entries. */
export interface ForgettableUser {
  id: number;
  externalSubject?: string | null;
}

/**
 * Whether the token was issued at or after the user's `tokensValidAfter` (a password set or reset, an
 * e-mail change). `iat` counts whole seconds: `tokensValidAfter` is always a whole second
 * (user-accounts/end-sessions.ts), so a token of the same second as the change is refused, and so is one
 * without `iat`.
 */
function issuedAfterTheEnd(payload: JWTPayload, user: KnownUser): boolean {
  if (!user.tokensValidAfter) return true;
  return typeof payload.iat === 'number' && payload.iat * 1000 >= user.tokensValidAfter.getTime();
}

/**
 * Token → user, with the role read from the database (never trusted from the token), at most USER_CACHE_MS
 * old. Returns null (or throws TokenVerificationError) when the token is not acceptable; any other error
 * means the database or the identity provider could not be reached.
 */
export function createUserAuthenticator({
  db,
  verifyToken,
  matchBy,
  tokenCache,
  userCacheMs = USER_CACHE_MS,
  now = Date.now,
}: UserAuthenticatorOptions) {
  const verify = tokenCache === false ? verifyToken : cacheVerifiedTokens(verifyToken, tokenCache);
  const known = new ExpiringCache<string, KnownUser | null>(10_000, now);

  async function lookUp(key: string, read: () => Promise<KnownUser[]>): Promise<KnownUser | null> {
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const [user] = await read();
    known.set(key, user ?? null, now() + userCacheMs);
    return user ?? null;
  }

  // An anonymised user's tokens stop working at once.
  const byId = (id: number) =>
    db
      .select(columns)
      .from(users)
      .where(and(eq(users.id, id), isNull(users.anonymisedDate)));

  const bySubject = (subject: string) =>
    db
      .select(columns)
      .from(users)
      .where(and(eq(users.externalSubject, subject), isNull(users.anonymisedDate)));

  /**
   * The first sign-in of an external account: the user with this verified address and no subject yet
   * gets this one. A user already bound to another subject is never re-bound, whatever its e-mail
   * becomes: a provider account that later claims that address is someone else.
   */
  async function bindSubject(subject: string, payload: JWTPayload): Promise<KnownUser[]> {
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    // An address the provider has not verified may be anyone's: whoever types admin@… at sign-up
    // would otherwise become that user here.
    if (!email || payload.email_verified !== true) return [];
    try {
      const bound = await db
        .update(users)
        .set({ externalSubject: subject, updatedDate: sql`${users.updatedDate}` })
        .where(
          and(
            sql`lower(${users.email}) = ${email}`,
            isNull(users.externalSubject),
            isNull(users.anonymisedDate),
          ),
        )
        .returning(columns);
      // Nothing bound: no such user, already bound, or bound by a concurrent first request of this subject.
      return bound.length > 0 ? bound : bySubject(subject);
    } catch (error) {
      // This subject is already another user's: the provider moved it to another address.
      if (isUniqueViolation(error, 'users_external_subject_key')) return [];
      throw error;
    }
  }

  async function userOf(payload: JWTPayload): Promise<KnownUser | null> {
    if (matchBy === 'sub') {
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
      return lookUp(`id:${id}`, () => byId(id));
    }
    const subject = typeof payload.sub === 'string' ? payload.sub : '';
    if (subject.length === 0 || subject.length > 255) return null;
    return lookUp(`sub:${subject}`, async () => {
      const [bound] = await bySubject(subject);
      return bound ? [bound] : bindSubject(subject, payload);
    });
  }

  const authenticate = async (token: string): Promise<AuthenticatedUser | null> => {
    const payload = await verify(token);
    const user = await userOf(payload);
    if (!user || !issuedAfterTheEnd(payload, user)) return null;
    const { tokensValidAfter: _, ...authenticated } = user;
    return authenticated;
  };
  /** Drops a user whose role, e-mail or tokens changed: their next call reads them again (this process). */
  const forget = (user: ForgettableUser) => {
    known.delete(`id:${user.id}`);
    if (user.externalSubject) known.delete(`sub:${user.externalSubject}`);
  };
  return Object.assign(authenticate, { forget });
}

export type UserAuthenticator = ReturnType<typeof createUserAuthenticator>;
