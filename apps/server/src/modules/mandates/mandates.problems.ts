import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the mandates module: code → HTTP status and French/English texts. */
export const MANDATE_PROBLEMS = defineProblems({
  RUM_TAKEN: {
    status: 409,
    title: { fr: 'RUM déjà utilisée', en: 'Mandate reference already used' },
    detail: {
      fr: "Cette référence unique de mandat est déjà celle d'un autre mandat.",
      en: 'This unique mandate reference already belongs to another mandate.',
    },
    uniqueConstraints: { required_mandates_rum_key: { field: 'rum', message: 'rumTaken' } },
  },
  MANDATE_ALREADY_REQUIRED: {
    status: 409,
    title: { fr: 'Mandat déjà demandé', en: 'Mandate already required' },
    detail: {
      fr: 'Ce compte de facturation doit déjà signer ce mandat.',
      en: 'This billing account already has to sign this mandate.',
    },
    /** A billing account requires a mandate once. */
    uniqueConstraints: {
      required_mandates_account_mandate_key: { field: 'mandateId', message: 'mandateAlreadyRequired' },
    },
  },
  SIGNED_MANDATE: {
    status: 409,
    title: { fr: 'Mandat signé', en: 'Signed mandate' },
    detail: {
      fr: "Un mandat signé n'est jamais supprimé : révoquez-le, son historique est conservé.",
      en: 'A signed mandate is never deleted: revoke it, which keeps its history.',
    },
  },
  MANDATE_NOT_SIGNED: {
    status: 409,
    title: { fr: 'Mandat non signé', en: 'Mandate not signed' },
    detail: {
      fr: 'Seul un mandat signé se révoque ; un mandat encore à signer se supprime.',
      en: 'Only a signed mandate can be revoked; one still to sign is deleted.',
    },
  },
  MANDATE_ALREADY_REVOKED: {
    status: 409,
    title: { fr: 'Mandat déjà révoqué', en: 'Mandate already revoked' },
    detail: { fr: 'Ce mandat a déjà été révoqué.', en: 'This mandate has already been revoked.' },
  },
  MANDATE_ALREADY_LINKED: {
    status: 409,
    title: { fr: 'Mandat déjà rattaché', en: 'Mandate already linked' },
    detail: {
      fr: 'Ce mandat a déjà un code comptable pour cet établissement ou ce groupe : modifiez-le plutôt.',
      en: 'This mandate already has an accounting code for this establishment or group: change it instead.',
    },
    uniqueConstraints: {
      veterinary_establishment_mandates_key: { field: 'mandateId', message: 'mandateAlreadyLinked' },
      veterinary_group_mandates_key: { field: 'mandateId', message: 'mandateAlreadyLinked' },
    },
  },
});
