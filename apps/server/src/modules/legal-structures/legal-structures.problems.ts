import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the legal structures module: code → HTTP status and French/English texts. */
export const LEGAL_STRUCTURE_PROBLEMS = defineProblems({
  LEGAL_CODE_TAKEN: {
    status: 409,
    title: { fr: 'Numéro déjà utilisé', en: 'Number already used' },
    detail: {
      fr: 'Le numéro {legalCode} est déjà celui d’une autre structure juridique.',
      en: 'The number {legalCode} already belongs to another legal structure.',
    },
    uniqueConstraints: {
      legal_structures_legal_code_key: { field: 'legalCode', message: 'legalCodeTaken', echoValue: true },
    },
  },
});
