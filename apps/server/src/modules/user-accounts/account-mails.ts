import { frenchDateTime as dateTime, mailHtml as html } from '../mail/mail-layout.ts';
import type { MailToWrite } from '../mail/outbox-writer.ts';

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
    secrets: [url],
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
    secrets: [url],
    textBody: `${paragraphs.join('\n\n')}\n\n${url}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.\n`,
    htmlBody: html(paragraphs, { href: url, label: 'Choisir un nouveau mot de passe' }),
  };
}
