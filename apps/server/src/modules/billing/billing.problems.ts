import { defineProblems } from '../../lib/problem.ts';

/** The refusals of billing: code → HTTP status and French/English texts. */
export const BILLING_PROBLEMS = defineProblems({
  NO_LEGAL_STRUCTURE: {
    status: 422,
    title: { fr: 'Structure juridique manquante', en: 'No legal structure' },
    detail: {
      fr: '{client} n’a pas de structure juridique : aucune facture ne peut être émise à son nom.',
      en: '{client} has no legal structure: no invoice can be issued in its name.',
    },
  },
  BUYER_WITHOUT_SIREN: {
    status: 422,
    title: { fr: 'SIREN de l’acheteur manquant', en: 'Buyer has no SIREN' },
    detail: {
      fr: '{buyer} est une entreprise domiciliée en France sans SIREN valide : ses factures passent par une plateforme agréée, qui la trouve par son SIREN. Renseignez le SIRET de sa structure juridique avant d’émettre.',
      en: '{buyer} is a business domiciled in France without a valid SIREN: its invoices go through an approved platform, which finds it by its SIREN. Fill in its legal structure’s SIRET before issuing.',
    },
  },
  NO_DEFAULT_BILLING_ACCOUNT: {
    status: 422,
    title: { fr: 'Aucun compte de facturation par défaut', en: 'No default billing account' },
    detail: {
      fr: 'L’établissement ou le groupe n’a pas de compte de facturation par défaut pour ce mode de paiement.',
      en: 'The establishment or group has no default billing account for this payment method.',
    },
  },
  NO_VALID_MANDATE: {
    status: 422,
    title: { fr: 'Aucun mandat valide', en: 'No valid mandate' },
    detail: {
      fr: 'Aucun mandat SEPA valide n’existe pour le créancier {creditor} sur ce compte de facturation.',
      en: 'No valid SEPA mandate exists for the creditor {creditor} on this billing account.',
    },
  },
  ACCOUNT_NOT_DEBITED: {
    status: 422,
    title: { fr: 'Compte non prélevé', en: 'Account not debited' },
    detail: {
      fr: 'Le compte de facturation « {account} » n’est pas prélevé (« Mandat SEPA » décoché) : choisissez un autre mode de paiement.',
      en: 'The billing account "{account}" is not debited ("SEPA mandate" unticked): choose another payment method.',
    },
  },
  CREDITOR_INCOMPLETE: {
    status: 422,
    title: { fr: 'Mentions légales du créancier incomplètes', en: 'Creditor legal mentions incomplete' },
    detail: {
      fr: 'Le créancier {creditor} n’a pas encore de forme juridique, de capital social ou de ville du RCS : renseignez-les avant d’émettre.',
      en: 'The creditor {creditor} has no legal form, share capital or trade register city yet: fill them in before issuing.',
    },
  },
  DISCOUNT_TOO_LARGE: {
    status: 422,
    title: { fr: 'Dépassement du montant total', en: 'The discount exceeds the total' },
    detail: {
      fr: 'Les remises dépassent le montant total des lignes au même taux de TVA.',
      en: 'The discounts exceed the total of the lines at the same VAT rate.',
    },
  },
  DOCUMENT_NOT_DRAFT: {
    status: 409,
    title: { fr: 'Document déjà émis', en: 'Document already issued' },
    detail: {
      fr: 'Le document {number} est émis : il ne change plus, seul son paiement est suivi.',
      en: 'Document {number} is issued: it no longer changes, only its payment is tracked.',
    },
  },
  INVOICE_NOT_ISSUED: {
    status: 422,
    title: { fr: 'Facture non émise', en: 'Invoice not issued' },
    detail: {
      fr: 'Seule une facture émise peut être créditée.',
      en: 'Only an issued invoice can be credited.',
    },
  },
  CREDIT_TOO_LARGE: {
    status: 422,
    title: { fr: 'Montant à créditer trop élevé', en: 'Credit too large' },
    detail: {
      fr: 'Une ligne ne peut pas être créditée de plus que ce qui reste à créditer.',
      en: 'A line cannot be credited for more than what remains to be credited.',
    },
  },
  PAYMENT_TRANSITION: {
    status: 409,
    title: { fr: 'Changement de statut impossible', en: 'Status change not allowed' },
    detail: {
      fr: 'Un document au statut {from} ne peut pas passer au statut {to}.',
      en: 'A document in status {from} cannot move to status {to}.',
    },
  },
  NOT_ISSUED: {
    status: 409,
    title: { fr: 'Document non émis', en: 'Document not issued' },
    detail: {
      fr: 'Un brouillon n’a pas de paiement ni de PDF : émettez-le d’abord.',
      en: 'A draft has no payment and no PDF: issue it first.',
    },
  },
  DELIVERIES_NOT_BILLABLE: {
    status: 409,
    title: { fr: 'Prestations non facturables', en: 'Deliveries cannot be billed' },
    detail: {
      fr: 'Ces prestations sont déjà facturées, planifiées ou marquées « ne pas facturer » : {ids}.',
      en: 'These deliveries are already billed, planned or marked not to bill: {ids}.',
    },
  },
  RUN_NOT_CANCELLABLE: {
    status: 409,
    title: { fr: 'Facturation déjà lancée', en: 'Billing already started' },
    detail: {
      fr: 'Seule une facturation planifiée qui n’a pas commencé peut être annulée.',
      en: 'Only a planned billing that has not started can be cancelled.',
    },
  },
});
