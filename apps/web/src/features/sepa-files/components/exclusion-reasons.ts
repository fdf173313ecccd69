import type { TFunction } from 'i18next';

/**
 * A document left out of the files, in words ("Aucun mandat SEPA validé pour ce créancier"); a reason the
 * server added since these texts were written shows as its code rather than as nothing.
 */
export function exclusionReasonText(t: TFunction, reason: string): string {
  return t(`sepaFiles.reasons.${reason}` as 'sepaFiles.reasons.NOT_FOUND', { defaultValue: reason });
}
