import type { Db } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import { INVITATION_LINK_HOURS } from '@vetbo/domain/user-account';
import type { User } from '@vetbo/domain/users';
import { eq } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/public.ts';
import type { Mailer } from '../mail/public.ts';
import { writeToOutbox } from '../mail/public.ts';
import {
  type Actor,
  assertMayHandOverAccount,
  toUser,
  USER_PROBLEMS,
  type UserRow,
} from '../users/public.ts';
import { invitationMail } from './account-mails.ts';
import { issuePasswordLink } from './password-links.ts';
import { USER_ACCOUNT_PROBLEMS } from './user-accounts.problems.ts';

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inside the caller's transaction: a one-time link (a week), the invitation in the outbox and the
 * invitation dates on the user. Returns the updated row and the message id to hand to the mailer.
 */
export async function writeInvitation(
  tx: Executor,
  user: UserRow,
  publicUrl: string,
): Promise<{ row: UserRow; messageId: number }> {
  if (user.anonymisedDate)
    throw refusal(USER_PROBLEMS.USER_ANONYMISED, { errors: [{ path: 'id', message: 'userAnonymised' }] });
  const link = await issuePasswordLink(tx, {
    userId: user.id,
    purpose: 'INVITATION',
    hours: INVITATION_LINK_HOURS,
    publicUrl,
  });
  const messageId = await writeToOutbox(
    tx,
    invitationMail({ userId: user.id, email: user.email, firstName: user.firstName, ...link }),
  );
  const [row] = await tx
    .update(users)
    .set({
      invitationSentDate: new Date(),
      invitationExpiresDate: link.expiresDate,
      invitationAcceptedDate: null,
    })
    .where(eq(users.id, user.id))
    .returning();
  return { row: row as UserRow, messageId };
}

/**
 * `POST /v1/users/{id}/invitations`: (re)sends the invitation; the previous link stops working. Only to
 * a user without a password (the others use "mot de passe oublié", which goes to their own mailbox), and
 * only by those who may hand the account over (users/account-guard.ts).
 */
export async function sendInvitation(
  db: Db,
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string },
  id: number,
  context: WriteContext,
  actor: Actor,
): Promise<User> {
  const { user, messageId } = await db.transaction(async (tx) => {
    const row = await findRowById(tx, users, id, { forUpdate: true });
    if (!row) throw notFound('Utilisateur', id);
    if (row.anonymisedDate)
      throw refusal(USER_PROBLEMS.USER_ANONYMISED, { errors: [{ path: 'id', message: 'userAnonymised' }] });
    await assertMayHandOverAccount(tx, actor, row);
    if (row.passwordHash !== null) throw refusal(USER_ACCOUNT_PROBLEMS.PASSWORD_ALREADY_SET);
    const before = toUser(row);
    const written = await writeInvitation(tx, row, publicUrl);
    const after = toUser(written.row);
    await recordChange(tx, {
      userId: context.userId,
      resource: 'users',
      resourceId: id,
      kind: 'UPDATE',
      before,
      after,
    });
    return { user: after, messageId: written.messageId };
  });
  await mailer.deliver([messageId]);
  return user;
}
