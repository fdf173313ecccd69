import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the service deliveries module: code → HTTP status and French/English texts. */
export const DELIVERY_PROBLEMS = defineProblems({
  DELIVERY_OPTION_CODE_TAKEN: {
    status: 409,
    title: { fr: 'Code déjà utilisé', en: 'Code already used' },
    detail: {
      fr: 'Le code {code} est déjà celui d’une autre option de prestation.',
      en: 'The code {code} already belongs to another delivery option.',
    },
    uniqueConstraints: {
      service_delivery_options_code_key: {
        field: 'code',
        message: 'deliveryOptionCodeTaken',
        echoValue: true,
      },
    },
  },
  DELIVERY_OPTION_IN_USE: {
    status: 409,
    title: { fr: 'Option de prestation utilisée', en: 'Delivery option in use' },
    detail: {
      fr: 'L’option de prestation {code} est utilisée par {count} prestation(s) : elle ne peut pas être supprimée.',
      en: 'Delivery option {code} is used by {count} delivery(ies): it cannot be deleted.',
    },
  },
  DELIVERY_OPTION_DISABLED: {
    status: 422,
    title: { fr: 'Option de prestation désactivée', en: 'Delivery option disabled' },
    detail: {
      fr: 'L’option de prestation {code} est désactivée : elle ne peut plus être choisie pour une prestation.',
      en: 'Delivery option {code} is disabled: it can no longer be chosen for a delivery.',
    },
  },
  DELIVERY_INVOICED: {
    status: 409,
    title: { fr: 'Prestation déjà facturée', en: 'Delivery already invoiced' },
    detail: {
      fr: 'La prestation {code} figure sur une facture : elle ne peut pas être supprimée et ses montants (prix, quantité, TVA, remises) ne changent plus.',
      en: 'Delivery {code} is on an invoice: it cannot be deleted and its amounts (price, quantity, VAT, discounts) no longer change.',
    },
  },
  DELIVERY_DISCOUNTS_TOO_LARGE: {
    status: 409,
    title: { fr: 'Dépassement du montant total', en: 'Discounts exceed the total amount' },
    detail: {
      fr: 'Les remises de la prestation {code} dépasseraient son montant hors taxes.',
      en: 'The discounts of delivery {code} would exceed its amount without VAT.',
    },
  },
});
