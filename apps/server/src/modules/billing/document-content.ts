// What an issued document shows, frozen at issue in `billing_documents.content`: the PDF and the
// Factur-X XML are made from it alone, and its canonical JSON is what the series' hash chain seals.
import type { DocumentSeries, LineCategory } from '@vetbo/domain/billing/enums';
import type { VatBreakdown } from '@vetbo/domain/billing/totals';
import type { VatCategory } from '@vetbo/domain/enums';

export interface DocumentAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-3, as the product keeps countries (FRA, REU…). */
  country: string;
}

export interface DocumentParty {
  name: string;
  legalForm: string | null;
  /** SIREN or SIRET. */
  legalCode: string | null;
  vatNumber: string | null;
  shareCapitalCents: number | null;
  tradeRegisterCity: string | null;
  address: DocumentAddress;
}

export interface ContentLine {
  position: number;
  summary: string;
  description: string | null;
  category: LineCategory;
  vatCategory: VatCategory;
  vatRate: number;
  quantity: number;
  unitPriceWithoutVat: number;
  amountWithoutVat: number;
}

export type OperationNature = 'SERVICES' | 'GOODS' | 'MIXED';

export interface DocumentContent {
  kind: DocumentSeries;
  number: string;
  issueDate: string;
  dueDate: string;
  seller: DocumentParty;
  buyer: DocumentParty;
  deliveryAddress: DocumentAddress | null;
  precedingInvoice: { number: string; issueDate: string } | null;
  period: { start: string; end: string } | null;
  deliveryDate: string | null;
  operationNature: OperationNature;
  vatOnDebits: boolean;
  latePaymentPenalty: string;
  personalisedMention: string | null;
  payment: {
    method: string;
    /** Direct debit: the debtor's mandate reference, account and the creditor's SEPA identifier. */
    rum: string | null;
    iban: string | null;
    bic: string | null;
    creditorIdentifier: string | null;
    /** Bank transfer: the creditor's account to pay into. */
    payeeIban: string | null;
    payeeBic: string | null;
  };
  lines: ContentLine[];
  vatBreakdown: VatBreakdown[];
  totals: { amountWithoutVat: number; vatAmount: number; amountWithVat: number };
}

const GOODS: readonly LineCategory[] = ['PRODUCT_SALES', 'PRODUCT_DISCOUNT'];

/** Goods, services or both (e-invoicing reform mention), from the lines that sell something. */
export function operationNature(lines: readonly { category: LineCategory }[]): OperationNature {
  const goods = lines.some((line) => GOODS.includes(line.category));
  const services = lines.some((line) => !GOODS.includes(line.category));
  return goods && services ? 'MIXED' : goods ? 'GOODS' : 'SERVICES';
}
