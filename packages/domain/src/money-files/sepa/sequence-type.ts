// A mandate's next collection: its sequence type (FRST or RCUR) and the amendment it must carry, decided
// from the mandate's own history only (docs/decisions.md, "SEPA files: sequence type and amendments").
import type { MandateAmendment, SequenceType } from './types.ts';

/** What became of a collection: PENDING until the bank reports; REJECTED covers rejects and returns. */
export type CollectionOutcome = 'PENDING' | 'COLLECTED' | 'REJECTED';

/** A collection of the mandate already put in a file (a refund after settlement counts as COLLECTED). */
export interface PastCollection {
  collectionDate: string;
  sequenceType: SequenceType;
  outcome: CollectionOutcome;
  /** The amendment information its transaction carried. */
  amendment: MandateAmendment | null;
}

export interface NextCollection {
  sequenceType: SequenceType;
  amendment: MandateAmendment | null;
}

const chronological = (history: readonly PastCollection[]) =>
  [...history].sort((a, b) =>
    a.collectionDate < b.collectionDate ? -1 : a.collectionDate > b.collectionDate ? 1 : 0,
  );

/**
 * The amendment recorded on the mandate when there is one; else the last one sent if that collection and
 * every later one were rejected: the debtor's bank never took it in, so it is sent again.
 */
function amendmentToCarry(
  history: readonly PastCollection[],
  pending: MandateAmendment | null,
): MandateAmendment | null {
  if (pending) return pending;
  const lastCarrier = history.findLastIndex((collection) => collection.amendment !== null);
  if (lastCarrier < 0) return null;
  const since = history.slice(lastCarrier);
  return since.every((collection) => collection.outcome === 'REJECTED')
    ? (history[lastCarrier]?.amendment ?? null)
    : null;
}

/**
 * FRST for the mandate's first collection at the debtor's current bank: when it carries SMNDA (a new
 * account, maybe at another bank), or when no collection since the last SMNDA (or ever) went through —
 * a rejected FRST makes the next one FRST again. RCUR otherwise. Never OOFF or FNAL: our mandates are
 * recurrent and have no end.
 */
export function nextCollection(
  history: readonly PastCollection[],
  pendingAmendment: MandateAmendment | null,
): NextCollection {
  const ordered = chronological(history);
  const amendment = amendmentToCarry(ordered, pendingAmendment);
  if (amendment?.kind === 'SMNDA') return { sequenceType: 'FRST', amendment };
  const lastSmnda = ordered.findLastIndex((collection) => collection.amendment?.kind === 'SMNDA');
  const atCurrentBank = ordered.slice(Math.max(lastSmnda, 0));
  const wentThrough = atCurrentBank.some((collection) => collection.outcome !== 'REJECTED');
  return { sequenceType: wentThrough ? 'RCUR' : 'FRST', amendment };
}
