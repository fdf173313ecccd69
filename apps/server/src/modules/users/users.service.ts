import type { Db } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import type { StaffRole } from '@vetbo/domain/enums';
import type { User, UserCreate, UserUpdate } from '@vetbo/domain/users';
import { eq } from 'drizzle-orm';
import type { ForgettableUser } from '../../auth/user-authenticator.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import type { Mailer } from '../mail/public.ts';
import { endFormerAddress, writeInvitation } from '../user-accounts/public.ts';
import { type Actor, assertMayHandOverAccount, assertNotOwnRole, isAnotherAddress } from './account-guard.ts';
import { toColumns, toUser, type UserRow } from './users.mapper.ts';
import { USER_PROBLEMS } from './users.problems.ts';
import { lockAdmins } from './users.repository.ts';

const LABEL = 'Utilisateur';

/**
 * Called after a write that changes who a user is for the API (role, e-mail, tokens ended): drops them
 * from the sign-in cache.
 */
export type ForgetUser = (user: ForgettableUser) => void;

/** An anonymised user stays as anonymised: no PATCH nor role brings personal data or access back. */
function refuseAnonymised(row: UserRow) {
  if (row.anonymisedDate)
    throw refusal(USER_PROBLEMS.USER_ANONYMISED, { errors: [{ path: 'id', message: 'userAnonymised' }] });
}

export async function loadUser(db: Db, id: number): Promise<User> {
  const row = await findRowById(db, users, id);
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
  let messageId: number | undefined;
  const user = await db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'users',
      context,
      sent: input,
      write: async () => {
        const [created] = await tx
          .insert(users)
          .values(toColumns(input) as typeof users.$inferInsert)
          .returning();
        // The invitation commits with the user, or neither does.
        const invited = input.sendInvitation
          ? await writeInvitation(tx, created as UserRow, mail.publicUrl)
          : null;
        messageId = invited?.messageId;
        return toUser(invited?.row ?? (created as UserRow));
      },
    }),
  );
  if (messageId !== undefined) await mail.mailer.deliver([messageId]);
  return user;
}

/** What an e-mail change needs besides the database: the sign-in cache and the mailer. */
export interface AccountEffects {
  forgetUser: ForgetUser;
  mail: MailContext;
}

/**
 * Changes a user. A new address (not a change of case) is handing the account to another mailbox: only
 * for those `assertMayHandOverAccount` allows, and it ends the user's password links, sessions and tokens
 * and tells the former address (account-change.ts).
 */
export async function updateUser(
  db: Db,
  id: number,
  changes: UserUpdate,
  context: WriteContext,
  actor: Actor,
  { forgetUser, mail }: AccountEffects,
): Promise<User> {
  // A new address: the former row (whose sign-in is forgotten) and the notice to its mailbox.
  let handedOver: { former: UserRow; messageId: number } | null = null;
  const after = await db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'users',
      id,
      context,
      sent: changes,
      lock: () => findRowById(tx, users, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toUser,
      authorise: (_before, row) => refuseAnonymised(row),
      write: async (_before, row) => {
        const newAddress = isAnotherAddress(row.email, changes.email);
        if (newAddress) await assertMayHandOverAccount(tx, actor, row);
        const [written] = await tx
          .update(users)
          .set({ ...toColumns(changes), updatedDate: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (!newAddress) return toUser(written as UserRow);
        const ended = await endFormerAddress(tx, row, written as UserRow);
        handedOver = { former: row, messageId: ended.messageId };
        return toUser(ended.row);
      },
    }),
  );
  // A new e-mail changes who the account is: this process refuses the user's earlier tokens at once.
  if (handedOver) {
    const { former, messageId } = handedOver;
    forgetUser(former);
    await mail.mailer.deliver([messageId]);
  }
  return after;
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
  actor: Actor,
  forgetUser: ForgetUser,
): Promise<User> {
  let former: UserRow | undefined;
  const after = await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    return updateRecorded(tx, {
      resource: 'users',
      id,
      context,
      lock: () => findRowById(tx, users, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toUser,
      authorise: (_before, row) => {
        assertNotOwnRole(actor, row);
        refuseAnonymised(row);
      },
      write: async (before, row) => {
        former = row;
        if (before.staffRole === 'ADMIN' && staffRole !== 'ADMIN' && admins.length <= 1) {
          throw refusal(USER_PROBLEMS.LAST_ADMIN, { errors: [{ path: 'staffRole', message: 'lastAdmin' }] });
        }
        // The same role: nothing written, so no history entry.
        if (before.staffRole === staffRole) return before;
        const [updated] = await tx
          .update(users)
          .set({ staffRole, updatedDate: new Date() })
          .where(eq(users.id, id))
          .returning();
        return toUser(updated as UserRow);
      },
    });
  });
  forgetUser(former as UserRow);
  return after;
}
