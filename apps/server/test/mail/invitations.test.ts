import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { Browser, pkcePair, signIn, signInForAccessToken, startSignIn } from '../support/oidc-client.ts';
import { startSmtpSink, waitFor } from '../support/smtp-sink.ts';
import { startTestServer } from '../support/test-server.ts';

// A server of its own, sending its mail to a real SMTP server started here.
let server: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const tokens: Record<string, string> = {};
const PASSWORD = 'une phrase assez longue';

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });
const unique = (name: string) => `${name}.${Date.now().toString(36)}@invitations-test.fr`;
const linkIn = (text: string) => {
  const link = /https?:\/\/\S+\/oidc\/password\/new\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return link;
};

async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}
const getPage = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};
const outboxTo = async (recipient: string) =>
  (await api('POST', '/v1/outbox_messages/search?limit=50', tokens.admin as string, { term: recipient }))
    .body;

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

describe('[INVITATIONS] invitation e-mail, one-time link, sign-in', () => {
  it('creates a user with an invitation: the e-mail arrives, its link sets the password, the user signs in, the link is spent', async () => {
    const email = unique('ines');
    const created = await api('POST', '/v1/users', tokens.admin as string, {
      email,
      firstName: 'Inès',
      lastName: 'Invitée',
      sendInvitation: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.account).toMatchObject({
      invitationState: 'PENDING',
      passwordSet: false,
      lastSignInDate: null,
    });
    const { id } = created.body.data;

    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe('Votre invitation sur Vetbo');
    expect(mail.text).toContain('Bonjour Inès');
    const link = linkIn(mail.text);
    expect(link.startsWith(server.baseUrl)).toBe(true);

    const page = await getPage(link);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Bonjour Inès');
    const tooShort = await postForm(link, { password: 'court', confirmation: 'court' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.html).toContain('au moins 12 caractères');
    const saved = await postForm(link, { password: PASSWORD, confirmation: PASSWORD });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Mot de passe enregistré');

    const token = await signInForAccessToken(server.baseUrl, email, PASSWORD);
    expect((await api('GET', '/v1/me', token)).status).toBe(200);
    const detail = await api('GET', `/v1/users/${id}`, tokens.admin as string);
    expect(detail.body.data.account).toMatchObject({ invitationState: 'ACCEPTED', passwordSet: true });
    expect(detail.body.data.account.lastSignInDate).toEqual(expect.any(String));

    // Used once: the link no longer opens the page nor sets a password.
    expect((await getPage(link)).status).toBe(400);
    const reused = await postForm(link, {
      password: 'encore une autre phrase',
      confirmation: 'encore une autre phrase',
    });
    expect(reused.status).toBe(400);
    expect(reused.html).toContain('Lien expiré');
    await signInForAccessToken(server.baseUrl, email, PASSWORD);

    const history = await api(
      'GET',
      `/v1/change_history?resource=users&resourceId=${id}`,
      tokens.admin as string,
    );
    expect(history.status).toBe(200);
  });

  it('a new invitation supersedes the previous link; a MODERATOR may send it, an ACCOUNTANT may not', async () => {
    const email = unique('paul');
    const created = await api('POST', '/v1/users', tokens.moderator as string, {
      email,
      firstName: 'Paul',
      lastName: 'Relancé',
      sendInvitation: true,
    });
    expect(created.status).toBe(201);
    const first = linkIn((await smtp.mailTo(email)).text);
    const { id } = created.body.data;
    expect((await api('POST', `/v1/users/${id}/invitations`, tokens.accountant as string)).status).toBe(403);
    expect((await api('POST', `/v1/users/${id}/invitations`, null)).status).toBe(401);
    expect((await api('POST', '/v1/users/999999/invitations', tokens.admin as string)).status).toBe(404);
    const again = await api('POST', `/v1/users/${id}/invitations`, tokens.moderator as string);
    expect(again.status).toBe(200);
    expect(again.body.data.account.invitationState).toBe('PENDING');
    const outbox = await outboxTo(email);
    expect(outbox.meta.total).toBe(2);
    expect(
      outbox.data.every((m: { kind: string; userId: number }) => m.kind === 'INVITATION' && m.userId === id),
    ).toBe(true);
    const secondMail = await waitFor(() => {
      const mails = smtp.received.filter((mail) => mail.to.includes(email));
      return mails.length === 2 ? mails[1] : null;
    });
    const second = linkIn(secondMail.text);
    expect(second).not.toBe(first);
    expect((await getPage(first)).status).toBe(400);
    expect((await getPage(second)).status).toBe(200);
  });

  it('a refused creation (e-mail taken) writes no invitation', async () => {
    const email = unique('double');
    expect(
      (await api('POST', '/v1/users', tokens.admin as string, { email, firstName: 'A', lastName: 'B' }))
        .status,
    ).toBe(201);
    const twice = await api('POST', '/v1/users', tokens.admin as string, {
      email,
      firstName: 'A',
      lastName: 'B',
      sendInvitation: true,
    });
    expect(twice.status).toBe(409);
    expect((await outboxTo(email)).meta.total).toBe(0);
  });
});

describe('[OUTBOX] one-time links with SMTP', () => {
  it('never shows the link to an ADMIN: masked in the outbox and the privacy export, removed once sent', async () => {
    const email = unique('secret');
    const created = await api('POST', '/v1/users', tokens.admin as string, {
      email,
      firstName: 'Sandrine',
      lastName: 'Secrète',
      sendInvitation: true,
    });
    expect(created.status).toBe(201);
    const link = linkIn((await smtp.mailTo(email)).text);
    const token = link.split('/').pop() as string;
    const [listed] = (await outboxTo(email)).data;
    const message = (await api('GET', `/v1/outbox_messages/${listed.id}`, tokens.admin as string)).body.data;
    expect(message.state).toBe('SENT');
    for (const text of [listed.textBody, message.textBody, message.htmlBody]) {
      expect(text).toContain('[masqué]');
      expect(text).not.toContain(token);
    }
    const exported = await api(
      'GET',
      `/v1/users/${created.body.data.id}/privacy_export`,
      tokens.admin as string,
    );
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain(token);
    expect(exported.body.data.outboxMessages[0]).not.toHaveProperty('secrets');
    expect(exported.body.data.outboxMessages[0].textBody).toContain('[masqué]');
    // The link the user received still works: only the stored copy is masked.
    expect((await getPage(link)).status).toBe(200);
  });
});

describe('[PASSWORD] forgot password', () => {
  it('the sign-in page offers it; an unknown address gets the same answer and nothing is sent; a known one gets a link that works once', async () => {
    const email = unique('oubli');
    const created = await api('POST', '/v1/users', tokens.admin as string, {
      email,
      firstName: 'Odile',
      lastName: 'Oublieuse',
    });
    expect(created.status).toBe(201);

    const browser = new Browser(server.baseUrl);
    const interaction = await startSignIn(browser, pkcePair().challenge);
    await browser.postForm(`${interaction}/email`, { email });
    const passwordStep = await (await browser.get(interaction)).text();
    expect(passwordStep).toContain('Mot de passe oublié ?');
    expect(passwordStep).toContain(`/oidc/password/forgot?email=${encodeURIComponent(email)}`);

    const form = await getPage(`${server.baseUrl}/oidc/password/forgot?email=${encodeURIComponent(email)}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('Mot de passe oublié');

    const unknownAddress = unique('personne');
    const unknown = await postForm(`${server.baseUrl}/oidc/password/forgot`, { email: unknownAddress });
    const known = await postForm(`${server.baseUrl}/oidc/password/forgot`, { email: email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.html).toBe(known.html);
    expect(known.html).toContain('Si un compte existe pour cette adresse');

    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe('Changer votre mot de passe Vetbo');
    expect((await outboxTo(unknownAddress)).meta.total).toBe(0);
    expect(smtp.received.some((m) => m.to.includes(unknownAddress))).toBe(false);

    const link = linkIn(mail.text);
    const mismatch = await postForm(link, { password: PASSWORD, confirmation: `${PASSWORD}!` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('pas identiques');
    expect((await postForm(link, { password: PASSWORD, confirmation: PASSWORD })).status).toBe(200);
    await signInForAccessToken(server.baseUrl, email, PASSWORD);
    expect(
      (await postForm(link, { password: 'une autre phrase longue', confirmation: 'une autre phrase longue' }))
        .status,
    ).toBe(400);

    const other = new Browser(server.baseUrl);
    const wrong = await signIn(
      other,
      await startSignIn(other, pkcePair().challenge),
      email,
      'une autre phrase longue',
    );
    expect(wrong.status).toBe(401);
    expect(
      (await postForm(`${server.baseUrl}/oidc/password/forgot`, { email: 'pas-une-adresse' })).status,
    ).toBe(400);
    expect((await getPage(`${server.baseUrl}/oidc/password/new/not-a-token`)).status).toBe(400);
  });
});
