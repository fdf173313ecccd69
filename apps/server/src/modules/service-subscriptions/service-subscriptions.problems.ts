import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the service subscriptions module: code → HTTP status and French/English texts. */
export const SUBSCRIPTION_PROBLEMS = defineProblems({
  INVOICED_PERIODS: {
    status: 409,
    title: { fr: 'Périodes déjà facturées', en: 'Periods already invoiced' },
    detail: {
      fr: 'Une période facturée ne change plus et ne peut pas être supprimée : {periods}.',
      en: 'An invoiced period never changes and cannot be removed: {periods}.',
    },
  },
  SERVICE_OPTION_DISABLED: {
    status: 409,
    title: { fr: 'Option désactivée', en: 'Option disabled' },
    detail: {
      fr: 'L’option {option} est désactivée : elle ne prend plus de nouvel abonnement.',
      en: 'Option {option} is disabled: it takes no new subscription.',
    },
  },
  DISCOUNTS_EXCEED_PRICE: {
    status: 409,
    title: { fr: 'Dépassement du montant total', en: 'Discounts exceed the price' },
    detail: {
      fr: 'Les remises de la période du {period} dépasseraient son nouveau prix : retirez-les d’abord.',
      en: 'The discounts of the period {period} would exceed its new price: remove them first.',
    },
  },
});
