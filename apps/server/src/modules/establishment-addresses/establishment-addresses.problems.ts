import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the establishment addresses module: code → HTTP status and French/English texts. */
export const ADDRESS_PROBLEMS = defineProblems({
  MAIN_ADDRESS_DELETE: {
    status: 409,
    title: { fr: 'Adresse principale', en: 'Main address' },
    detail: {
      fr: "L'adresse principale d'un établissement ne peut pas être supprimée ; désignez-en une autre d'abord.",
      en: "An establishment's main address cannot be deleted; choose another main address first.",
    },
  },
});
