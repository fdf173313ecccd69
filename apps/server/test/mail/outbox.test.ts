import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeToOutbox } from '../../src/modules/mail/outbox-writer.ts';
import { call } from '../support/api.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startSmtpSink, waitFor } from '../support/smtp-sink.ts';
import { startTestServer } from '../support/test-server.ts';

// A server of its own, sending through a real SMTP server started here (3 attempts, 1 s apart at first).
let server: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const tokens: Record<string, string> = {};

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

async function queue(recipient: string, subject: string) {
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

const messageIn = (id: number, states: string[]) =>
  waitFor(async () => {
    const answer = await api('GET', `/v1/outbox_messages/${id}`, tokens.admin as string);
    return states.includes(answer.body.data?.state) ? answer.body.data : null;
  });

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

describe('[MAIL] the outbox and its sending job', () => {
  it('a queued message reaches the SMTP server and is marked SENT', async () => {
    const id = await queue('claire.outbox@example.fr', 'Un message de test');
    const mail = await smtp.mailTo('claire.outbox@example.fr');
    expect(mail.subject).toBe('Un message de test');
    expect(mail.text).toContain('Un message de test');
    const message = await messageIn(id, ['SENT']);
    expect(message).toMatchObject({ state: 'SENT', attempts: 1, lastError: null });
    expect(message.sentDate).toEqual(expect.any(String));
  });

  it('a refused message is retried, then FAILED with the reason; an ADMIN sends it again', async () => {
    smtp.state.refuse = 'Mailbox unavailable for the test';
    const id = await queue('refus@example.fr', 'Refusé');
    const failed = await messageIn(id, ['FAILED']);
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toContain('Mailbox unavailable for the test');
    expect(smtp.received.some((mail) => mail.to.includes('refus@example.fr'))).toBe(false);

    // Only a FAILED message goes back to the queue.
    smtp.state.refuse = null;
    const retried = await api('POST', `/v1/outbox_messages/${id}/retry`, tokens.admin as string);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ state: 'QUEUED', attempts: 0 });
    await smtp.mailTo('refus@example.fr');
    expect((await messageIn(id, ['SENT'])).attempts).toBe(1);
    const again = await api('POST', `/v1/outbox_messages/${id}/retry`, tokens.admin as string);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OUTBOX_NOT_FAILED');
  });

  it('lists messages for an ADMIN only, with filters and a search', async () => {
    const id = await queue('liste.outbox@example.fr', 'Pour la liste');
    await messageIn(id, ['SENT']);
    const list = await api('GET', `/v1/outbox_messages?id[]=${id}&state[]=SENT`, tokens.admin as string);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ recipient: 'liste.outbox@example.fr', kind: 'PASSWORD_RESET' });
    const none = await api('GET', `/v1/outbox_messages?id[]=${id}&state[]=FAILED`, tokens.admin as string);
    expect(none.body.meta.total).toBe(0);
    const found = await api('POST', '/v1/outbox_messages/search', tokens.admin as string, {
      term: 'LISTE.OUTBOX',
    });
    expect(found.body.data.map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await api('GET', '/v1/outbox_messages', tokens.manager as string)).status).toBe(403);
    expect((await api('GET', `/v1/outbox_messages/${id}`, tokens.manager as string)).status).toBe(403);
    expect((await api('GET', '/v1/outbox_messages', null)).status).toBe(401);
    expect((await api('GET', '/v1/outbox_messages/999999', tokens.admin as string)).status).toBe(404);
  });
});
