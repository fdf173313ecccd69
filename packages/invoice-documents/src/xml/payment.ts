// The payment means (BG-16): SEPA direct debit (59), SEPA credit transfer (58), cheque (20), bank card
// (48) or clearing between partners (97).
import type { BillingDocument, PaymentMethod } from '../document.ts';
import { el, text, type XmlNode } from './writer.ts';

const CODES: Readonly<Record<PaymentMethod, string>> = {
  SEPA_DIRECT_DEBIT: '59',
  SEPA_CREDIT_TRANSFER: '58',
  CHEQUE: '20',
  CARD: '48',
  OFFSET: '97',
};

export const PAYMENT_LABELS: Readonly<Record<PaymentMethod, string>> = {
  SEPA_DIRECT_DEBIT: 'Prélèvement SEPA',
  SEPA_CREDIT_TRANSFER: 'Virement SEPA',
  CHEQUE: 'Chèque',
  CARD: 'Carte bancaire',
  OFFSET: 'À déduire des prochaines factures',
};

const compact = (value: string | undefined) => value?.replace(/\s+/g, '').toUpperCase();

export function paymentMeans(doc: BillingDocument): XmlNode {
  const iban = compact(doc.iban);
  return el(
    'ram:SpecifiedTradeSettlementPaymentMeans',
    el('ram:TypeCode', CODES[doc.paymentMethod]),
    el('ram:Information', PAYMENT_LABELS[doc.paymentMethod]),
    doc.paymentMethod === 'SEPA_DIRECT_DEBIT' &&
      iban &&
      el('ram:PayerPartyDebtorFinancialAccount', text('ram:IBANID', iban)),
    doc.paymentMethod === 'SEPA_CREDIT_TRANSFER' &&
      iban &&
      el('ram:PayeePartyCreditorFinancialAccount', text('ram:IBANID', iban)),
    doc.paymentMethod === 'SEPA_CREDIT_TRANSFER' &&
      doc.bic &&
      el('ram:PayeeSpecifiedCreditorFinancialInstitution', text('ram:BICID', compact(doc.bic))),
  );
}
