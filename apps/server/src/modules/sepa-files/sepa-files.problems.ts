import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the SEPA files: code → HTTP status and French/English texts. */
export const SEPA_FILE_PROBLEMS = defineProblems({
  NOTHING_TO_EXPORT: {
    status: 422,
    title: { fr: 'Aucun document exportable', en: 'Nothing to export' },
    detail: {
      fr: 'Aucun des {count} documents choisis ne peut entrer dans un fichier SEPA (voir la raison de chacun).',
      en: 'None of the {count} selected documents can go into a SEPA file (see the reason for each).',
    },
  },
  SEPA_FILE_INVALID: {
    status: 422,
    title: { fr: 'Fichier SEPA invalide', en: 'Invalid SEPA file' },
    detail: {
      fr: 'Le fichier du créancier {creditor} ne respecte pas le schéma {schema} : {error}. Rien n’a été enregistré.',
      en: 'The file of creditor {creditor} does not match the {schema} schema: {error}. Nothing was stored.',
    },
  },
  FILE_ALREADY_SENT: {
    status: 409,
    title: { fr: 'Fichier déjà transmis', en: 'File already sent' },
    detail: {
      fr: 'Le fichier {messageId} est déjà marqué comme transmis à la banque.',
      en: 'File {messageId} is already marked as sent to the bank.',
    },
  },
  NOT_A_DIRECT_DEBIT: {
    status: 422,
    title: { fr: 'Rejet réservé aux prélèvements', en: 'Only direct debits are rejected' },
    detail: {
      fr: 'Seule une opération d’un fichier de prélèvements peut être rejetée par la banque.',
      en: 'Only a transaction of a direct-debit file can be rejected by the bank.',
    },
  },
  ITEM_ALREADY_REJECTED: {
    status: 409,
    title: { fr: 'Opération déjà rejetée', en: 'Transaction already rejected' },
    detail: {
      fr: 'Le prélèvement de {number} est déjà marqué comme rejeté.',
      en: 'The direct debit of {number} is already marked as rejected.',
    },
  },
});
