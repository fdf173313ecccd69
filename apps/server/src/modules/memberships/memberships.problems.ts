import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the memberships module: code → HTTP status and French/English texts. */
export const MEMBERSHIP_PROBLEMS = defineProblems({
  MEMBERSHIP_OVERLAP: {
    status: 409,
    title: { fr: 'Adhésion en double', en: 'Overlapping membership' },
    detail: {
      fr: 'Cet établissement est déjà membre de ce groupe sur une partie de cette période.',
      en: 'This establishment is already a member of this group for part of this period.',
    },
  },
});
