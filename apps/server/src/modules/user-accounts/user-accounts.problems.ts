import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the user accounts module: code → HTTP status and French/English texts. */
export const USER_ACCOUNT_PROBLEMS = defineProblems({
  PASSWORD_ALREADY_SET: {
    status: 409,
    title: { fr: 'Mot de passe déjà choisi', en: 'Password already set' },
    detail: {
      fr: 'Cet utilisateur a déjà un mot de passe : pour en changer, il utilise « Mot de passe oublié ? » sur la page de connexion.',
      en: 'This user already has a password: to change it, they use “Mot de passe oublié ?” (forgotten password) on the sign-in page.',
    },
  },
});
