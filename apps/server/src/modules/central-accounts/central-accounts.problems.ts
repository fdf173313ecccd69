import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the central accounts module: code → HTTP status and French/English texts. */
export const CENTRAL_ACCOUNT_PROBLEMS = defineProblems({
  CENTRAL_ACCOUNT_TAKEN: {
    status: 409,
    title: { fr: 'Compte centrale déjà enregistré', en: 'Central account already recorded' },
    detail: {
      fr: 'Cet établissement a déjà un compte chez cette centrale : modifiez-le plutôt.',
      en: 'This establishment already has an account at this central: change it instead.',
    },
    /** One account per establishment and central. */
    uniqueConstraints: {
      veterinary_establishment_central_accounts_key: { field: 'central', message: 'centralAccountTaken' },
    },
  },
});
