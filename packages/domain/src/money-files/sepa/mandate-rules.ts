// What the EPC SDD Core rulebook says about a mandate at collection time: which amendment its recorded
// change of account amounts to, and whether it expired (36 months without a collection).
import { extractIBAN } from 'ibantools';
import { compactIban } from '../../validators/iban.ts';
import type { PastCollection } from './sequence-type.ts';
import type { MandateAmendment } from './types.ts';

/** The SEPA amendment recorded on a signed mandate (required_mandates.amendedFrom…): the account before. */
export interface RecordedAmendment {
  fromIban: string | null;
  fromBic: string | null;
}

/** The bank an IBAN is held at: its country and national bank code ("FR" + "30006"); null when unknown. */
function bankOf(iban: string): string | null {
  const parts = extractIBAN(iban);
  return parts.valid && parts.bankIdentifier ? `${parts.countryCode}:${parts.bankIdentifier}` : null;
}

/**
 * The amendment information the next collection carries: the original IBAN when the new account is at
 * the same bank (same national bank code in both IBANs), "SMNDA" when it is at another bank or when that
 * cannot be told; none when the IBAN did not change (a BIC-only correction changes no account).
 */
export function amendmentFor(
  recorded: RecordedAmendment | null,
  currentIban: string,
): MandateAmendment | null {
  if (!recorded?.fromIban) return null;
  const original = compactIban(recorded.fromIban);
  const current = compactIban(currentIban);
  if (original === '' || original === current) return null;
  const originalBank = bankOf(original);
  return originalBank !== null && originalBank === bankOf(current)
    ? { kind: 'ACCOUNT', originalIban: original }
    : { kind: 'SMNDA' };
}

const MANDATE_LIFE_MONTHS = 36;

function monthsLater(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10);
}

/**
 * A mandate with no collection presented for 36 months expires (SDD Core rulebook), counting from the last
 * collection presented even if it was rejected, or from the signature when there was none.
 */
export function isMandateExpired(
  history: readonly PastCollection[],
  signatureDate: string,
  collectionDate: string,
): boolean {
  const last = history.reduce(
    (latest, c) => (c.collectionDate > latest ? c.collectionDate : latest),
    signatureDate,
  );
  return collectionDate > monthsLater(last, MANDATE_LIFE_MONTHS);
}
