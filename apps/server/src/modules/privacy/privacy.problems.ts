import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the privacy module: code → HTTP status and French/English texts. */
export const PRIVACY_PROBLEMS = defineProblems({
  ANONYMISE_SELF: {
    status: 409,
    title: { fr: 'Anonymisation impossible', en: 'Anonymisation refused' },
    detail: {
      fr: 'Vous ne pouvez pas anonymiser votre propre compte.',
      en: 'You cannot anonymise your own account.',
    },
  },
});
