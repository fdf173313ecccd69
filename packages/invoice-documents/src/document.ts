// The plain input of a billing document: what a French invoice, credit note or self-billing document
// must show, already computed (the billing module stores totals at issue; nothing is recomputed here).
import type { CountryCode, LegalForm, VatCategory } from '@vetbo/domain/enums';
import type { Cents } from '@vetbo/domain/money/cents';

export type BillingDocumentKind = 'INVOICE' | 'CREDIT_NOTE' | 'SELF_BILLING';

/** Nature of the operations, a mention of the 2026 e-invoicing reform. */
export type OperationNature = 'SERVICES' | 'GOODS' | 'MIXED';

/**
 * How the amount due is paid: UNTDID 4461 codes 59, 58, 20 and 48 in the Factur-X XML; OFFSET (97,
 * clearing between partners) is a credit note deducted from what the client owes instead of paid out.
 */
export type PaymentMethod = 'SEPA_DIRECT_DEBIT' | 'SEPA_CREDIT_TRANSFER' | 'CHEQUE' | 'CARD' | 'OFFSET';

/** A calendar date, YYYY-MM-DD. */
export type CalendarDate = string;

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

export interface BillingParty {
  name: string;
  legalForm?: LegalForm;
  shareCapitalCents?: Cents;
  /**
   * SIREN (9 digits) or SIRET (14 digits), without spaces. Required of the seller and of a French
   * buyer (the reform's mention); a foreign buyer has none.
   */
  legalCode?: string;
  /** Intra-community VAT number, "FR12345678901". */
  vatNumber?: string;
  /** The trade register as printed: "RCS Lyon". */
  tradeRegisterCity?: string;
  address: PostalAddress;
  email?: string;
}

export interface BillingLine {
  label: string;
  description?: string;
  /** An integer; a discount line keeps a positive quantity and unit price. */
  quantity: number;
  unitPriceWithoutVatCents: Cents;
  /** quantity × unit price, negative for a discount line. */
  amountWithoutVatCents: Cents;
  vatCategory: VatCategory;
  /** Hundredths of a percent (2000 = 20 %). */
  vatRate: number;
  isDiscount?: boolean;
}

export interface VatBreakdownEntry {
  category: VatCategory;
  rate: number;
  baseCents: Cents;
  vatCents: Cents;
  /** Overrides the default text of the category (see vat-categories.ts). */
  exemptionReason?: string;
}

export interface BillingTotals {
  withoutVatCents: Cents;
  vatCents: Cents;
  withVatCents: Cents;
  paidCents?: Cents;
  dueCents: Cents;
}

/**
 * One document. The seller is always the supplier of the goods or services and the buyer their client,
 * whoever issues the document: in a SELF_BILLING document the buyer (the network) issues it in the
 * seller's (the establishment's) name under a self-billing mandate. Amounts of a credit note are
 * positive: its kind says it credits.
 */
export interface BillingDocument {
  kind: BillingDocumentKind;
  number: string;
  issueDate: CalendarDate;
  dueDate: CalendarDate;
  currency: 'EUR';
  seller: BillingParty;
  buyer: BillingParty;
  /** Printed (and sent as the deliver-to party) when it differs from the buyer's address. */
  deliveryAddress?: PostalAddress;
  /** The invoice a credit note corrects. */
  precedingInvoice?: { number: string; issueDate: CalendarDate };
  period?: { start: CalendarDate; end: CalendarDate };
  deliveryDate?: CalendarDate;
  operationNature: OperationNature;
  vatOnDebits: boolean;
  paymentMethod: PaymentMethod;
  /** "Prélèvement SEPA à 30 jours", printed and sent as the payment terms (BT-20). */
  paymentTerms: string;
  /** Direct debit: the buyer's account debited; credit transfer: the seller's account to pay into. */
  iban?: string;
  bic?: string;
  /** Direct debit: the mandate's RUM. */
  mandateReference?: string;
  /** Direct debit: the seller's SEPA creditor identifier (ICS). */
  creditorIdentifier?: string;
  /** "Taux de la BCE majoré de 10 points", printed after "Pénalités de retard : ". */
  latePaymentPenalty: string;
  personalisedMention?: string;
  lines: BillingLine[];
  vatBreakdown: VatBreakdownEntry[];
  totals: BillingTotals;
}
