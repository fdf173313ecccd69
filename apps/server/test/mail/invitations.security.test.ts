import { describe, expect, it } from 'vitest';
import {
  api,
  getPage,
  linkIn,
  outboxTo,
  PASSWORD,
  postForm,
  server,
  smtp,
  tokens,
  unique,
  useInvitationsWorld,
} from '../support/factories/invitations-world.ts';
import { Browser, pkcePair, signIn, signInForAccessToken, startSignIn } from '../support/oidc-client.ts';

useInvitationsWorld();

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
