import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the billing accounts module: code → HTTP status and French/English texts. */
export const BILLING_ACCOUNT_PROBLEMS = defineProblems({
  UNKNOWN_BILLING_ACCOUNT: {
    status: 422,
    title: { fr: 'Compte de facturation inconnu', en: 'Unknown billing account' },
    detail: {
      fr: "Le compte de facturation {id} n'existe pas ou n'appartient pas à la structure juridique de l'établissement.",
      en: "Billing account {id} does not exist or does not belong to the establishment's legal structure.",
    },
  },
  BANK_DETAILS_FORBIDDEN: {
    status: 403,
    title: { fr: 'Coordonnées bancaires protégées', en: 'Bank details protected' },
    detail: {
      fr: 'Seuls les rôles Administrateur, Manager et Comptable modifient l’IBAN, le BIC, le titulaire et le prélèvement (« Mandat SEPA ») d’un compte de facturation.',
      en: 'Only the Administrator, Manager and Accountant roles change the IBAN, BIC, holder and direct debit ("SEPA mandate") of a billing account.',
    },
  },
  BANK_DETAILS_CHANGE_REQUIRED: {
    status: 422,
    title: { fr: 'Modification à demander', en: 'Change to be asked' },
    detail: {
      fr: 'L’IBAN, le BIC et le titulaire ne se modifient pas directement : demandez la modification, une autre personne de la facturation la confirmera.',
      en: 'The IBAN, BIC and holder are not changed directly: ask for the change, and another billing writer will confirm it.',
    },
  },
  BANK_DETAILS_CHANGE_PENDING: {
    status: 409,
    title: { fr: 'Modification déjà demandée', en: 'Change already asked' },
    detail: {
      fr: 'Une modification des coordonnées bancaires de ce compte attend déjà sa confirmation : confirmez-la ou annulez-la d’abord.',
      en: 'A change of this account’s bank details is already waiting for confirmation: confirm or cancel it first.',
    },
    /** Two asks at once: the partial unique index lets one through. */
    uniqueConstraints: { billing_account_bank_changes_pending_key: {} },
  },
  BANK_DETAILS_UNCHANGED: {
    status: 422,
    title: { fr: 'Coordonnées identiques', en: 'Same bank details' },
    detail: {
      fr: 'Les coordonnées demandées sont déjà celles du compte.',
      en: 'The details asked are already the account’s.',
    },
  },
  BANK_DETAILS_CHANGE_OWN_REQUEST: {
    status: 403,
    title: { fr: 'Confirmation par une autre personne', en: 'To be confirmed by someone else' },
    detail: {
      fr: 'Vous avez demandé cette modification : une autre personne habilitée à la facturation doit la confirmer (contrôle à quatre yeux).',
      en: 'You asked for this change: another billing writer must confirm it (four-eyes check).',
    },
  },
  BANK_DETAILS_CHANGE_DECIDED: {
    status: 409,
    title: { fr: 'Modification déjà traitée', en: 'Change already decided' },
    detail: {
      fr: 'Cette modification des coordonnées bancaires a déjà été confirmée ou annulée.',
      en: 'This change of bank details was already confirmed or cancelled.',
    },
  },
});
