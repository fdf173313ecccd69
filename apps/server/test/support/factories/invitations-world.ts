// The set-up and helpers the mail/invitations.*.test.ts files share.

import { afterAll, beforeAll } from 'vitest';
import { call } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { startTestServer } from '../test-server.ts';

// A server of its own, sending its mail to a real SMTP server started here.
export let server: Awaited<ReturnType<typeof startTestServer>>;
export let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

export const tokens: Record<string, string> = {};

export const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

export const unique = (name: string) => `${name}.${Date.now().toString(36)}@invitations-test.fr`;

export const outboxTo = async (recipient: string) =>
  (await api('POST', '/v1/outbox_messages/search?limit=50', tokens.admin as string, { term: recipient }))
    .body;

export const PASSWORD = 'une phrase assez longue';

export const linkIn = (text: string) => {
  const link = /https?:\/\/\S+\/oidc\/password\/new\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return link;
};

export async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

export const getPage = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};

/** Registers the set-up the invitations tests share. */
export function useInvitationsWorld() {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_MAX_ATTEMPTS: '2',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    for (const role of ['admin', 'moderator', 'accountant']) {
      tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    }
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
}
