// Candidates for the SEPA plans, as the server would load them, and small readers of the files written.
import type { CreditTransferCandidate } from '@vetbo/domain/money-files/sepa/credit-transfer-plan';
import type { DirectDebitCandidate, MandateRecord } from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import type { CreditorRecord } from '@vetbo/domain/money-files/sepa/parties';
import { ALPHA2 } from '../../src/countries.ts';

export const NOW = new Date('2026-11-27T10:00:00Z'); // a Friday: the earliest collection day is Tuesday 1 December
export const EARLIEST_COLLECTION = '2026-12-01';
export const OPTIONS = { now: NOW, messageIdPrefix: 'VBSDD', countryAlpha2: ALPHA2 };

export const IBAN = {
  /** Bank 30006. */
  debtor: 'FR7630006000011234567890189',
  /** Another account at bank 30006. */
  sameBank: 'FR7630006000019876543210076',
  /** Bank 20041. */
  otherBank: 'FR1420041010050500013M02606',
  creditorA: 'FR7630004008230001234567819',
  creditorB: 'DE89370400440532013000',
  swiss: 'CH9300762011623852957',
} as const;

export function creditor(id: number): CreditorRecord {
  return {
    id,
    name: id === 1 ? 'Réseau Vétérinaire Sud' : 'Vetbo Services Nord',
    sepaCreditorIdentifier: id === 1 ? 'FR72ZZZ123456' : 'FR19ZZZ654321',
    iban: id === 1 ? IBAN.creditorA : IBAN.creditorB,
    bicSwift: id === 1 ? 'BNPAFRPP' : null,
    streetName: '4 place de la Comédie',
    postalCode: '34000',
    city: 'Montpellier',
    country: 'FRA',
  };
}

/** Invoice `id`'s signed mandate. */
export function mandate(id: number): MandateRecord {
  return {
    rum: `VSV${String(id).padStart(8, '0')}`,
    isValidated: true,
    signedAt: new Date('2026-01-14T23:30:00Z'), // 15 January in Paris
    revoked: false,
    amendment: null,
  };
}

/** The first of a list the test expects not to be empty. */
export function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('Expected at least one item');
  return item;
}

export function invoice(id: number, overrides: Partial<DirectDebitCandidate> = {}): DirectDebitCandidate {
  return {
    documentId: id,
    documentType: 'INVOICE',
    number: `FVS-2026-${String(id).padStart(6, '0')}`,
    paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
    paymentStatus: 'UNPAID',
    amountWithVat: 12_000 + id,
    paidAmount: 0,
    dueDate: '2026-12-10',
    clientName: `Clinique des Écoles ${id}`,
    legalStructureName: 'SELARL Vétérinaires Associés',
    creditor: creditor(1),
    account: { holderName: 'SELARL Vétérinaires Associés', iban: IBAN.debtor, bicSwift: 'AGRIFRPP' },
    debtorAddress: {
      streetNumber: '12',
      streetName: 'rue de la Paix',
      postalCode: '69001',
      city: 'Lyon',
      country: 'FRA',
    },
    mandate: mandate(id),
    previousCollections: [],
    inFile: false,
    ...overrides,
  };
}

export function creditNote(
  id: number,
  overrides: Partial<CreditTransferCandidate> = {},
): CreditTransferCandidate {
  return {
    documentId: id,
    documentType: 'CREDIT_NOTE',
    number: `AVS-2026-${String(id).padStart(6, '0')}`,
    paymentMethod: 'BANK_TRANSFER',
    paymentStatus: 'UNPAID',
    amountWithVat: 5_000 + id,
    paidAmount: 0,
    dueDate: '2026-12-10',
    clientName: `Clinique des Écoles ${id}`,
    legalStructureName: 'SELARL Vétérinaires Associés',
    creditor: creditor(1),
    account: { holderName: 'SELARL Vétérinaires Associés', iban: IBAN.debtor, bicSwift: null },
    beneficiaryAddress: {
      streetNumber: '12',
      streetName: 'rue de la Paix',
      postalCode: '69001',
      city: 'Lyon',
      country: 'FRA',
    },
    inFile: false,
    ...overrides,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every text of `<tag>` elements in the file, in order, unescaped. */
export const values = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? ''),
  );

/** "1234.56" → 123456, by the digits (no float). */
export const cents = (amount: string): number => {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
