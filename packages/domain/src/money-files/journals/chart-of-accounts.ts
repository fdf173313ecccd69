// The accounts the sales journals and the FEC book to (plan comptable général, PCG). Each creditor keeps its
// own books; these are the general accounts of every creditor, the client or supplier being an auxiliary
// account (the establishment's or group's accounting code, copied on the document at issue).
import type { DocumentSeries } from '../../billing/enums.ts';
import type { VatCategory } from '../../enums.ts';
import { csvRate } from '../../money/format.ts';
import { VAT_RATES } from '../../money/vat.ts';

export type JournalName = 'INVOICE_JOURNAL' | 'CREDIT_NOTE_JOURNAL' | 'SELF_BILLING_JOURNAL';

/** Shared between lines (made once): never change one. */
export interface Account {
  readonly number: string;
  readonly label: string;
}

export interface JournalDefinition {
  name: JournalName;
  /** The FEC's JournalCode and the sales journal's "Journal" column. */
  code: string;
  label: string;
  /** What the document's label starts with ("Facture FVS-2026-000042 …"). */
  documentLabel: string;
  /** The third party: the client (411) who owes us, or for self-billing the establishment we owe (401). */
  thirdParty: Account;
  /**
   * The side of the third-party line: an invoice is owed to us (debit 411), a credit note gives back
   * (credit 411), a self-billing document is a purchase we owe (credit 401). The lines' accounts and the
   * VAT take the other side (a discount's net negative amount stays on the third party's side).
   */
  thirdPartySide: 'debit' | 'credit';
  /** VAT collected on a sale (44571), or deductible on a purchase (44566), by rate. */
  vat: 'collected' | 'deductible';
}

const CLIENTS: Account = { number: '411000', label: 'Clients' };
const SUPPLIERS: Account = { number: '401000', label: 'Fournisseurs' };

/** One journal per series: the three series are numbered apart, and so are their entries. */
export const JOURNALS: Readonly<Record<DocumentSeries, JournalDefinition>> = {
  INVOICE: {
    name: 'INVOICE_JOURNAL',
    code: 'VT',
    label: 'Journal des ventes',
    documentLabel: 'Facture',
    thirdParty: CLIENTS,
    thirdPartySide: 'debit',
    vat: 'collected',
  },
  CREDIT_NOTE: {
    name: 'CREDIT_NOTE_JOURNAL',
    code: 'AV',
    label: 'Journal des avoirs clients',
    documentLabel: 'Avoir',
    thirdParty: CLIENTS,
    thirdPartySide: 'credit',
    vat: 'collected',
  },
  SELF_BILLING: {
    name: 'SELF_BILLING_JOURNAL',
    code: 'AF',
    label: 'Journal des autofactures (achats)',
    documentLabel: 'Autofacture',
    thirdParty: SUPPLIERS,
    thirdPartySide: 'credit',
    vat: 'deductible',
  },
};

export const journalOfName = (name: JournalName): JournalDefinition =>
  Object.values(JOURNALS).find((journal) => journal.name === name) as JournalDefinition;

/**
 * One VAT sub-account per rate (the CA3 return asks the VAT collected per rate): 445712 for 20 %,
 * 445711 for 10 %, … and the same last digit under 44566 for the deductible VAT of self-billing. The
 * categories without VAT (exempt, export, reverse charge, zero codes) book no VAT line.
 */
const VAT_SUFFIXES: Partial<Record<VatCategory, string>> = {
  INTERMEDIATE: '1',
  STANDARD: '2',
  REDUCED_RATE: '3',
  SPECIAL_RATE: '4',
  OVERSEAS: '5',
};

/** Made once per account: an export asks for the same few accounts on every line. */
const vatAccounts = {
  collected: new Map<VatCategory, Account>(),
  deductible: new Map<VatCategory, Account>(),
};

export function vatAccount(kind: JournalDefinition['vat'], category: VatCategory): Account {
  let account = vatAccounts[kind].get(category);
  if (account === undefined) {
    const suffix = VAT_SUFFIXES[category];
    if (suffix === undefined) throw new RangeError(`No VAT account for the category ${category}`);
    const rate = csvRate(VAT_RATES[category]);
    account =
      kind === 'collected'
        ? { number: `44571${suffix}`, label: `TVA collectée ${rate}` }
        : { number: `44566${suffix}`, label: `TVA déductible sur autres biens et services ${rate}` };
    vatAccounts[kind].set(category, account);
  }
  return account;
}

/** The PCG's names of the three-digit accounts a line may book to; a longer account is named by its root. */
const PCG_ROOTS: Readonly<Record<string, string>> = {
  '601': 'Achats stockés - matières premières',
  '604': 'Achats d’études et prestations de services',
  '606': 'Achats non stockés de matières et fournitures',
  '607': 'Achats de marchandises',
  '611': 'Sous-traitance générale',
  '622': 'Rémunérations d’intermédiaires et honoraires',
  '623': 'Publicité, publications, relations publiques',
  '628': 'Charges externes diverses',
  '701': 'Ventes de produits finis',
  '704': 'Travaux',
  '705': 'Études',
  '706': 'Prestations de services',
  '707': 'Ventes de marchandises',
  '708': 'Produits des activités annexes',
  '709': 'Rabais, remises et ristournes accordés',
};

const lineAccounts = new Map<string, Account>();
/** Enough for any chart of accounts; beyond it (never in practice) accounts are made afresh. */
const LINE_ACCOUNTS_KEPT = 10_000;

/** A line's account: its accounting code, named after its PCG root ("Compte 7xx" when the root is not listed). */
export function lineAccount(accountingCode: string): Account {
  let account = lineAccounts.get(accountingCode);
  if (account === undefined) {
    account = {
      number: accountingCode,
      label: PCG_ROOTS[accountingCode.slice(0, 3)] ?? `Compte ${accountingCode}`,
    };
    if (lineAccounts.size < LINE_ACCOUNTS_KEPT) lineAccounts.set(accountingCode, account);
  }
  return account;
}

const auxiliaryAccounts = new Map<string, Account>();

/**
 * A client's (or self-billing establishment's) auxiliary account, named as its document names it: the same
 * object for its documents in a row, so that the writers write its cells once (they keep them by account).
 */
export function auxiliaryAccount(number: string, label: string): Account {
  const known = auxiliaryAccounts.get(number);
  if (known !== undefined && known.label === label) return known;
  const account = { number, label };
  if (known !== undefined || auxiliaryAccounts.size < LINE_ACCOUNTS_KEPT)
    auxiliaryAccounts.set(number, account);
  return account;
}
