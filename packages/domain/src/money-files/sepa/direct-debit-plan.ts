// Which invoices go into direct-debit (pain.008) files, and how: one file per creditor, one PmtInf per
// collection day and sequence type. Pure: the server loads the candidates and stores what this returns.
import { isDirectDebit } from '../../billing/enums.ts';
import type { Cents } from '../../money/safe-cents.ts';
import { parisDay } from '../../paris-day.ts';
import { isValidSepaCreditorIdentifier } from '../../validators/sepa-creditor-identifier.ts';
import { epcIdentifier, epcText, SEPA_MAX } from './epc-text.ts';
import { amendmentFor, isMandateExpired, type RecordedAmendment } from './mandate-rules.ts';
import { messageIdFor, paymentInformationIdFor } from './message-id.ts';
import {
  addressRequiredFor,
  type CountryAlpha2,
  type CreditorRecord,
  creditorParties,
  partyName,
  type RecordAddress,
  type SepaDocumentRecord,
  sepaAddress,
  sepaBic,
  sepaIban,
} from './parties.ts';
import { nextCollection, type PastCollection } from './sequence-type.ts';
import { addTargetBusinessDays, laterDay, nextTargetBusinessDay } from './target-days.ts';
import { groupBy, once } from './totals.ts';
import type {
  DirectDebitBatch,
  DirectDebitFile,
  DirectDebitTransaction,
  Excluded,
  SepaParty,
} from './types.ts';

export const DIRECT_DEBIT_EXCLUSIONS = [
  'NOT_AN_INVOICE',
  'NOT_ISSUED',
  'NOT_DIRECT_DEBIT',
  'NOT_UNPAID',
  'NOTHING_TO_COLLECT',
  'ALREADY_IN_FILE',
  'CREDITOR_NOT_READY',
  'NO_VALIDATED_MANDATE',
  'MANDATE_REVOKED',
  'MANDATE_EXPIRED',
  'NO_BILLING_ACCOUNT',
  'EMPTY_IBAN',
  'INVALID_IBAN',
  'IBAN_NOT_SEPA',
  'NO_DEBTOR_NAME',
  'DEBTOR_ADDRESS_REQUIRED',
] as const;
export type DirectDebitExclusion = (typeof DIRECT_DEBIT_EXCLUSIONS)[number];

/** The required mandate the invoice is collected under (the creditor's mandate of its billing account). */
export interface MandateRecord {
  rum: string;
  isValidated: boolean;
  /** `validatedDate`: when the debtor signed. */
  signedAt: Date | null;
  revoked: boolean;
  /** The SEPA amendment recorded on it and not yet carried (`amendedFromIban`, `amendedFromBic`). */
  amendment: RecordedAmendment | null;
}

/** One issued document as the server loads it, with what the plan needs about its debtor and mandate. */
export interface DirectDebitCandidate extends SepaDocumentRecord {
  /** The legal structure's head office. */
  debtorAddress: RecordAddress | null;
  mandate: MandateRecord | null;
  /** Every earlier collection of the mandate's RUM, whatever the document. */
  previousCollections: readonly PastCollection[];
}

export interface DirectDebitPlanOptions {
  now: Date;
  /** 1 to 6 capital letters or digits starting every MsgId. */
  messageIdPrefix: string;
  countryAlpha2: CountryAlpha2;
  /** The collection day asked for every invoice; by default each invoice's due date. */
  collectionDate?: string;
}

export interface DirectDebitPlan {
  files: DirectDebitFile[];
  excluded: Excluded<DirectDebitExclusion>[];
  /** RUMs whose recorded amendment a file now carries: the server clears their `amendedFrom…` columns. */
  amendedMandates: string[];
}

/**
 * The first day a file made now can ask for: two TARGET2 business days after today in Paris — the
 * debtor's bank must have the collection the business day before (D-1, SDD Core rulebook since 2016) and
 * the creditor's bank needs the file by its cut-off the day before that.
 */
export const earliestCollectionDate = (now: Date): string => addTargetBusinessDays(parisDay(now), 2);

