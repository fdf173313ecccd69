import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the activities module: code → HTTP status and French/English texts. */
export const ACTIVITY_PROBLEMS = defineProblems({
  ACTIVITY_TAKEN: {
    status: 409,
    title: { fr: 'Activité déjà déclarée', en: 'Activity already declared' },
    detail: {
      fr: 'Cet établissement a déjà cette activité : modifiez-la plutôt.',
      en: 'This establishment already has this activity: change it instead.',
    },
    uniqueConstraints: {
      veterinary_establishment_activities_key: { field: 'activity', message: 'activityTaken' },
    },
  },
});
