import type { Db } from '@vetbo/db/database';
import {
  changeHistory,
  manufacturerUsers,
  outboxMessages,
  passwordLinks,
  users,
  veterinaryEstablishmentUsers,
  veterinaryGroupUsers,
} from '@vetbo/db/schema/index';
import {
  ANONYMISED_TEXT,
  anonymisedEmail,
  PERSONAL_USER_FIELDS,
  type PrivacyExport,
} from '@vetbo/domain/privacy';
import type { User } from '@vetbo/domain/users';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { apiDateTime } from '../../lib/list.ts';
import { refusal } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/public.ts';
import { maskedContent } from '../mail/public.ts';
import { endUserSessions } from '../user-accounts/public.ts';
import type { ForgetUser } from '../users/public.ts';
import { lockAdmins, toUser, USER_PROBLEMS, type UserRow } from '../users/public.ts';
import { PRIVACY_PROBLEMS } from './privacy.problems.ts';

const LABEL = 'Utilisateur';
/** Dates as the API writes them, everything else as stored. */
const plain = (list: readonly object[]) => JSON.parse(JSON.stringify(list)) as Record<string, unknown>[];

const messagesTo = (row: UserRow) =>
  or(eq(outboxMessages.userId, row.id), sql`lower(${outboxMessages.recipient}) = ${row.email.toLowerCase()}`);

/** Everything about one user: their record, jobs, the history they wrote or that is about them, their mail. */
export async function exportUserData(db: Db, id: number): Promise<PrivacyExport> {
  const row = await findRowById(db, users, id);
  if (!row) throw notFound(LABEL, id);
  const [establishmentJobs, groupJobs, manufacturerJobs, historyAuthored, historyAbout, messages] =
    await Promise.all([
      db.select().from(veterinaryEstablishmentUsers).where(eq(veterinaryEstablishmentUsers.userId, id)),
      db.select().from(veterinaryGroupUsers).where(eq(veterinaryGroupUsers.userId, id)),
      db.select().from(manufacturerUsers).where(eq(manufacturerUsers.userId, id)),
      db.select().from(changeHistory).where(eq(changeHistory.userId, id)).orderBy(desc(changeHistory.id)),
      db
        .select()
        .from(changeHistory)
        .where(and(eq(changeHistory.resource, 'users'), eq(changeHistory.resourceId, id)))
        .orderBy(desc(changeHistory.id)),
      db.select().from(outboxMessages).where(messagesTo(row)).orderBy(desc(outboxMessages.id)),
    ]);
  return {
    exportedDate: apiDateTime(new Date()),
    user: toUser(row),
    establishmentJobs: plain(establishmentJobs),
    groupJobs: plain(groupJobs),
    manufacturerJobs: plain(manufacturerJobs),
    historyAuthored: plain(historyAuthored),
    historyAbout: plain(historyAbout),
    // The mail as the outbox shows it to an ADMIN who sends mail: one-time links and codes masked.
    outboxMessages: plain(
      messages.map(({ secrets, ...message }) => ({ ...message, ...maskedContent(message, secrets) })),
    ),
  };
}

/**
 * Replaces a user's personal data (names, e-mail, phones, birth data) and removes their password, links
 * and staff role: they can no longer sign in, and their tokens stop working at once. Team jobs and
 * history rows stay (accounting records); the personal values in their record's history and in the
 * mail written to them are replaced too. Refused for oneself and for the last ADMIN.
 */
export async function anonymiseUser(
  db: Db,
  id: number,
  context: WriteContext,
  forgetUser: ForgetUser,
): Promise<User> {
  const { before, after } = await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const row = await findRowById(tx, users, id, { forUpdate: true });
    if (!row) throw notFound(LABEL, id);
    if (row.id === context.userId)
      throw refusal(PRIVACY_PROBLEMS.ANONYMISE_SELF, {
        errors: [{ path: 'id', message: 'cannotAnonymiseSelf' }],
      });
    if (row.anonymisedDate)
      throw refusal(USER_PROBLEMS.USER_ANONYMISED, { errors: [{ path: 'id', message: 'userAnonymised' }] });
    if (row.staffRole === 'ADMIN' && admins.length <= 1)
      throw refusal(USER_PROBLEMS.LAST_ADMIN, { errors: [{ path: 'staffRole', message: 'lastAdmin' }] });

    const now = new Date();
    const [updated] = await tx
      .update(users)
      .set({
        email: anonymisedEmail(id),
        firstName: 'Anonyme',
        lastName: ANONYMISED_TEXT,
        gender: 'undefined',
        dateOfBirth: null,
        cityOfBirth: null,
        mainPhoneNumber: null,
        otherPhoneNumbers: [],
        passwordHash: null,
        staffRole: null,
        invitationExpiresDate: null,
        anonymisedDate: now,
        updatedDate: now,
      })
      .where(eq(users.id, id))
      .returning();
    await tx.delete(passwordLinks).where(eq(passwordLinks.userId, id));
    // Their provider sessions hold their name and e-mail, and could still hand out tokens.
    await endUserSessions(tx, id, now.getTime());
    await tx
      .update(outboxMessages)
      .set({
        recipient: anonymisedEmail(id),
        subject: ANONYMISED_TEXT,
        textBody: ANONYMISED_TEXT,
        htmlBody: null,
        secrets: [],
        lastError: null,
        updatedDate: now,
      })
      .where(messagesTo(row));
    await scrubHistory(tx, id);
    // The entry of the anonymisation itself names no personal value.
    await recordChange(tx, {
      userId: context.userId,
      resource: 'users',
      resourceId: id,
      kind: 'UPDATE',
      before: { staffRole: row.staffRole, anonymised: false },
      after: { staffRole: null, anonymised: true },
    });
    return { before: row, after: toUser(updated as UserRow) };
  });
  forgetUser(before);
  return after;
}

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The history rows of the user's record stay; their personal values become "[anonymisé]". */
async function scrubHistory(tx: Executor, id: number) {
  const entries = await tx
    .select({ id: changeHistory.id, changes: changeHistory.changes })
    .from(changeHistory)
    .where(and(eq(changeHistory.resource, 'users'), eq(changeHistory.resourceId, id)));
  for (const entry of entries) {
    const changes = { ...entry.changes };
    let touched = false;
    for (const field of PERSONAL_USER_FIELDS) {
      const change = changes[field];
      if (!change) continue;
      changes[field] = {
        before: change.before === null ? null : ANONYMISED_TEXT,
        after: change.after === null ? null : ANONYMISED_TEXT,
      };
      touched = true;
    }
    if (touched) await tx.update(changeHistory).set({ changes }).where(eq(changeHistory.id, entry.id));
  }
}