/** The amount collected: what remains due, the whole amount for an UNPAID invoice. */
const amountDue = (candidate: DirectDebitCandidate): Cents => candidate.amountWithVat - candidate.paidAmount;

type Screened =
  | { reason: DirectDebitExclusion }
  | { creditor: SepaParty; debtor: SepaParty; mandate: MandateRecord & { signedAt: Date } };

/** The creditor as the files' party, or null when its IBAN or ICS cannot be used; once per creditor. */
function creditorsWithIdentifier(alpha2: CountryAlpha2): (creditor: CreditorRecord) => SepaParty | null {
  const partyOf = creditorParties(alpha2);
  const identifierOk = new Map<string, boolean>();
  return (creditor) => {
    const ics = creditor.sepaCreditorIdentifier;
    if (!identifierOk.has(ics)) identifierOk.set(ics, isValidSepaCreditorIdentifier(ics));
    return identifierOk.get(ics) ? partyOf(creditor) : null;
  };
}

/** The reasons that do not depend on the mandate's history, in the order an accountant fixes them. */
function screen(
  candidate: DirectDebitCandidate,
  alpha2: CountryAlpha2,
  creditorOf: (creditor: CreditorRecord) => SepaParty | null,
): Screened {
  if (candidate.documentType !== 'INVOICE') return { reason: 'NOT_AN_INVOICE' };
  if (!candidate.number) return { reason: 'NOT_ISSUED' };
  if (!isDirectDebit(candidate.paymentMethod)) return { reason: 'NOT_DIRECT_DEBIT' };
  // A debit the bank returned (REJECTED) is presented again in the next file (issue 24 §3).
  if (candidate.paymentStatus !== 'UNPAID' && candidate.paymentStatus !== 'REJECTED')
    return { reason: 'NOT_UNPAID' };
  if (amountDue(candidate) <= 0) return { reason: 'NOTHING_TO_COLLECT' };
  if (candidate.inFile) return { reason: 'ALREADY_IN_FILE' };
  const creditor = creditorOf(candidate.creditor);
  if (!creditor) return { reason: 'CREDITOR_NOT_READY' };
  const { mandate, account } = candidate;
  if (!mandate?.isValidated || !mandate.signedAt) return { reason: 'NO_VALIDATED_MANDATE' };
  if (mandate.revoked) return { reason: 'MANDATE_REVOKED' };
  if (!account) return { reason: 'NO_BILLING_ACCOUNT' };
  const iban = sepaIban(account.iban);
  if ('problem' in iban) return { reason: iban.problem };
  const name = partyName(account.holderName, candidate.legalStructureName, candidate.clientName);
  if (name === '') return { reason: 'NO_DEBTOR_NAME' };
  const address = sepaAddress(candidate.debtorAddress, alpha2);
  if (!address && addressRequiredFor(iban.iban)) return { reason: 'DEBTOR_ADDRESS_REQUIRED' };
  const debtor = { name, address, iban: iban.iban, bic: sepaBic(account.bicSwift) };
  return { creditor, debtor, mandate: { ...mandate, signedAt: mandate.signedAt } };
}

const byDayThenNumber = (
  a: { day: string; candidate: DirectDebitCandidate },
  b: { day: string; candidate: DirectDebitCandidate },
) =>
  a.candidate.creditor.id - b.candidate.creditor.id ||
  a.day.localeCompare(b.day) ||
  (a.candidate.number ?? '').localeCompare(b.candidate.number ?? '');

/** What the plan remembers of a mandate while it goes through its invoices. */
interface MandateProgress {
  history: PastCollection[];
  recordedAmendmentSent: boolean;
}

interface Planned {
  creditorId: number;
  creditor: SepaParty;
  creditorIdentifier: string;
  day: string;
  transaction: DirectDebitTransaction;
  sequenceType: 'FRST' | 'RCUR';
}

