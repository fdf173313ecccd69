import type { MailToWrite } from '../mail/public.ts';
import { frenchDateTime as dateTime, mailHtml as html } from '../mail/public.ts';

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

/** "c…@clinique.fr": enough for the owner to recognise the address, not to write to it. */
export const maskedAddress = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}…${email.slice(at)}` : '…';
};

/** Sent to the former address after an e-mail change: the owner learns it, whoever made it. */
export function emailChangedMail({
  userId,
  formerEmail,
  newEmail,
  firstName,
  changedDate,
}: {
  userId: number;
  formerEmail: string;
  newEmail: string;
  firstName: string;
  changedDate: Date;
}): MailToWrite {
  const paragraphs = [
    `Bonjour ${firstName},`,
    `Le ${dateTime(changedDate)}, l’adresse e-mail de votre compte Vetbo a été remplacée par ${maskedAddress(newEmail)}. Ce message est le dernier envoyé à cette adresse-ci.`,
    'Vos sessions ouvertes ont été fermées et les liens de mot de passe en cours ne fonctionnent plus.',
    'Si vous n’êtes pas à l’origine de ce changement, prévenez sans attendre un administrateur Vetbo.',
  ];
  return {
    kind: 'EMAIL_CHANGED',
    recipient: formerEmail,
    userId,
    subject: 'Votre adresse e-mail Vetbo a changé',
    textBody: `${paragraphs.join('\n\n')}\n`,
    htmlBody: html(paragraphs),
  };
}
