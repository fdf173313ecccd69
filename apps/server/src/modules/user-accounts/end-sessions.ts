import { oidcModels, passwordLinks, users } from '@vetbo/db/schema/index';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';

/**
 * The first instant an access token may have been issued at to stay valid: the next whole second. A JWT's
 * `iat` counts whole seconds, so a token issued earlier in the current second has the same `iat` as one
 * issued after the change; both are refused, and the sign-in waits for this instant before it completes
 * (oidc/interactions.ts), so the next token is accepted.
 */
export function tokensValidAfterFor(now: number): Date {
  return new Date(Math.floor(now / 1000) * 1000 + 1000);
}

/**
 * Inside the caller's transaction: ends every way the user is signed in. Access tokens issued until now
 * are refused (`users.tokensValidAfter`, auth/user-authenticator.ts); the built-in provider's sessions,
 * grants, authorization codes, refresh tokens and sign-ins under way for the account are deleted
 * (`oidc_models`), so no browser gets a new token without the password. Once committed, the caller
 * drops the user from the authenticator's cache (`forgetUser`) so that this process refuses at once.
 */
export async function endUserSessions(tx: Tx, userId: number, now = Date.now()): Promise<Date> {
  const tokensValidAfter = tokensValidAfterFor(now);
  await tx.update(users).set({ tokensValidAfter }).where(eq(users.id, userId));
  const account = String(userId);
  await tx
    .delete(oidcModels)
    .where(
      or(
        sql`${oidcModels.payload}->>'accountId' = ${account}`,
        sql`${oidcModels.payload}#>>'{session,accountId}' = ${account}`,
        sql`${oidcModels.payload}#>>'{result,login,accountId}' = ${account}`,
      ),
    );
  return tokensValidAfter;
}

/** Every one-time password link of the user still unused stops working (an e-mail change). */
export async function retirePasswordLinks(tx: Tx, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(passwordLinks)
    .set({ usedDate: now })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedDate)));
}
