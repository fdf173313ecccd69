import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the teams module: code → HTTP status and French/English texts. */
export const TEAM_PROBLEMS = defineProblems({
  OWN_JOB_FORBIDDEN: {
    status: 403,
    title: { fr: 'Vos propres postes', en: 'Your own jobs' },
    detail: {
      fr: 'Personne ne crée, ne modifie ni ne supprime ses propres postes : demandez-le à un collègue habilité.',
      en: 'Nobody creates, changes or removes their own jobs: ask an entitled colleague.',
    },
  },
  LEADER_JOB_FORBIDDEN: {
    status: 403,
    title: { fr: 'Poste de vétérinaire responsable', en: 'Veterinarian leader job' },
    detail: {
      fr: 'Donner, modifier ou retirer un poste de vétérinaire responsable (signataire des mandats SEPA) est réservé aux rôles qui gèrent la facturation (administrateur, manager).',
      en: 'Giving, changing or removing a veterinarian leader job (who signs the SEPA mandates) is reserved to the roles that manage billing (administrator, manager).',
    },
  },
});
