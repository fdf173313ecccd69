// The day a file asks the banks for, as the "XML SEPA export" panel proposes and checks it: the server's
// own earliest days (packages/domain/src/money-files/sepa), which it moves an earlier day to.
import { earliestExecutionDate } from '@vetbo/domain/money-files/sepa/credit-transfer-plan';
import { earliestCollectionDate } from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import type { SepaFileKind } from '../sepa-kinds.ts';

/**
 * The first day a file made now may ask for: a direct debit (SDD Core) two TARGET2 business days after
 * today in Paris (D-1 for the debtor's bank, plus the creditor bank's cut-off); a transfer today, or the
 * next TARGET2 business day.
 */
export function earliestRequestedDate(kind: SepaFileKind, now = new Date()): string {
  return kind === 'DIRECT_DEBIT' ? earliestCollectionDate(now) : earliestExecutionDate(now);
}

/** The panel's default: the earliest day, so the money moves as soon as the rules allow. */
export const defaultRequestedDate = earliestRequestedDate;

export type RequestedDateProblem = { key: 'dateRequired' } | { key: 'dateTooEarly'; earliest: string };

/** Why the day typed cannot be asked for, or undefined when it can. */
export function requestedDateProblem(
  kind: SepaFileKind,
  day: string,
  now = new Date(),
): RequestedDateProblem | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return { key: 'dateRequired' };
  const earliest = earliestRequestedDate(kind, now);
  return day < earliest ? { key: 'dateTooEarly', earliest } : undefined;
}
