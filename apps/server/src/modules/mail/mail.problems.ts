import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the mail module: code → HTTP status and French/English texts. */
export const MAIL_PROBLEMS = defineProblems({
  OUTBOX_NOT_FAILED: {
    status: 409,
    title: { fr: 'Message non en échec', en: 'Message not failed' },
    detail: {
      fr: 'Seul un message en échec peut être renvoyé.',
      en: 'Only a failed message can be sent again.',
    },
  },
});
