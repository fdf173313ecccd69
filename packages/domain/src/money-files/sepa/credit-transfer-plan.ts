import type { Cents } from '../../money/safe-cents.ts';
import { parisDay } from '../../paris-day.ts';
import { epcIdentifier, epcText, SEPA_MAX } from './epc-text.ts';
import { messageIdFor, paymentInformationIdFor } from './message-id.ts';
import {
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
import { laterDay, nextTargetBusinessDay } from './target-days.ts';
import { groupBy, once } from './totals.ts';
import type { CreditTransferFile, CreditTransferTransaction, Excluded, SepaParty } from './types.ts';

export const CREDIT_TRANSFER_EXCLUSIONS = [
  'NOT_A_CREDIT_NOTE',
  'NOT_ISSUED',
  'NOT_BANK_TRANSFER',
  'NOT_UNPAID',
  'NOTHING_TO_PAY',
  'ALREADY_IN_FILE',
  'CREDITOR_NOT_READY',
  'NO_BILLING_ACCOUNT',
  'EMPTY_IBAN',
  'INVALID_IBAN',
  'IBAN_NOT_SEPA',
  'NO_BENEFICIARY_NAME',
] as const;
export type CreditTransferExclusion = (typeof CREDIT_TRANSFER_EXCLUSIONS)[number];

export interface CreditTransferCandidate extends SepaDocumentRecord {
  beneficiaryAddress: RecordAddress | null;
}

export interface CreditTransferPlanOptions {
  now: Date;
  messageIdPrefix: string;
  countryAlpha2: CountryAlpha2;
  /** The execution day asked for every credit note; by default each one's due date. */
  executionDate?: string;
}

export interface CreditTransferPlan {
  files: CreditTransferFile[];
  excluded: Excluded<CreditTransferExclusion>[];
}

/** The first execution day a file made now can ask for: today in Paris, or the next TARGET2 business day. */
export const earliestExecutionDate = (now: Date): string => nextTargetBusinessDay(parisDay(now));

/** The amount paid back: what remains to refund, the whole credit note when UNPAID. */
const amountDue = (candidate: CreditTransferCandidate): Cents =>
  candidate.amountWithVat - candidate.paidAmount;

type Screened = { reason: CreditTransferExclusion } | { debtor: SepaParty; beneficiary: SepaParty };

function screen(
  candidate: CreditTransferCandidate,
  alpha2: CountryAlpha2,
  creditorOf: (creditor: CreditorRecord) => SepaParty | null,
): Screened {
  if (candidate.documentType !== 'CREDIT_NOTE') return { reason: 'NOT_A_CREDIT_NOTE' };
  if (!candidate.number) return { reason: 'NOT_ISSUED' };
  if (candidate.paymentMethod !== 'BANK_TRANSFER') return { reason: 'NOT_BANK_TRANSFER' };
  if (candidate.paymentStatus !== 'UNPAID') return { reason: 'NOT_UNPAID' };
  if (amountDue(candidate) <= 0) return { reason: 'NOTHING_TO_PAY' };
  if (candidate.inFile) return { reason: 'ALREADY_IN_FILE' };
  const debtor = creditorOf(candidate.creditor);
  if (!debtor) return { reason: 'CREDITOR_NOT_READY' };
  if (!candidate.account) return { reason: 'NO_BILLING_ACCOUNT' };
  const iban = sepaIban(candidate.account.iban);
  if ('problem' in iban) return { reason: iban.problem };
  const name = partyName(candidate.account.holderName, candidate.legalStructureName, candidate.clientName);
  if (name === '') return { reason: 'NO_BENEFICIARY_NAME' };
  const beneficiary = {
    name,
    address: sepaAddress(candidate.beneficiaryAddress, alpha2),
    iban: iban.iban,
    bic: sepaBic(candidate.account.bicSwift),
  };
  return { debtor, beneficiary };
}

interface Planned {
  creditorId: number;
  debtor: SepaParty;
  day: string;
  number: string;
  transaction: CreditTransferTransaction;
}

export function planCreditTransferFiles(
  candidates: readonly CreditTransferCandidate[],
  options: CreditTransferPlanOptions,
): CreditTransferPlan {
  const earliest = earliestExecutionDate(options.now);
  const excluded: Excluded<CreditTransferExclusion>[] = [];
  const planned: Planned[] = [];
  const creditorOf = creditorParties(options.countryAlpha2);
  const dayFor = once((wanted: string) => nextTargetBusinessDay(laterDay(wanted, earliest)));
  for (const candidate of candidates) {
    const screened = screen(candidate, options.countryAlpha2, creditorOf);
    if ('reason' in screened) {
      excluded.push({ documentId: candidate.documentId, reason: screened.reason });
      continue;
    }
    const number = candidate.number ?? '';
    planned.push({
      creditorId: candidate.creditor.id,
      debtor: screened.debtor,
      day: dayFor(options.executionDate ?? candidate.dueDate ?? earliest),
      number,
      transaction: {
        documentId: candidate.documentId,
        endToEndId: epcIdentifier(number, SEPA_MAX.identifier),
        amount: amountDue(candidate),
        creditor: screened.beneficiary,
        remittanceInformation: epcText(`Avoir ${number} ${candidate.clientName}`, SEPA_MAX.remittance),
      },
    });
  }
  planned.sort(
    (a, b) => a.creditorId - b.creditorId || a.day.localeCompare(b.day) || a.number.localeCompare(b.number),
  );
  const files = [...groupBy(planned, (item) => item.creditorId).entries()].map(([creditorId, items]) => {
    const messageId = messageIdFor(options.messageIdPrefix, options.now, creditorId);
    const batches = [...groupBy(items, (item) => item.day).entries()].map(([day, dayItems], index) => ({
      paymentInformationId: paymentInformationIdFor(messageId, index + 1),
      executionDate: day,
      transactions: dayItems.map((item) => item.transaction),
    }));
    const debtor = (items[0] as Planned).debtor;
    return { debtorCreditorId: creditorId, messageId, createdAt: options.now, debtor, batches };
  });
  return { files, excluded: excluded.sort((a, b) => a.documentId - b.documentId) };
}
