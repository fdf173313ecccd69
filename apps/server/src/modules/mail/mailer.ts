import type { Db } from '@vetbo/db/database';
import { fileBlobs, outboxAttachments, outboxMessages } from '@vetbo/db/schema/index';
import { asc, eq } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { maskedContent } from './outbox.mapper.ts';
import { createSmtpTransport, type MailTransport } from './smtp-transport.ts';

export const SEND_QUEUE = 'outbox-send';

export interface MailerOptions {
  db: Db;
  /** The process's job queue (lib/job-queue.ts), started before the mailer and stopped after it. */
  jobs: JobQueue;
  /** smtp(s)://user:password@host:port; unset: messages stay QUEUED in the outbox. */
  smtpUrl?: string;
  from: string;
  /** Attempts before a message is FAILED (the first one included). */
  maxAttempts: number;
  /** Delay before the first retry, doubled (with jitter) at each one. */
  retryDelaySeconds: number;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** Delivers the outbox: started and stopped with the server. */
export interface Mailer {
  /** Whether messages are sent (SMTP_URL set) or only kept in the outbox. */
  readonly sending: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Schedules committed outbox messages for delivery (nothing without SMTP_URL). */
  deliver(ids: readonly number[]): Promise<void>;
}

/**
 * pg-boss, in the product's own database (schema `pgboss`, on the jobs' own connections — `jobPool` —,
 * embedded PostgreSQL and DATABASE_URL alike), runs one `outbox-send` job per message with pg-boss's retries and backoff.
 * The outbox row is the truth: the job sends only a QUEUED message, under a row lock, so a duplicate
 * job (a restart's sweep) sends nothing twice.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, jobs, smtpUrl, log } = options;
  const transport: MailTransport | null = smtpUrl ? createSmtpTransport(smtpUrl) : null;
  let started = false;

  async function enqueue(id: number) {
    await jobs.send(
      SEND_QUEUE,
      { id },
      {
        singletonKey: String(id),
        retryLimit: options.maxAttempts - 1,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      },
    );
  }

  /** One attempt; throws (so pg-boss retries) while attempts remain. */
  async function sendOne(id: number, mail: MailTransport) {
    const failure = await db.transaction(async (tx) => {
      const row = await findRowById(tx, outboxMessages, id, { forUpdate: true });
      if (row?.state !== 'QUEUED') return null;
      const attempts = row.attempts + 1;
      try {
        const attachments = await tx
          .select({
            filename: outboxAttachments.fileName,
            contentType: outboxAttachments.contentType,
            content: fileBlobs.content,
          })
          .from(outboxAttachments)
          .innerJoin(fileBlobs, eq(fileBlobs.id, outboxAttachments.blobId))
          .where(eq(outboxAttachments.messageId, id))
          .orderBy(asc(outboxAttachments.position));
        await mail.send({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          ...(attachments.length ? { attachments } : {}),
        });
        await tx
          .update(outboxMessages)
          .set({
            state: 'SENT',
            attempts,
            sentDate: new Date(),
            lastError: null,
            updatedDate: new Date(),
            // Sent: its one-time secrets have no reason to stay in the database.
            ...maskedContent(row, row.secrets),
            secrets: [],
          })
          .where(eq(outboxMessages.id, id));
        return null;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const final = attempts >= options.maxAttempts;
        await tx
          .update(outboxMessages)
          .set({
            state: final ? 'FAILED' : 'QUEUED',
            attempts,
            lastError: reason.slice(0, 2000),
            updatedDate: new Date(),
          })
          .where(eq(outboxMessages.id, id));
        log.warn(`mail ${id}: attempt ${attempts} failed (${reason})${final ? ', given up' : ''}`);
        return final ? null : reason;
      }
    });
    if (failure) throw new Error(failure);
  }

  return {
    sending: transport !== null,
    async start() {
      started = true;
      await jobs.createQueue(SEND_QUEUE, { policy: 'stately' });
      if (!transport) return;
      await jobs.work<{ id: number }>(SEND_QUEUE, (job) => sendOne(job.id, transport));
      // Messages committed while no server was sending (or before a crash): schedule them again.
      const queued = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.state, 'QUEUED'));
      for (const { id } of queued) await enqueue(id);
      if (queued.length) log.info(`mail: ${queued.length} queued message(s) scheduled`);
    },
    /** After the job queue stopped (server.ts): closes the SMTP connection. */
    async stop() {
      if (!started) return;
      started = false;
      transport?.close();
    },
    async deliver(ids) {
      if (!transport || !started) return;
      for (const id of ids) await enqueue(id);
    },
  };
}
