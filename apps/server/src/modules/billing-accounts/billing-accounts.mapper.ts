import type { billingAccountBankChanges, billingAccounts } from '@vetbo/db/schema/index';
import {
  type BankDetailsChange,
  type BillingAccount,
  maskIban,
  ROLES_SEEING_FULL_IBAN,
} from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { apiRow } from '../../lib/api-row.ts';
import { apiDateTime } from '../../lib/list.ts';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type BankChangeRow = typeof billingAccountBankChanges.$inferSelect;
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}
/** A bank details change with who asked it and who decided it. */
export interface BankChangeRecord {
  change: BankChangeRow;
  requestedBy: Person;
  decidedBy: Person | null;
}

/**
 * The IBAN as `role` sees it: in full for ADMIN and ACCOUNTANT, masked for the other roles, beside
 * whether it is (an account without an IBAN has nothing masked). Creditors answer theirs the same way.
 */
export function ibanSeenBy<T extends string | null>(
  iban: T,
  role: StaffRole | null,
): { iban: T; ibanMasked: boolean } {
  const ibanMasked = Boolean(iban) && !(role !== null && ROLES_SEEING_FULL_IBAN.includes(role));
  return { iban: (ibanMasked ? maskIban(iban as string) : iban) as T, ibanMasked };
}

export function toBankDetailsChange(
  { change, requestedBy, decidedBy }: BankChangeRecord,
  role: StaffRole | null,
): BankDetailsChange {
  return {
    id: change.id,
    billingAccountId: change.billingAccountId,
    ...ibanSeenBy(change.iban, role),
    bicSwift: change.bicSwift,
    identityName: change.identityName,
    status: change.status,
    requestedBy,
    requestedDate: apiDateTime(change.requestedDate),
    decidedBy,
    decidedDate: change.decidedDate ? apiDateTime(change.decidedDate) : null,
  };
}

/** The account as `role` may see it, with the change of its bank details waiting for confirmation. */
export function toBillingAccount(
  row: BillingAccountRow,
  role: StaffRole | null,
  pending: BankChangeRecord | null,
): BillingAccount {
  return {
    ...apiRow(row),
    ...ibanSeenBy(row.iban, role),
    pendingBankDetailsChange: pending ? toBankDetailsChange(pending, role) : null,
  };
}
