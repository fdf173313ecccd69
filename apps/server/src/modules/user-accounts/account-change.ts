import { users } from '@vetbo/db/schema/index';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';
import { writeToOutbox } from '../mail/public.ts';
import type { UserRow } from '../users/public.ts';
import { emailChangedMail } from './account-mails.ts';
import { endUserSessions, retirePasswordLinks } from './end-sessions.ts';

/**
 * Inside the e-mail change's transaction, once the new address is written: whatever the former address
 * opened ends — its password links (a pending invitation shows as expired: send it again to the new
 * address), the provider's sessions and the access tokens — and the former address is told. Returns the
 * user's row as it now is and the message for the mailer.
 */
export async function endFormerAddress(
  tx: Tx,
  former: UserRow,
  written: UserRow,
): Promise<{ row: UserRow; messageId: number }> {
  const now = new Date();
  await retirePasswordLinks(tx, former.id, now);
  const tokensValidAfter = await endUserSessions(tx, former.id, now.getTime());
  const pendingInvitation =
    written.invitationSentDate !== null &&
    written.invitationAcceptedDate === null &&
    written.invitationExpiresDate !== null &&
    written.invitationExpiresDate > now;
  const [row] = pendingInvitation
    ? await tx.update(users).set({ invitationExpiresDate: now }).where(eq(users.id, former.id)).returning()
    : [{ ...written, tokensValidAfter }];
  const messageId = await writeToOutbox(
    tx,
    emailChangedMail({
      userId: former.id,
      formerEmail: former.email,
      newEmail: written.email,
      firstName: written.firstName,
      changedDate: now,
    }),
  );
  return { row: row as UserRow, messageId };
}
