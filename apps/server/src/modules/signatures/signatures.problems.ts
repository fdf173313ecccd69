import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the signatures module: code → HTTP status and French/English texts. */
export const SIGNATURE_PROBLEMS = defineProblems({
  NO_MANDATE_TO_SIGN: {
    status: 409,
    title: { fr: 'Aucun mandat à signer', en: 'No mandate to sign' },
    detail: {
      fr: 'Tous les mandats de ce compte de facturation sont signés.',
      en: 'Every mandate of this billing account is signed.',
    },
  },
  BILLING_ACCOUNT_DISABLED: {
    status: 409,
    title: { fr: 'Compte de facturation désactivé', en: 'Billing account disabled' },
    detail: {
      fr: 'Seuls les comptes de facturation actifs font signer leurs mandats.',
      en: 'Only enabled billing accounts have their mandates signed.',
    },
  },
  SIGNATURE_ALREADY_ONGOING: {
    status: 409,
    title: { fr: 'Signature déjà en cours', en: 'Signature already under way' },
    detail: {
      fr: 'Une demande de signature est déjà en cours : attendez sa fin ou annulez-la.',
      en: 'A signature request is already under way: wait for it to finish or cancel it.',
    },
  },
  SIGNATURE_PROVIDER_FAILED: {
    status: 502,
    title: { fr: 'Service de signature indisponible', en: 'Signature service unavailable' },
    detail: {
      fr: "Le service de signature électronique n'a pas accepté la demande ; rien n'a été envoyé. Réessayez plus tard.",
      en: 'The e-signature service did not accept the request; nothing was sent. Try again later.',
    },
  },
  SIGNATURE_NOT_ONGOING: {
    status: 409,
    title: { fr: 'Signature terminée', en: 'Signature finished' },
    detail: {
      fr: "Cette demande de signature n'est plus en cours.",
      en: 'This signature request is no longer under way.',
    },
  },
  SIGNATURE_OF_CONTRACT: {
    status: 409,
    title: { fr: 'Signature d’un contrat', en: 'Signature of a contract' },
    detail: {
      fr: 'Cette demande est celle d’un contrat : annulez le contrat, sa demande s’arrête avec lui.',
      en: 'This request is a contract’s: cancel the contract and its request ends with it.',
    },
  },
  SIGNATURE_NOT_BUILT_IN: {
    status: 409,
    title: { fr: 'Signature chez le prestataire', en: 'Signature at the provider' },
    detail: {
      fr: 'Cette demande se signe chez le prestataire de signature, depuis le lien reçu par e-mail.',
      en: 'This request is signed at the signature provider, from the link received by e-mail.',
    },
  },
  SIGNATURE_CODE_TOO_SOON: {
    status: 429,
    title: { fr: 'Code déjà envoyé', en: 'Code already sent' },
    detail: {
      fr: 'Un code vient d’être envoyé : patientez quelques secondes avant d’en demander un autre.',
      en: 'A code was just sent: wait a few seconds before asking for another one.',
    },
  },
  SIGNATURE_CODE_MISSING: {
    status: 409,
    title: { fr: 'Code non demandé', en: 'No code asked for' },
    detail: {
      fr: 'Demandez d’abord le code à usage unique envoyé par e-mail.',
      en: 'Ask first for the one-time code sent by e-mail.',
    },
  },
  SIGNATURE_CODE_ATTEMPTS: {
    status: 409,
    title: { fr: 'Trop d’essais', en: 'Too many attempts' },
    detail: {
      fr: 'Ce code a été saisi trop de fois : demandez-en un nouveau.',
      en: 'This code was entered too many times: ask for a new one.',
    },
  },
  SIGNATURE_TOO_MANY_WRONG_CODES: {
    status: 409,
    title: { fr: 'Signature annulée', en: 'Signature cancelled' },
    detail: {
      fr: 'Trop de codes erronés ont été saisis pour cette demande : elle est annulée par sécurité. Votre gestionnaire vous enverra de nouveau les documents à signer.',
      en: 'Too many wrong codes were entered for this request: it was cancelled for safety. Your account manager will send you the documents to sign again.',
    },
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    title: { fr: 'Signature du webhook invalide', en: 'Invalid webhook signature' },
    detail: {
      fr: "L'en-tête X-Yousign-Signature-256 ne correspond pas au contenu reçu.",
      en: 'The X-Yousign-Signature-256 header does not match the body received.',
    },
  },
});