export function planDirectDebitFiles(
  candidates: readonly DirectDebitCandidate[],
  options: DirectDebitPlanOptions,
): DirectDebitPlan {
  const earliest = earliestCollectionDate(options.now);
  const excluded: Excluded<DirectDebitExclusion>[] = [];
  // Thousands of invoices share a few due days and signature instants: each is worked out once.
  const dayFor = once((wanted: string) => nextTargetBusinessDay(laterDay(wanted, earliest)));
  const parisDayOf = once((time: number) => parisDay(new Date(time)));
  const dated = candidates.map((candidate) => ({
    candidate,
    day: dayFor(options.collectionDate ?? candidate.dueDate ?? earliest),
  }));
  const progress = new Map<string, MandateProgress>();
  const amendedMandates = new Set<string>();
  const planned: Planned[] = [];
  const creditorOf = creditorsWithIdentifier(options.countryAlpha2);

  for (const { candidate, day } of dated.sort(byDayThenNumber)) {
    const screened = screen(candidate, options.countryAlpha2, creditorOf);
    if ('reason' in screened) {
      excluded.push({ documentId: candidate.documentId, reason: screened.reason });
      continue;
    }
    const { creditor, debtor, mandate } = screened;
    const signatureDate = parisDayOf(mandate.signedAt.getTime());
    const state = progress.get(mandate.rum) ?? {
      history: [...candidate.previousCollections],
      recordedAmendmentSent: false,
    };
    if (isMandateExpired(state.history, signatureDate, day)) {
      excluded.push({ documentId: candidate.documentId, reason: 'MANDATE_EXPIRED' });
      continue;
    }
    const recorded = state.recordedAmendmentSent ? null : amendmentFor(mandate.amendment, debtor.iban);
    const next = nextCollection(state.history, recorded);
    if (recorded) amendedMandates.add(mandate.rum);
    // The invoices of one mandate in this plan follow each other: the first is FRST if need be, the next RCUR.
    state.history.push({
      collectionDate: day,
      sequenceType: next.sequenceType,
      outcome: 'PENDING',
      amendment: next.amendment,
    });
    state.recordedAmendmentSent ||= recorded !== null;
    progress.set(mandate.rum, state);
    const number = candidate.number ?? '';
    planned.push({
      creditorId: candidate.creditor.id,
      creditor,
      creditorIdentifier: candidate.creditor.sepaCreditorIdentifier.replace(/\s/g, '').toUpperCase(),
      day,
      sequenceType: next.sequenceType,
      transaction: {
        documentId: candidate.documentId,
        endToEndId: epcIdentifier(number, SEPA_MAX.identifier),
        amount: amountDue(candidate),
        mandateId: epcIdentifier(mandate.rum, SEPA_MAX.identifier),
        signatureDate,
        amendment: next.amendment,
        debtor,
        remittanceInformation: epcText(`Facture ${number} ${candidate.clientName}`, SEPA_MAX.remittance),
      },
    });
  }
  return {
    files: filesOf(planned, options),
    excluded: excluded.sort((a, b) => a.documentId - b.documentId),
    amendedMandates: [...amendedMandates].sort(),
  };
}

/** One file per creditor; in it one batch per collection day and sequence type, FRST first. */
function filesOf(planned: readonly Planned[], options: DirectDebitPlanOptions): DirectDebitFile[] {
  const byCreditor = groupBy(planned, (item) => item.creditorId);
  return [...byCreditor.entries()]
    .sort(([a], [b]) => a - b)
    .map(([creditorId, items]) => {
      const first = items[0] as Planned;
      const messageId = messageIdFor(options.messageIdPrefix, options.now, creditorId);
      const byBatch = groupBy(items, (item) => `${item.day}|${item.sequenceType}`);
      const batches: DirectDebitBatch[] = [...byBatch.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, batchItems], index) => ({
          paymentInformationId: paymentInformationIdFor(messageId, index + 1),
          sequenceType: (batchItems[0] as Planned).sequenceType,
          collectionDate: (batchItems[0] as Planned).day,
          transactions: batchItems.map((item) => item.transaction),
        }));
      return {
        creditorId,
        messageId,
        createdAt: options.now,
        creditor: first.creditor,
        creditorIdentifier: first.creditorIdentifier,
        batches,
      };
    });
}
