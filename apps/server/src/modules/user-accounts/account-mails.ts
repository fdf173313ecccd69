import { escapeHtml } from '../../oidc/pages.ts';
import type { MailToWrite } from '../mail/outbox-writer.ts';

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(date);

function html(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return `<!DOCTYPE html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
${body}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#1864ab;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#495057;font-size:13px">${escapeHtml(link.href)}</p>
</body></html>`;
}

interface AccountMailInput {
  userId: number;
  email: string;
  firstName: string;
  url: string;
  expiresDate: Date;
}

/** The invitation: a link to choose a password, valid a week. */
export function invitationMail({
  userId,
  email,
  firstName,
  url,
  expiresDate,
}: AccountMailInput): MailToWrite {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Un compte a été créé pour vous sur Vetbo, le back office du réseau vétérinaire.',
    `Pour l’activer, choisissez votre mot de passe avec le lien ci-dessous. Il fonctionne une seule fois, jusqu’au ${dateTime(expiresDate)}.`,
  ];
  return {
    kind: 'INVITATION',
    recipient: email,
    userId,
    subject: 'Votre invitation sur Vetbo',
    textBody: `${paragraphs.join('\n\n')}\n\n${url}\n\nSi vous n’attendiez pas cette invitation, ignorez ce message.\n`,
    htmlBody: html(paragraphs, { href: url, label: 'Choisir mon mot de passe' }),
  };
}

/** "Mot de passe oublié": a link to choose a new password, valid an hour. */
export function passwordResetMail({
  userId,
  email,
  firstName,
  url,
  expiresDate,
}: AccountMailInput): MailToWrite {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Vous avez demandé à changer votre mot de passe Vetbo.',
    `Choisissez-en un nouveau avec le lien ci-dessous. Il fonctionne une seule fois, jusqu’au ${dateTime(expiresDate)}.`,
  ];
  return {
    kind: 'PASSWORD_RESET',
    recipient: email,
    userId,
    subject: 'Changer votre mot de passe Vetbo',
    textBody: `${paragraphs.join('\n\n')}\n\n${url}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.\n`,
    htmlBody: html(paragraphs, { href: url, label: 'Choisir un nouveau mot de passe' }),
  };
}
