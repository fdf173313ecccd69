import type { Db } from '@vetbo/db/database';
import { outboxAttachments, outboxMessages } from '@vetbo/db/schema/index';
import type { OutboxKind } from '@vetbo/domain/outbox';

type Executor = Pick<Db, 'insert'>;

export interface MailToWrite {
  kind: OutboxKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  userId?: number | null;
  /** One-time secrets the subject or bodies hold (a link, a code): never shown once the mail goes out. */
  secrets?: string[];
  /** Files kept in file_blobs, sent with the message (an invoice's PDF). */
  attachments?: { fileName: string; contentType: string; blobId: number }[];
}

/**
 * Writes a message to the outbox inside the caller's transaction: it exists if and only if the write
 * that causes it commits. The caller hands the returned id to `Mailer.deliver` once committed.
 */
export async function writeToOutbox(executor: Executor, mail: MailToWrite): Promise<number> {
  const [row] = await executor
    .insert(outboxMessages)
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      textBody: mail.textBody,
      htmlBody: mail.htmlBody ?? null,
      userId: mail.userId ?? null,
      secrets: mail.secrets ?? [],
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox message not written');
  if (mail.attachments?.length)
    await executor
      .insert(outboxAttachments)
      .values(mail.attachments.map((file, index) => ({ ...file, messageId: row.id, position: index + 1 })));
  return row.id;
}
