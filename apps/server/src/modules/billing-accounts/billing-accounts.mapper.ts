import type { billingAccountBankChanges, billingAccounts } from '@vetbo/db/schema/index';
import {
  type BankDetailsChange,
  type BillingAccount,
  maskIban,
  ROLES_SEEING_FULL_IBAN,
} from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
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

const seesFullIban = (role: StaffRole | null) => role !== null && ROLES_SEEING_FULL_IBAN.includes(role);

/** The IBAN as `role` may see it: in full for ADMIN and ACCOUNTANT, masked otherwise. */
export function ibanAsSeenBy<T extends string | null>(iban: T, role: StaffRole | null): T {
  return (iban && !seesFullIban(role) ? maskIban(iban) : iban) as T;
}

export function toBankDetailsChange(
  { change, requestedBy, decidedBy }: BankChangeRecord,
  role: StaffRole | null,
): BankDetailsChange {
  return {
    id: change.id,
    billingAccountId: change.billingAccountId,
    iban: ibanAsSeenBy(change.iban, role),
    ibanMasked: !seesFullIban(role),
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
    id: row.id,
    legalStructureId: row.legalStructureId,
    entitled: row.entitled,
    iban: ibanAsSeenBy(row.iban, role),
    ibanMasked: Boolean(row.iban) && !seesFullIban(role),
    bicSwift: row.bicSwift,
    identityName: row.identityName,
    signatoryName: row.signatoryName,
    sepa: row.sepa,
    status: row.status,
    pendingBankDetailsChange: pending ? toBankDetailsChange(pending, role) : null,
    createdDate: apiDateTime(row.createdDate),
    updatedDate: apiDateTime(row.updatedDate),
  };
}
