// What a SEPA file holds once planned, independent of the message version it is written in. The XML
// writers take these; the plans (direct-debit-plan.ts, credit-transfer-plan.ts) make them from the records.
import type { Cents } from '../../money/safe-cents.ts';

export const DIRECT_DEBIT_VERSIONS = ['pain.008.001.08', 'pain.008.001.02'] as const;
export type DirectDebitVersion = (typeof DIRECT_DEBIT_VERSIONS)[number];
export const CREDIT_TRANSFER_VERSIONS = ['pain.001.001.09', 'pain.001.001.03'] as const;
export type CreditTransferVersion = (typeof CREDIT_TRANSFER_VERSIONS)[number];
export type SepaVersion = DirectDebitVersion | CreditTransferVersion;

/** A postal address as the 2019 messages structure it; `country` is ISO 3166 alpha-2. */
export interface SepaAddress {
  streetName: string | null;
  buildingNumber: string | null;
  postCode: string | null;
  townName: string;
  country: string;
}

/** A party with its account: the creditor of a direct debit, the payer or payee of a transfer. */
export interface SepaParty {
  name: string;
  address: SepaAddress | null;
  /** Compact IBAN ("FR76…"). */
  iban: string;
  /** Absent: the files say NOTPROVIDED where the schema wants an agent (IBAN-only, EPC). */
  bic: string | null;
}

export type SequenceType = 'FRST' | 'RCUR';

/**
 * The amendment a collection carries (EPC AT-24): the original IBAN when the debtor changed account at the
 * same bank, "SMNDA" (same mandate, new debtor account) when the new account is at another bank.
 */
export type MandateAmendment = { kind: 'ACCOUNT'; originalIban: string } | { kind: 'SMNDA' };

export interface DirectDebitTransaction {
  documentId: number;
  /** The invoice number. */
  endToEndId: string;
  amount: Cents;
  mandateId: string;
  /** The mandate's signature day (YYYY-MM-DD). */
  signatureDate: string;
  amendment: MandateAmendment | null;
  debtor: SepaParty;
  remittanceInformation: string;
}

/** One PmtInf: the transactions of one sequence type collected on one day. */
export interface DirectDebitBatch {
  paymentInformationId: string;
  sequenceType: SequenceType;
  collectionDate: string;
  transactions: DirectDebitTransaction[];
}

export interface DirectDebitFile {
  creditorId: number;
  messageId: string;
  createdAt: Date;
  creditor: SepaParty;
  /** The creditor's SEPA identifier (ICS), e.g. "FR12ZZZ123456". */
  creditorIdentifier: string;
  batches: DirectDebitBatch[];
}

export interface CreditTransferTransaction {
  documentId: number;
  /** The credit note number. */
  endToEndId: string;
  amount: Cents;
  creditor: SepaParty;
  remittanceInformation: string;
}

/** One PmtInf: the transfers executed on one day. */
export interface CreditTransferBatch {
  paymentInformationId: string;
  executionDate: string;
  transactions: CreditTransferTransaction[];
}

export interface CreditTransferFile {
  /** Our creditor (the organisation that issued the credit notes), who pays. */
  debtorCreditorId: number;
  messageId: string;
  createdAt: Date;
  debtor: SepaParty;
  batches: CreditTransferBatch[];
}

/** What an excluded document's reason is coded as; the plans say which they use. */
export interface Excluded<Reason extends string> {
  documentId: number;
  reason: Reason;
}
