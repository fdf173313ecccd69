import type { Db } from '@vetbo/db/database';
import { hashPassword } from '@vetbo/db/password';
import { users } from '@vetbo/db/schema/index';
import { PASSWORD_RESET_LINK_HOURS, passwordProblem } from '@vetbo/domain/user-account';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { recordChange } from '../change-history/public.ts';
import type { Mailer } from '../mail/public.ts';
import { writeToOutbox } from '../mail/public.ts';
import { toUser, type UserRow } from '../users/public.ts';
import { passwordResetMail } from './account-mails.ts';
import { endUserSessions, retirePasswordLinks } from './end-sessions.ts';
import { findUsableLink, issuePasswordLink } from './password-links.ts';

/**
 * "Mot de passe oublié": a one-time link (an hour) to a known, not anonymised address; nothing at all
 * otherwise. The caller answers the same in both cases.
 */
export async function requestPasswordReset(
  db: Db,
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string },
  email: string,
): Promise<void> {
  const messageId = await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.anonymisedDate)))
      .limit(1)
      .for('update');
    if (!user) return null;
    const link = await issuePasswordLink(tx, {
      userId: user.id,
      purpose: 'PASSWORD_RESET',
      hours: PASSWORD_RESET_LINK_HOURS,
      publicUrl,
    });
    return writeToOutbox(
      tx,
      passwordResetMail({ userId: user.id, email: user.email, firstName: user.firstName, ...link }),
    );
  });
  if (messageId !== null) await mailer.deliver([messageId]);
}

/** The user a still-usable link is for (to greet them on the page), or null. */
export async function userOfLink(db: Db, token: string): Promise<UserRow | null> {
  const link = await findUsableLink(db, token);
  if (!link) return null;
  const user = await findRowById(db, users, link.userId);
  return user && !user.anonymisedDate ? user : null;
}

export type SetPasswordResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalidLink' }
  | { ok: false; reason: 'rule'; message: string };

/**
 * Sets the password with a one-time link: the link (and every other unused link of the user) stops
 * working, a pending invitation becomes accepted, and every session and token of the user ends
 * (end-sessions.ts; the caller then drops the returned user from the authenticator's cache). Recorded in
 * the user's history.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
  confirmation: string,
): Promise<SetPasswordResult> {
  return db.transaction(async (tx): Promise<SetPasswordResult> => {
    const link = await findUsableLink(tx, token, { forUpdate: true });
    const row = link ? await findRowById(tx, users, link.userId, { forUpdate: true }) : null;
    if (!link || !row || row.anonymisedDate) return { ok: false, reason: 'invalidLink' };
    const problem = passwordProblem(password, confirmation, row.email);
    if (problem) return { ok: false, reason: 'rule', message: problem };
    const now = new Date();
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        invitationAcceptedDate:
          row.invitationSentDate && !row.invitationAcceptedDate ? now : row.invitationAcceptedDate,
        updatedDate: now,
      })
      .where(eq(users.id, row.id))
      .returning();
    await retirePasswordLinks(tx, row.id, now);
    await endUserSessions(tx, row.id, now.getTime());
    await recordChange(tx, {
      userId: row.id,
      resource: 'users',
      resourceId: row.id,
      kind: 'UPDATE',
      before: toUser(row),
      after: toUser(updated as UserRow),
    });
    return { ok: true, user: updated as UserRow };
  });
}
