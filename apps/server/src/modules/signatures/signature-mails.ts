// The built-in provider's e-mails: the invitation to sign (a link to the onboarding area) and the code.
import { maskEmail } from '@vetbo/domain/signatures';
import type { MailToWrite } from '../mail/public.ts';
import { frenchDateTime, mailHtml } from '../mail/public.ts';

interface Signer {
  userId: number | null;
  email: string;
  firstName: string;
}

/** "Signez …": the request's name and the page of the onboarding area where the signer signs. */
export function signatureRequestMail(
  signer: Signer,
  { name, url, expiresDate }: { name: string; url: string; expiresDate: Date },
): MailToWrite {
  const paragraphs = [
    `Bonjour ${signer.firstName},`,
    `Vetbo vous invite à signer électroniquement : ${name}.`,
    'Ouvrez le document depuis votre espace, relisez-le, puis confirmez votre signature avec le code à usage unique que nous vous enverrons par e-mail.',
    `Cette demande est valable jusqu’au ${frenchDateTime(expiresDate)}.`,
  ];
  return {
    kind: 'SIGNATURE_REQUEST',
    recipient: signer.email,
    userId: signer.userId,
    subject: `Document à signer : ${name}`.slice(0, 200),
    textBody: `${paragraphs.join('\n\n')}\n\n${url}\n`,
    htmlBody: mailHtml(paragraphs, { href: url, label: 'Consulter et signer' }),
  };
}

/** The one-time code confirming a signature. */
export function signatureCodeMail(
  signer: Signer,
  { name, code, expiresDate }: { name: string; code: string; expiresDate: Date },
): MailToWrite {
  const paragraphs = [
    `Bonjour ${signer.firstName},`,
    `Votre code de signature pour « ${name} » est : ${code}`,
    `Il fonctionne une seule fois, jusqu’au ${frenchDateTime(expiresDate)}. Ne le communiquez à personne : il vaut signature.`,
    `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message (${maskEmail(signer.email)}).`,
  ];
  return {
    kind: 'SIGNATURE_CODE',
    recipient: signer.email,
    userId: signer.userId,
    // Not in the subject: the outbox lists and searches subjects.
    subject: 'Votre code de signature Vetbo',
    secrets: [code],
    textBody: `${paragraphs.join('\n\n')}\n`,
    htmlBody: mailHtml(paragraphs),
  };
}

/** The request was cancelled after too many wrong codes: why, and that staff will send it again. */
export function wrongCodesCancellationMail(
  signer: Signer,
  { name, wrongCodes }: { name: string; wrongCodes: number },
): MailToWrite {
  const paragraphs = [
    `Bonjour ${signer.firstName},`,
    `La demande de signature « ${name} » a été annulée : trop de codes erronés ont été saisis (${wrongCodes} au total).`,
    'Par sécurité, elle ne peut plus être signée. Votre gestionnaire Vetbo vous enverra de nouveau les documents à signer.',
    'Si ces essais ne viennent pas de vous, changez votre mot de passe et prévenez votre gestionnaire.',
  ];
  return {
    kind: 'SIGNATURE_CANCELED',
    recipient: signer.email,
    userId: signer.userId,
    subject: `Signature annulée : ${name}`.slice(0, 200),
    textBody: `${paragraphs.join('\n\n')}\n`,
    htmlBody: mailHtml(paragraphs),
  };
}
