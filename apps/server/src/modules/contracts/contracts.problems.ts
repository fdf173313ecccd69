import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the contracts module: code → HTTP status and French/English texts. */
export const CONTRACT_PROBLEMS = defineProblems({
  CONTRACT_TRANSITION: {
    status: 409,
    title: { fr: 'Changement de statut impossible', en: 'Status change not allowed' },
    detail: {
      fr: 'Un contrat passe de BROUILLON à ENVOYÉ puis SIGNÉ, ou est annulé tant qu’il n’est pas signé ({from} → {to} refusé).',
      en: 'A contract goes from DRAFT to SENT then SIGNED, or is cancelled until it is signed ({from} → {to} refused).',
    },
  },
});
