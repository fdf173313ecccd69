// From the records the server loads to the parties of a SEPA file: names and addresses in the EPC set,
// compact IBANs and BICs, ISO alpha-2 countries.
import { extractIBAN, isSEPACountry } from 'ibantools';
import type { DocumentType, InvoicePaymentMethod, PaymentStatus } from '../../billing/enums.ts';
import type { CountryCode } from '../../enums.ts';
import type { Cents } from '../../money/safe-cents.ts';
import { compactIban, isValidBic, isValidIban } from '../../validators/iban.ts';
import { epcText, SEPA_MAX } from './epc-text.ts';
import type { SepaAddress, SepaParty } from './types.ts';

/**
 * ISO 3166 alpha-3 (what the product stores) → alpha-2 (what the messages want). The loader passes
 * `ALPHA2` of packages/invoice-documents/src/countries.ts, the product's one table (the domain cannot
 * import that package).
 */
export type CountryAlpha2 = Readonly<Record<CountryCode, string>>;

/** An address as the product stores it (a legal structure's head office, a creditor's address). */
export interface RecordAddress {
  streetNumber: string | null;
  streetName: string | null;
  postalCode: string | null;
  city: string | null;
  country: CountryCode;
}

/** The creditors row (packages/db/src/schema/creditors.ts) the plans need. */
export interface CreditorRecord {
  id: number;
  name: string;
  sepaCreditorIdentifier: string;
  iban: string;
  bicSwift: string | null;
  streetName: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

/** A billing account's bank details (packages/db/src/schema/legal-structures.ts). */
export interface AccountRecord {
  /** The holder (`identityName`). */
  holderName: string | null;
  iban: string | null;
  bicSwift: string | null;
}

const optional = (value: string | null, max: number) => (value ? epcText(value, max) || null : null);

/** Structured (StrtNm, BldgNb, PstCd, TwnNm, Ctry); none without a town, which the EPC requires. */
export function sepaAddress(address: RecordAddress | null, alpha2: CountryAlpha2): SepaAddress | null {
  const townName = address?.city ? epcText(address.city, SEPA_MAX.townName) : '';
  if (!address || townName === '') return null;
  return {
    streetName: optional(address.streetName, SEPA_MAX.streetName),
    buildingNumber: optional(address.streetNumber, SEPA_MAX.buildingNumber),
    postCode: optional(address.postalCode, SEPA_MAX.postCode),
    townName,
    country: alpha2[address.country],
  };
}

/** The first of the names that is not empty once in the EPC set; "" when none is. */
export function partyName(...names: (string | null | undefined)[]): string {
  for (const name of names) {
    const text = name ? epcText(name, SEPA_MAX.name) : '';
    if (text !== '') return text;
  }
  return '';
}

export type IbanProblem = 'EMPTY_IBAN' | 'INVALID_IBAN' | 'IBAN_NOT_SEPA';

/** The compact IBAN, or why it cannot be debited or credited by SEPA. */
export function sepaIban(value: string | null): { iban: string } | { problem: IbanProblem } {
  if (!value || value.trim() === '') return { problem: 'EMPTY_IBAN' };
  if (!isValidIban(value)) return { problem: 'INVALID_IBAN' };
  const iban = compactIban(value);
  return isSEPACountry(iban.slice(0, 2)) ? { iban } : { problem: 'IBAN_NOT_SEPA' };
}

/** A valid BIC, upper case without spaces; null otherwise (the IBAN suffices, EPC "IBAN-only"). */
export function sepaBic(value: string | null): string | null {
  const bic = value?.replace(/\s/g, '').toUpperCase() ?? '';
  return bic !== '' && isValidBic(bic) ? bic : null;
}

/** EU and EEA countries: outside them, a SEPA bank needs the payer's address (EPC, non-EEA rule). */
const EEA = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
);

/** Whether the debtor's address must travel with a collection from this IBAN (a non-EEA SEPA bank). */
export const addressRequiredFor = (iban: string): boolean => !EEA.has(extractIBAN(iban).countryCode ?? '');

/** Our creditor as a party of its own files; null when its IBAN cannot be used. */
function creditorParty(creditor: CreditorRecord, alpha2: CountryAlpha2): SepaParty | null {
  const account = sepaIban(creditor.iban);
  const name = partyName(creditor.name);
  if (!('iban' in account) || name === '') return null;
  return {
    name,
    address: sepaAddress({ ...creditor, streetNumber: null }, alpha2),
    iban: account.iban,
    bic: sepaBic(creditor.bicSwift),
  };
}

/** `creditorParty` once per creditor record: thousands of candidates share a few creditors' rows. */
export function creditorParties(alpha2: CountryAlpha2): (creditor: CreditorRecord) => SepaParty | null {
  const known = new WeakMap<CreditorRecord, SepaParty | null>();
  return (creditor) => {
    if (!known.has(creditor)) known.set(creditor, creditorParty(creditor, alpha2));
    return known.get(creditor) ?? null;
  };
}

/** An issued document as the server loads it for a SEPA plan: what both plans read. */
export interface SepaDocumentRecord {
  documentId: number;
  documentType: DocumentType;
  number: string | null;
  paymentMethod: InvoicePaymentMethod;
  paymentStatus: PaymentStatus;
  amountWithVat: Cents;
  paidAmount: Cents;
  dueDate: string | null;
  /** The billed establishment or group. */
  clientName: string;
  /** The legal structure billed (`senderAddressIdentityName`). */
  legalStructureName: string | null;
  /** Our creditor that issued the document (collects a debit, pays a transfer). */
  creditor: CreditorRecord;
  /** The billing account debited or credited; null when there is none. */
  account: AccountRecord | null;
  /** The document is already in a file of its kind that was not rejected. */
  inFile: boolean;
}
