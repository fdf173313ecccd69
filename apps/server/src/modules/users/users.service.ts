import type { Db } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import type { StaffRole } from '@vetbo/domain/enums';
import type { User, UserCreate, UserUpdate } from '@vetbo/domain/users';
import { eq } from 'drizzle-orm';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { assertIfMatch } from '../../lib/etag.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { ApiProblem, notFound } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { Mailer } from '../mail/mailer.ts';
import { writeInvitation } from '../user-accounts/invitations.ts';
import { toColumns, toUser, type UserRow } from './users.mapper.ts';
import { findUserRow, lockAdmins } from './users.repository.ts';

const LABEL = 'Utilisateur';

/** Called after a write that changes who a user is for the API (role, e-mail): drops them from the sign-in cache. */
export type ForgetUser = (user: { id: number; email: string }) => void;

function rethrowEmailTaken(email: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      throw new ApiProblem(409, 'EMAIL_TAKEN', [{ path: 'email', message: 'emailTaken' }], {
        email: email ?? '',
      });
    }
    return rethrowConstraintViolation(error);
  };
}

/** An anonymised user stays as anonymised: no PATCH nor role brings personal data or access back. */
function refuseAnonymised(row: UserRow) {
  if (row.anonymisedDate)
    throw new ApiProblem(409, 'USER_ANONYMISED', [{ path: 'id', message: 'userAnonymised' }]);
}

export async function loadUser(db: Db, id: number): Promise<User> {
  const row = await findUserRow(db, id);
  if (!row) throw notFound(LABEL, id);
  return toUser(row);
}

/** What sending mail needs: the outbox's job and the address the links point to. */
export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
}

export async function createUser(
  db: Db,
  input: UserCreate,
  context: WriteContext,
  mail: MailContext,
): Promise<User> {
  const { user, messageId } = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values(toColumns(input) as typeof users.$inferInsert)
        .returning();
      // The invitation commits with the user, or neither does.
      const invited = input.sendInvitation
        ? await writeInvitation(tx, created as UserRow, mail.publicUrl)
        : null;
      const user = toUser(invited?.row ?? (created as UserRow));
      await recordChange(tx, {
        userId: context.userId,
        resource: 'users',
        resourceId: user.id,
        kind: 'CREATE',
        before: null,
        after: user,
      });
      return { user, messageId: invited?.messageId };
    })
    .catch(rethrowEmailTaken(input.email));
  if (messageId !== undefined) await mail.mailer.deliver([messageId]);
  return user;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: UserUpdate,
  context: WriteContext,
  forgetUser: ForgetUser,
): Promise<User> {
  const user = await db
    .transaction(async (tx) => {
      const row = await findUserRow(tx, id, { forUpdate: true });
      if (!row) throw notFound(LABEL, id);
      refuseAnonymised(row);
      const before = toUser(row);
      assertIfMatch(context.ifMatch, before);
      const [updated] = await tx
        .update(users)
        .set({ ...toColumns(changes), updatedDate: new Date() })
        .where(eq(users.id, id))
        .returning();
      const after = toUser(updated as UserRow);
      await recordChange(tx, {
        userId: context.userId,
        resource: 'users',
        resourceId: id,
        kind: 'UPDATE',
        before,
        after,
      });
      return { before, after };
    })
    .catch(rethrowEmailTaken(changes.email));
  // A new e-mail changes who an external provider's token points to.
  if (user.before.email !== user.after.email) forgetUser(user.before);
  return user.after;
}

/**
 * Grants, changes or removes a user's staff role (ADMIN only, `roles` area). The last ADMIN keeps theirs.
 * The change applies from the user's next call: their cached sign-in is dropped once it is committed.
 */
export async function changeUserRole(
  db: Db,
  id: number,
  staffRole: StaffRole | null,
  context: WriteContext,
  forgetUser: ForgetUser,
): Promise<User> {
  const after = await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const row = await findUserRow(tx, id, { forUpdate: true });
    if (!row) throw notFound(LABEL, id);
    refuseAnonymised(row);
    const before = toUser(row);
    assertIfMatch(context.ifMatch, before);
    if (before.staffRole === 'ADMIN' && staffRole !== 'ADMIN' && admins.length <= 1) {
      throw new ApiProblem(409, 'LAST_ADMIN', [{ path: 'staffRole', message: 'lastAdmin' }]);
    }
    if (before.staffRole === staffRole) return before;
    const [updated] = await tx
      .update(users)
      .set({ staffRole, updatedDate: new Date() })
      .where(eq(users.id, id))
      .returning();
    const changed = toUser(updated as UserRow);
    await recordChange(tx, {
      userId: context.userId,
      resource: 'users',
      resourceId: id,
      kind: 'UPDATE',
      before,
      after: changed,
    });
    return changed;
  });
  forgetUser(after);
  return after;
}
