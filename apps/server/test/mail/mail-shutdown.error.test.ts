import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeToOutbox } from '../../src/modules/mail/outbox-writer.ts';
import { startSmtpSink, waitFor } from '../support/smtp-sink.ts';
import { startTestServer } from '../support/test-server.ts';

// The server stops while a message is still being sent (the SMTP server answers late): the job's
// late bookkeeping must not reach the closed connections (before: an unhandled "Cannot use a pool
// after calling end on the pool" from pg-boss, which failed whole test runs now and then).
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const unhandled: unknown[] = [];
const keep = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  smtp = await startSmtpSink();
  process.on('unhandledRejection', keep);
});

afterAll(async () => {
  process.off('unhandledRejection', keep);
  await smtp?.close();
});

describe('[MAIL] shutting down while a message is being sent', () => {
  it('stops cleanly once the late message is answered', async () => {
    const server = await startTestServer({ SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '3' });
    let release = () => {};
    smtp.state.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const id = await server.database.db.transaction((tx) =>
      writeToOutbox(tx, {
        kind: 'PASSWORD_RESET',
        recipient: 'lente.fermeture@example.fr',
        subject: 'Envoyé pendant l’arrêt',
        textBody: 'Bonjour',
      }),
    );
    await server.mailer.deliver([id]);
    await waitFor(() => smtp.receiving() > 0 || null, 30_000);

    // The server waits for the job a while (5 s), then closes its connections with the job still running;
    // the SMTP server answers only then.
    const closing = server.close();
    await waitFor(() => server.database.jobPool.ending || null, 30_000);
    release();
    smtp.state.hold = null;
    await closing;
    expect(smtp.received.map((mail) => mail.to)).toEqual([['lente.fermeture@example.fr']]);
    // pg-boss records the job's end right after the handler returns: give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(unhandled.map((reason) => String(reason))).toEqual([]);
  }, 120_000);
});
