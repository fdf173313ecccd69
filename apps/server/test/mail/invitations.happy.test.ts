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
import { signInForAccessToken } from '../support/oidc-client.ts';
import { waitFor } from '../support/smtp-sink.ts';

useInvitationsWorld();

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
});
