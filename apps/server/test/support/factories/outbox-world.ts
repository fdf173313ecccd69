// The set-up and helpers the mail/outbox.*.test.ts files share.
import { afterAll, beforeAll } from 'vitest';
import { writeToOutbox } from '../../../src/modules/mail/outbox-writer.ts';
import { call } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { startSmtpSink, waitFor } from '../smtp-sink.ts';
import { startTestServer } from '../test-server.ts';

// A server of its own, sending through a real SMTP server started here (3 attempts, 1 s apart at first).
export let server: Awaited<ReturnType<typeof startTestServer>>;
export let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

export const tokens: Record<string, string> = {};

export const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

export async function queue(recipient: string, subject: string) {
  const id = await server.database.db.transaction((tx) =>
    writeToOutbox(tx, {
      kind: 'PASSWORD_RESET',
      recipient,
      subject,
      textBody: `Bonjour,\n${subject}`,
      htmlBody: `<p>${subject}</p>`,
    }),
  );
  await server.mailer.deliver([id]);
  return id;
}

export const messageIn = (id: number, states: string[]) =>
  waitFor(async () => {
    const answer = await api('GET', `/v1/outbox_messages/${id}`, tokens.admin as string);
    return states.includes(answer.body.data?.state) ? answer.body.data : null;
  });

/** Registers the set-up the outbox tests share. */
export function useOutboxWorld() {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    for (const role of ['admin', 'manager']) {
      tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    }
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
}
