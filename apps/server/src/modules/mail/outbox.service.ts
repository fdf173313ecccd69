import type { Db } from '@vetbo/db/database';
import { outboxMessages } from '@vetbo/db/schema/index';
import type { OutboxMessage } from '@vetbo/domain/outbox';
import { eq } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { MAIL_PROBLEMS } from './mail.problems.ts';
import type { Mailer } from './mailer.ts';
import { type OutboxMessageRow, toOutboxMessage } from './outbox.mapper.ts';

const LABEL = 'Message';

export async function loadOutboxMessage(
  db: Db,
  id: number,
  shown: { showSecrets: boolean },
): Promise<OutboxMessage> {
  const row = await findRowById(db, outboxMessages, id);
  if (!row) throw notFound(LABEL, id);
  return toOutboxMessage(row, shown);
}

/** A FAILED message goes back to QUEUED with its attempts reset, then to the sending job. */
export async function retryOutboxMessage(db: Db, mailer: Mailer, id: number): Promise<OutboxMessage> {
  const message = await db.transaction(async (tx) => {
    const row = await findRowById(tx, outboxMessages, id, { forUpdate: true });
    if (!row) throw notFound(LABEL, id);
    if (row.state !== 'FAILED') {
      throw refusal(MAIL_PROBLEMS.OUTBOX_NOT_FAILED, {
        errors: [{ path: 'state', message: 'outboxNotFailed' }],
      });
    }
    const [updated] = await tx
      .update(outboxMessages)
      .set({ state: 'QUEUED', attempts: 0, lastError: null, updatedDate: new Date() })
      .where(eq(outboxMessages.id, id))
      .returning();
    return toOutboxMessage(updated as OutboxMessageRow, { showSecrets: !mailer.sending });
  });
  await mailer.deliver([message.id]);
  return message;
}
