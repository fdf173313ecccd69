import { CREDITOR_MESSAGES } from '@vetbo/domain/creditors';
import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the creditors module: code → HTTP status and French/English texts. */
export const CREDITOR_PROBLEMS = defineProblems({
  SERIES_PREFIX_TAKEN: {
    status: 409,
    title: { fr: 'Préfixe déjà utilisé', en: 'Prefix already used' },
    detail: {
      fr: 'Ce préfixe est déjà celui d’une autre série de factures, d’avoirs ou d’autofactures.',
      en: 'This prefix already belongs to another series of invoices, credit notes or self-billing documents.',
    },
  },
  SEPA_CREDITOR_IDENTIFIER_TAKEN: {
    status: 409,
    title: { fr: 'ICS déjà utilisé', en: 'Creditor identifier already used' },
    detail: {
      fr: 'L’ICS {sepaCreditorIdentifier} est déjà celui d’un autre créancier.',
      en: 'The SEPA creditor identifier {sepaCreditorIdentifier} already belongs to another creditor.',
    },
    uniqueConstraints: {
      creditors_sepaCreditorIdentifier_unique: {
        field: 'sepaCreditorIdentifier',
        message: CREDITOR_MESSAGES.sepaCreditorIdentifierTaken,
        echoValue: true,
      },
    },
  },
});
