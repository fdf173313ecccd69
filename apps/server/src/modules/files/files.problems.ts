import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the files module: code → HTTP status and French/English texts. */
export const FILE_PROBLEMS = defineProblems({
  FILE_REFUSED: {
    status: 422,
    title: { fr: 'Fichier refusé', en: 'File refused' },
    detail: {
      fr: 'Le contenu du fichier ({mediaType}) ne correspond pas à un type autorisé.',
      en: 'The content of the file ({mediaType}) is not of an allowed type.',
    },
  },
  DOCUMENT_SHOWS_BANK_DETAILS: {
    status: 403,
    title: { fr: 'Coordonnées bancaires protégées', en: 'Bank details protected' },
    detail: {
      fr: 'Ce document montre des coordonnées bancaires complètes : seuls les rôles Administrateur et Comptable peuvent l’ouvrir.',
      en: 'This document shows full bank details: only the Administrator and Accountant roles may open it.',
    },
  },
});
