import { defineProblems } from '../../lib/problem.ts';

/** The refusals of e-invoicing: code → HTTP status and French/English texts. */
export const E_INVOICING_PROBLEMS = defineProblems({
  TRANSMISSION_NOT_RESENDABLE: {
    status: 409,
    title: { fr: 'Renvoi impossible', en: 'Cannot send again' },
    detail: {
      fr: 'Seule une transmission en échec, rejetée ou refusée peut être renvoyée (état actuel : {state}).',
      en: 'Only a failed, rejected or refused transmission can be sent again (current state: {state}).',
    },
  },
  TRANSMISSION_NOT_CORRECTED: {
    status: 409,
    title: { fr: 'Document non corrigé', en: 'Document not corrected' },
    detail: {
      fr: 'Le document {number} a été rejeté ou refusé : émettez d’abord l’avoir qui le corrige, puis renvoyez-le.',
      en: 'Document {number} was rejected or refused: issue the credit note that corrects it first, then send it again.',
    },
  },
  TRANSMISSION_FILE_NOT_READY: {
    status: 409,
    title: { fr: 'Fichier pas encore déposé', en: 'File not deposited yet' },
    detail: {
      fr: 'Le document n’a pas encore été transmis : son fichier sera disponible une fois déposé.',
      en: 'The document has not been transmitted yet: its file is available once deposited.',
    },
  },
});
